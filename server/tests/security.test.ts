/**
 * The stand-in's security headers (issue 12, CSP): the one site policy is complete (no plugins,
 * no <base>, framed and posted to by the site only) and every kind of HTML answer carries it;
 * every SVG answer carries the sandbox policy, whichever route drew or served it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, SVG_CONTENT_SECURITY_POLICY } from '../http/security';
import { DETAIL_IDS } from '../seed-data/resources';
import { buildApp, FORM, tempDir } from './helpers';

const dir = tempDir();
const dist = join(dir.path, 'dist');
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist, 'preview'), { recursive: true });
  mkdirSync(join(dist, 'images'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dist, 'preview', 'index.html'), '<!doctype html><title>preview</title>');
  writeFileSync(join(dist, 'upgrade.html'), '<!doctype html><title>upgrade</title>');
  writeFileSync(
    join(dist, 'images', 'image-error.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  app = await buildApp(dir.path, { distDir: dist });
}, 60_000);
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

/** The policy as a map of directive name → its source list. */
function directives(policy: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    expect(map.has(name), `directive ${name} named twice`).toBe(false);
    map.set(name, sources.join(' '));
  }
  return map;
}

describe('the site policy', () => {
  it('forbids plugins and <base>, and lets only the site frame its pages and receive its forms', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    // Still no inline script and no eval anywhere (DESIGN principle 1).
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
  });

  it('every kind of HTML answer carries it, with X-Frame-Options beside it', async () => {
    const requests: [string, string | InjectOptions, number][] = [
      ['the portal', '/', 200],
      ['a deep link', '/no/such/page', 200],
      ['the preview app', '/preview', 200],
      ['an HTML file of the front end', '/upgrade.html', 200],
      ['the sign-in page', '/sso/login?redirect_uri=%2F', 200],
      [
        'a refused sign-in',
        {
          method: 'POST',
          url: '/sso/login',
          headers: FORM,
          payload: 'account=teacher&password=wrong&redirect_uri=%2F',
        },
        401,
      ],
      ['the personal centre', '/svc/personal/user/myFavorite', 200],
      ['the admin site refusing a key', '/svc/admin?jump=%2F&uckey=no-such-key', 401],
    ];
    for (const [what, request, status] of requests) {
      const answer = await app.inject(request);
      expect(answer.statusCode, what).toBe(status);
      expect(answer.headers['content-type'], what).toMatch(/^text\/html/);
      expect(answer.headers['content-security-policy'], what).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-frame-options'], what).toBe('SAMEORIGIN');
    }
  });

  it('the page shown before the front end is built carries it too', async () => {
    // The same (already seeded) database, a front end folder that does not exist.
    const unbuilt = await buildApp(dir.path, { distDir: join(dir.path, 'no-dist') });
    const answer = await unbuilt.inject('/');
    await unbuilt.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('SVG answers', () => {
  it('a drawn cover, a drawn document page and an SVG file of the front end carry the sandbox policy', async () => {
    const { name } = app.portal.db.prepare('SELECT name FROM covers LIMIT 1').get() as {
      name: string;
    };
    for (const url of [
      `/svc/static/covers/${name}.svg`,
      `/svc/static/resources/${DETAIL_IDS.document}/page-1.svg`,
      '/images/image-error.svg',
    ]) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(answer.headers['content-security-policy'], url).toBe(SVG_CONTENT_SECURITY_POLICY);
    }
  });

  it('JSON answers carry no policy (nothing renders them as a page)', async () => {
    const answer = await app.inject('/web_config.json');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
