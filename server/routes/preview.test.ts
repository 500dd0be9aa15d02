/**
 * The preview app's stand-in endpoints: a draft is checked with `npm run validate`'s sentences,
 * a valid draft is written back to its file and an invalid one never is, nothing is written
 * outside site-configs/, and a demo account's token is issued only in scenario mode.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { isInside, resolveSiteFile } from './previewFiles';

const repoRoot = resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function appWith(options: { mode?: 'preview' | 'production'; scenarios?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'preview-routes-'));
  const siteConfigDir = join(dir, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
  const app = await createApp({
    dbPath: join(dir, 'db.sqlite'),
    scenarios: options.scenarios ?? true,
    mode: options.mode ?? 'preview',
    siteConfigDir,
  });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => app.close());
  return { app, dir, kpzyFile: join(siteConfigDir, 'hd/kpzy/site.json') };
}

const json = { 'content-type': 'application/json' };

describe('save path checks', () => {
  it('isInside accepts the folder and below only', () => {
    expect(isInside('/a/site-configs', '/a/site-configs/hd/kpzy/site.json')).toBe(true);
    expect(isInside('/a/site-configs', '/a/site-configs')).toBe(true);
    expect(isInside('/a/site-configs', '/a/site-configs-evil/site.json')).toBe(false);
    expect(isInside('/a/site-configs', '/a/other/site.json')).toBe(false);
  });

  it('resolveSiteFile follows real paths: a link out of site-configs/ or a non-manifest is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preview-paths-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const root = join(dir, 'site-configs');
    mkdirSync(join(root, 'hd/ok'), { recursive: true });
    writeFileSync(join(root, 'hd/ok/site.json'), '{}');
    mkdirSync(join(dir, 'outside'));
    writeFileSync(join(dir, 'outside/site.json'), '{}');
    symlinkSync(join(dir, 'outside'), join(root, 'hd/linked'));
    expect(resolveSiteFile(root, dir, 'site-configs/hd/ok/site.json')).toBe(
      join(root, 'hd/ok/site.json'),
    );
    expect(resolveSiteFile(root, dir, 'site-configs/hd/linked/site.json')).toBeNull();
    expect(resolveSiteFile(root, dir, 'site-configs/../outside/site.json')).toBeNull();
    expect(resolveSiteFile(root, dir, 'site-configs/environments.json')).toBeNull();
    expect(resolveSiteFile(root, dir, 'site-configs/hd/missing/site.json')).toBeNull();
  });
});

describe('/__preview endpoints', () => {
  it('checks a draft with the sentences and hints of npm run validate, at the draft line', async () => {
    const { app, kpzyFile } = await appWith();
    const text = readFileSync(kpzyFile, 'utf8').replace(
      '{ "type": "page-title", "props": { "title": "msg:kpzy.page.list" } }',
      '{ "type": "page-titel", "props": { "title": "msg:kpzy.page.list" } }',
    );
    expect(text).toContain('page-titel');
    const response = await app.inject({
      method: 'POST',
      url: '/__preview/check',
      headers: json,
      payload: { siteId: 'hd-kpzy', text },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as {
      problems: { message: string; hint?: string; line: number; pointer: string }[];
    };
    expect(answer.problems).toEqual([
      expect.objectContaining({
        pointer: '/pages/list/blocks/0/type',
        message: 'unknown block type "page-titel"',
        hint: 'did you mean "page-title"?',
        line: text.split('\n').findIndex((line) => line.includes('page-titel')) + 1,
      }),
    ]);
  });

  it('writes a valid draft back to its file, after the diff base matches', async () => {
    const { app, kpzyFile } = await appWith();
    const base = readFileSync(kpzyFile, 'utf8');
    const text = base.replace('"msg:kpzy.page.list"', '"QA 新标题"');
    const source = await app.inject({ url: '/__preview/sites/hd-kpzy/source' });
    expect(source.json()).toMatchObject({ text: base });
    const saved = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text, base },
    });
    expect(saved.statusCode).toBe(200);
    expect(readFileSync(kpzyFile, 'utf8')).toBe(text);
    // The base no longer matches the file: refused.
    const stale = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text: base, base },
    });
    expect(stale.statusCode).toBe(409);
    expect(readFileSync(kpzyFile, 'utf8')).toBe(text);
  });

  it('never writes an invalid draft, nor a draft of another site id', async () => {
    const { app, kpzyFile } = await appWith();
    const base = readFileSync(kpzyFile, 'utf8');
    const invalid = base.replace('"type": "page-title"', '"type": "page-titel"');
    const refused = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text: invalid },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      problems: [expect.objectContaining({ message: 'unknown block type "page-titel"' })],
    });
    const broken = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text: '{ "id": ' },
    });
    expect(broken.statusCode).toBe(422);
    const renamed = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text: base.replace('"id": "hd-kpzy"', '"id": "hd-other"') },
    });
    expect(renamed.statusCode).toBe(422);
    expect(readFileSync(kpzyFile, 'utf8')).toBe(base);
  });

  it('refuses unknown sites, other origins and production mode', async () => {
    const { app } = await appWith();
    const unknown = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/..%2F..%2Fpackage',
      headers: json,
      payload: { text: '{}' },
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: { ...json, origin: 'http://evil.example' },
      payload: { text: '{}' },
    });
    expect(foreign.statusCode).toBe(403);

    const production = await appWith({ mode: 'production' });
    const status = await production.app.inject({ url: '/__preview/status' });
    // Scenarios asked for but production never has them.
    expect(status.json()).toEqual({ mode: 'production', scenarios: false, save: false });
    const put = await production.app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text: '{}' },
    });
    expect(put.statusCode).toBe(403);
  });

  it('issues a demo account token in scenario mode only; the token signs in', async () => {
    const { app } = await appWith();
    const answer = await app.inject({
      method: 'POST',
      url: '/__preview/session',
      headers: json,
      payload: { account: 'teacher-guardian' },
    });
    expect(answer.statusCode).toBe(200);
    const grant = answer.json() as { access_token: string; user_id: string; roles: string[] };
    expect(grant).toMatchObject({ user_id: 'u-teacher-guardian', roles: ['TEACHER', 'GUARDIAN'] });
    const me = await app.inject({
      url: '/svc/uc/v1.1/users/current',
      headers: { authorization: `Bearer ${grant.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user_id: 'u-teacher-guardian' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/__preview/session',
      headers: json,
      payload: { account: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);

    const closed = await appWith({ scenarios: false });
    const refused = await closed.app.inject({
      method: 'POST',
      url: '/__preview/session',
      headers: json,
      payload: { account: 'teacher' },
    });
    expect(refused.statusCode).toBe(404);
  });
});
