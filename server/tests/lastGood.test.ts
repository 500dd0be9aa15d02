/**
 * Last good, everywhere (issue 12): a catalogue, the environment file, a shared gate file or a
 * site manifest that fails to parse or validate is reported, and its last good version keeps
 * being served — after it breaks, and after a restart (the copy kept beside the database) —
 * while a file that never had a good version takes down only what depends on it. Site ids and
 * languages are looked up as own keys only.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';

const repoRoot = resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  // Without a request log the server reports problems on standard error: keep the run quiet
  // (and let the tests read what an operator would).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  vi.restoreAllMocks();
});

type Mode = 'production' | 'preview';

/** A private copy of site-configs/; each `start` names its data folder (copies live there). */
function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'last-good-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const siteConfigDir = join(dir, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
  const start = async (mode: Mode, data = 'data') => {
    const app = await createApp({
      dbPath: join(dir, data, 'portal.sqlite'),
      distDir: join(dir, 'no-dist'),
      scenarios: false,
      mode,
      siteConfigDir,
    });
    cleanups.push(() => app.close());
    return app;
  };
  const original = (file: string) => readFileSync(join(repoRoot, 'site-configs', file), 'utf8');
  /** Breaks the file the way an operator would (a trailing comma); gives the broken text. */
  const breakFile = (file: string, change = trailingComma) => {
    const text = change(original(file));
    expect(text, `the edit of ${file} changed nothing`).not.toBe(original(file));
    writeFileSync(join(siteConfigDir, file), text);
    return text;
  };
  const restore = (file: string) => writeFileSync(join(siteConfigDir, file), original(file));
  return { dir, start, breakFile, restore };
}

/** The probe's break: a trailing comma after the last entry. */
const trailingComma = (text: string) => text.replace(/\s*\}\s*$/, ',\n}\n');

const SHARED_FILES = ['messages/zh-CN.json', 'environments.json', 'shared/gates.json'] as const;
const KPZY = 'hd/kpzy/site.json';

async function get(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

/** Everything a visitor's page loads ask for, so every file is loaded (and kept). */
async function loadEverything(app: FastifyInstance) {
  for (const url of [
    '/manifests/index.json',
    '/manifests/messages/zh-CN.json',
    '/manifests/messages/en.json',
    '/manifests/sites/portal.json',
    '/manifests/sites/hd-kpzy.json',
  ])
    expect((await get(app, url)).status, url).toBe(200);
}

/** What a visitor is served while the last good version of each file is in use. */
async function expectServedAsGood(app: FastifyInstance) {
  const index = await get(app, '/manifests/index.json');
  expect(index.status).toBe(200);
  expect(index.body.environments.environments.local.services.course).toBe('/svc/course');
  expect(index.body.sites).toEqual(
    expect.arrayContaining([
      { id: 'portal', kind: 'portal', match: { pathPrefix: '/' } },
      { id: 'hd-kpzy', kind: 'campaign', match: { pathPrefix: '/hd/kpzy' } },
    ]),
  );
  const zh = await get(app, '/manifests/messages/zh-CN.json');
  expect(zh.status).toBe(200);
  expect(zh.body['gate.enroll.closed']).toBe('当前报名已截止，暂时无法报名');
  const portal = await get(app, '/manifests/sites/portal.json');
  expect(portal.body).toEqual({
    manifest: expect.objectContaining({ id: 'portal' }),
    problems: [],
  });
  const kpzy = (await get(app, '/manifests/sites/hd-kpzy.json')).body;
  expect(kpzy.manifest.gates.enroll.rules[0].then).toEqual({
    confirmLogin: 'msg:gate.enroll.loginRequired',
  });
}

/** The problems of one file as the preview app reads them: file:line:column, pointer, sentence. */
function expectProblemsOf(problems: unknown[], file: string, line: number) {
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems)
    expect(problem).toEqual(
      expect.objectContaining({
        file: expect.stringMatching(new RegExp(`site-configs/${file}$`)),
        line,
        column: expect.any(Number),
        pointer: '/',
        message: expect.any(String),
      }),
    );
}

const lastLine = (text: string) => text.trimEnd().split('\n').length;

describe('a file broken after a good load keeps its last good version', () => {
  // Many reloads of site-configs/ (a few hundred milliseconds each): a longer budget.
  it(
    'preview: the sites are served from the last good shared files and the preview lists the problem',
    { timeout: 120_000 },
    async () => {
      const { start, breakFile, restore } = workspace();
      const app = await start('preview');
      await loadEverything(app);
      for (const file of SHARED_FILES) {
        const broken = breakFile(file);
        await expectServedAsGood(app);
        const index = (await get(app, '/manifests/index.json')).body;
        expectProblemsOf(index.problems, file, lastLine(broken));
        expect(index.lastGood).toEqual([
          expect.stringMatching(new RegExp(`site-configs/${file}$`)),
        ]);
        restore(file);
        expect((await get(app, '/manifests/index.json')).body).toEqual(
          expect.objectContaining({ problems: [], lastGood: [] }),
        );
      }

      // A catalogue that parses but fails its schema is replaced the same way.
      breakFile('messages/zh-CN.json', (text) =>
        text.replace(
          '"gate.enroll.closed": "当前报名已截止，暂时无法报名"',
          '"gate.enroll.closed": 42',
        ),
      );
      await expectServedAsGood(app);
      expect((await get(app, '/manifests/index.json')).body.problems).toEqual([
        expect.objectContaining({ pointer: '/gate.enroll.closed' }),
      ]);
      // Fixed differently: served as it reads now, and kept as the new last good version.
      breakFile('messages/zh-CN.json', (text) =>
        text.replace('"当前报名已截止，暂时无法报名"', '"报名已经截止"'),
      );
      expect((await get(app, '/manifests/messages/zh-CN.json')).body['gate.enroll.closed']).toBe(
        '报名已经截止',
      );
      breakFile('messages/zh-CN.json');
      expect((await get(app, '/manifests/messages/zh-CN.json')).body['gate.enroll.closed']).toBe(
        '报名已经截止',
      );
      restore('messages/zh-CN.json');

      // A site's own broken manifest (even one that no longer parses) shows its problems on
      // its own page only, as before; it is not a shared problem.
      const broken = breakFile(KPZY);
      const kpzy = (await get(app, '/manifests/sites/hd-kpzy.json')).body;
      expect(kpzy.manifest).toBeNull();
      expectProblemsOf(kpzy.problems, KPZY, lastLine(broken));
      expect((await get(app, '/manifests/sites/portal.json')).body.problems).toEqual([]);
      expect((await get(app, '/manifests/index.json')).body.problems).toEqual([]);
    },
  );

  it(
    'production: every kind of file keeps being served, and the problem is logged',
    { timeout: 120_000 },
    async () => {
      const { start, breakFile, restore } = workspace();
      const app = await start('production');
      await loadEverything(app);
      for (const file of [...SHARED_FILES, KPZY]) {
        breakFile(file);
        await expectServedAsGood(app);
        expect((await get(app, '/manifests/index.json')).body.problems).toBeUndefined();
        expect(console.warn).toHaveBeenCalledWith(
          expect.stringMatching(new RegExp(`site-configs/${file}:\\d+:\\d+ /: `)),
        );
        restore(file);
      }
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringMatching(/site-configs\/messages\/zh-CN\.json 有误，继续使用上一次正确的版本/),
      );
      expect(console.warn).toHaveBeenCalledWith(
        '站点配置：站点 hd-kpzy 的清单有误，有上一次正确的版本可用（生产模式继续使用它）',
      );
    },
  );
});

describe('a manifest whose match the front end could not read', () => {
  it(
    'stops no other site, and never reaches the index malformed (every address is matched against it)',
    { timeout: 90_000 },
    async () => {
      const { start, breakFile } = workspace();
      const production = await start('production');
      await loadEverything(production);
      breakFile(KPZY, (text) =>
        text.replace(
          '"match": { "pathPrefix": "/hd/kpzy" }',
          '"match": { "pathPrefix": "/hd/kpzy", "hosts": 5 }',
        ),
      );
      await expectServedAsGood(production);
      const preview = await start('preview', 'data');
      const index = (await get(preview, '/manifests/index.json')).body;
      for (const site of index.sites)
        expect(site.match.hosts === undefined || Array.isArray(site.match.hosts), site.id).toBe(
          true,
        );
      expect((await get(preview, '/manifests/sites/portal.json')).body.problems).toEqual([]);
    },
  );
});

describe('a file broken before the server starts', () => {
  it('is served from the copy an earlier run kept beside its database', async () => {
    const { dir, start, breakFile } = workspace();
    const first = await start('production');
    await loadEverything(first);
    await first.close();
    for (const file of [...SHARED_FILES, KPZY]) {
      expect(existsSync(join(dir, 'data', 'last-good', ...file.split('/'))), file).toBe(true);
      breakFile(file);
    }
    const second = await start('production');
    await expectServedAsGood(second);
  });
});

describe('a file broken with no good version anywhere takes down only what depends on it', () => {
  it('the zh-CN catalogue: its answer fails with a Chinese message; every site is still served', async () => {
    const { start, breakFile } = workspace();
    const broken = breakFile('messages/zh-CN.json');
    const app = await start('preview');
    const zh = await get(app, '/manifests/messages/zh-CN.json');
    expect(zh).toEqual({
      status: 503,
      body: {
        code: 'MESSAGES/UNAVAILABLE',
        message: '文案目录 zh-CN 有误，且没有上一次正确的版本',
      },
    });
    expect((await get(app, '/manifests/messages/en.json')).status).toBe(200);
    for (const id of ['portal', 'hd-kpzy']) {
      const site = (await get(app, `/manifests/sites/${id}.json`)).body;
      expect(site.problems, id).toEqual([]);
      expect(site.manifest.id).toBe(id);
    }
    const index = (await get(app, '/manifests/index.json')).body;
    expectProblemsOf(index.problems, 'messages/zh-CN.json', lastLine(broken));
    expect(index.lastGood).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/zh-CN\.json 有误，且没有上一次正确的版本/),
    );
  });

  it('the environment file: the index has none, the sites and catalogues are served', async () => {
    const { start, breakFile } = workspace();
    breakFile('environments.json');
    const app = await start('production');
    const index = await get(app, '/manifests/index.json');
    expect(index.status).toBe(200);
    expect(index.body.environments).toBeNull();
    expect(index.body.sites.length).toBeGreaterThan(5);
    expect((await get(app, '/manifests/messages/zh-CN.json')).status).toBe(200);
    expect((await get(app, '/manifests/sites/portal.json')).body.manifest.id).toBe('portal');
  });

  it('the shared gates: only the sites that refer to them fail', async () => {
    const { start, breakFile } = workspace();
    breakFile('shared/gates.json');
    const preview = await start('preview', 'preview-data');
    const kpzy = (await get(preview, '/manifests/sites/hd-kpzy.json')).body;
    expect(kpzy.manifest).toBeNull();
    expect(kpzy.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: expect.stringMatching(/hd\/kpzy\/site\.json$/),
          message: expect.stringContaining('shared/gates.json'),
        }),
      ]),
    );
    // The portal refers to the shared signedIn gate: it fails too. A site without shared gates
    // (the dnds landing page) is served as it reads.
    expect((await get(preview, '/manifests/sites/portal.json')).body.manifest).toBeNull();
    expect((await get(preview, '/manifests/sites/hd-dnds.json')).body.problems).toEqual([]);
    const production = await start('production', 'production-data');
    expect(await get(production, '/manifests/sites/hd-kpzy.json')).toEqual({
      status: 500,
      body: {
        code: 'MANIFEST/UNAVAILABLE',
        message: '站点 hd-kpzy 的清单有误，且没有上一次正确的版本',
      },
    });
    expect((await get(production, '/manifests/sites/hd-dnds.json')).body.manifest.id).toBe(
      'hd-dnds',
    );
  });
});

describe('site ids and languages are own keys only', () => {
  it('constructor, __proto__, toString, hasOwnProperty: never a manifest or a catalogue', async () => {
    const { start } = workspace();
    const app = await start('preview');
    // `constructor` has the shape of a site id: it is looked up as an own key and is no site.
    for (const url of ['/manifests/sites/constructor', '/manifests/sites/constructor.json'])
      expect(await get(app, url), url).toEqual({
        status: 404,
        body: { code: 'MANIFEST/NOT_FOUND', message: '没有站点 constructor' },
      });
    // The others are not site ids or language tags at all: refused by the routes' schemas.
    for (const name of ['__proto__', 'toString', 'hasOwnProperty'])
      for (const url of [`/manifests/sites/${name}`, `/manifests/messages/${name}.json`]) {
        const answer = await get(app, url);
        expect(answer.status, url).toBe(400);
        expect((answer.body as { code: string }).code, url).toBe('INVALID_ARGUMENT');
      }
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect((await get(app, `/manifests/messages/${name}`)).status, name).toBe(400);
  });
});
