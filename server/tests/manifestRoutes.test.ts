/**
 * The manifests as the front end receives them: the site index with environments, catalogues,
 * and each site with shared gates inlined; an invalid manifest shows its problems in preview
 * mode, and production keeps serving the last good manifest (never a white page).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { siteConfigsFingerprint } from '../manifestRoutes';

const repoRoot = resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function appWithSiteConfigs(mode: 'production' | 'preview') {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-routes-'));
  const siteConfigDir = join(dir, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
  const app = await createApp({
    dbPath: join(dir, 'db.sqlite'),
    scenarios: false,
    mode,
    siteConfigDir,
  });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => app.close());
  const breakKpzy = () => {
    const file = join(siteConfigDir, 'hd/kpzy/site.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"type": "contact-card"', '"type": "contact-crad"'),
    );
  };
  return { app, breakKpzy };
}

describe('/manifests', () => {
  it('lists every site with its match and the environments', async () => {
    const { app } = await appWithSiteConfigs('preview');
    const answer = (await app.inject('/manifests/index.json')).json();
    expect(answer.sites).toEqual(
      expect.arrayContaining([
        { id: 'portal', kind: 'portal', match: { pathPrefix: '/' } },
        { id: 'hd-kpzy', kind: 'campaign', match: { pathPrefix: '/hd/kpzy' } },
      ]),
    );
    expect(answer.environments.environments.local.services.course).toBe('/svc/course');
    expect(answer.mode).toBe('preview');
  });

  it('serves a site with its shared gates inlined', async () => {
    const { app } = await appWithSiteConfigs('preview');
    const answer = (await app.inject('/manifests/sites/hd-kpzy.json')).json();
    expect(answer.problems).toEqual([]);
    expect(answer.manifest.gates.enroll.rules[0].then).toEqual({
      confirmLogin: 'msg:gate.enroll.loginRequired',
    });
  });

  it('serves the zh-CN and en catalogues', async () => {
    const { app } = await appWithSiteConfigs('preview');
    expect((await app.inject('/manifests/messages/zh-CN.json')).json()['gate.enroll.closed']).toBe(
      '当前报名已截止，暂时无法报名',
    );
    expect((await app.inject('/manifests/messages/en.json')).json()['shell.error']).toBe(
      'server is having a hiccup, please retry later',
    );
    expect((await app.inject('/manifests/messages/fr.json')).statusCode).toBe(404);
  });

  it('preview: a broken manifest is answered with its problems, re-read on each request', async () => {
    const { app, breakKpzy } = await appWithSiteConfigs('preview');
    expect((await app.inject('/manifests/sites/hd-kpzy.json')).json().problems).toEqual([]);
    breakKpzy();
    const answer = (await app.inject('/manifests/sites/hd-kpzy.json')).json();
    expect(answer.manifest).toBeNull();
    expect(answer.problems).toEqual([
      expect.objectContaining({
        pointer: '/pages/home/blocks/3/type',
        message: 'unknown block type "contact-crad"',
        hint: 'did you mean "contact-card"?',
      }),
    ]);
  });

  it('production: the last good manifest keeps being served after the file breaks', async () => {
    const { app, breakKpzy } = await appWithSiteConfigs('production');
    const good = (await app.inject('/manifests/sites/hd-kpzy.json')).json();
    expect(good.manifest.id).toBe('hd-kpzy');
    breakKpzy();
    const again = (await app.inject('/manifests/sites/hd-kpzy.json')).json();
    expect(again.manifest.id).toBe('hd-kpzy');
    expect(again.problems).toEqual([]);
  });

  it('production: a site never valid gets 500 and no manifest (the front end shows the error screen)', async () => {
    const { app, breakKpzy } = await appWithSiteConfigs('production');
    breakKpzy();
    const answer = await app.inject('/manifests/sites/hd-kpzy.json');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      code: 'MANIFEST/UNAVAILABLE',
      message: '站点 hd-kpzy 的清单有误，且没有上一次正确的版本',
    });
  });
});

describe('siteConfigsFingerprint (preview mode reads site-configs again only after a change)', () => {
  it('stays the same for the same files and changes when a file changes or appears', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fingerprint-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(join(repoRoot, 'site-configs'), dir, { recursive: true });
    const first = siteConfigsFingerprint(dir);
    expect(siteConfigsFingerprint(dir)).toBe(first);
    const kpzy = join(dir, 'hd/kpzy/site.json');
    // Same length, so only the contents tell.
    writeFileSync(kpzy, readFileSync(kpzy, 'utf8').replace('contact-card', 'contact-crad'));
    const edited = siteConfigsFingerprint(dir);
    expect(edited).not.toBe(first);
    writeFileSync(join(dir, 'hd/new.json'), '{}');
    expect(siteConfigsFingerprint(dir)).not.toBe(edited);
  });
});
