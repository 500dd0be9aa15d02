/**
 * The preview's check and save never read outside site-configs/ (issue 12, "Preview save reads
 * and leaks files"): a draft whose gate `$ref` names package.json by absolute path or by `..`
 * failed nothing, was saved, and /manifests/sites/hd-kpzy then served that file to anyone; a
 * site folder linked to a place outside site-configs/ was checked and served too.
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import { blockSchemaInfo } from '../../src/manifestCheck/blockSchemas';
import { loadSiteConfigs } from '../../src/manifestCheck/siteConfigs';
import { checkDraft } from '../routes/previewFiles';

const repoRoot = resolve(import.meta.dirname, '../..');
const json = { 'content-type': 'application/json' };
/** Words of package.json that must never reach an answer. */
const PACKAGE_WORDS = /fastify|better-sqlite3|jsonc-parser|smartedu-portal-runtime/;

let dir: string;
let siteConfigDir: string;
let kpzyFile: string;
let kpzyText: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'preview-files-'));
  siteConfigDir = join(dir, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
  // What a `..` out of the copy's site folder reaches: a package.json beside site-configs/.
  cpSync(join(repoRoot, 'package.json'), join(dir, 'package.json'));
  kpzyFile = join(siteConfigDir, 'hd/kpzy/site.json');
  kpzyText = readFileSync(kpzyFile, 'utf8');
  app = await createApp({
    dbPath: join(dir, 'db.sqlite'),
    scenarios: true,
    mode: 'preview',
    siteConfigDir,
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const withGateRef = (ref: string) => kpzyText.replace('../../shared/gates.json#/enroll', ref);

describe('a gate $ref out of site-configs/', () => {
  it.each([
    [`${repoRoot}/package.json#/dependencies`, 'is not a relative path'],
    ['../../../package.json#/dependencies', 'leads out of site-configs/'],
    ['../../messages/zh-CN.json#/kpzy.title', 'is not a shared gate file'],
  ])('%s: the check names the $ref and repeats nothing of the file', async (ref, reason) => {
    const text = withGateRef(ref);
    const checked = await app.inject({
      method: 'POST',
      url: '/__preview/check',
      headers: json,
      payload: { siteId: 'hd-kpzy', text },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      problems: [
        {
          pointer: '/gates/enroll/$ref',
          line: text.split('\n').findIndex((line) => line.includes(ref)) + 1,
          message: expect.stringContaining(reason) as string,
        },
      ],
    });
    expect(checked.body).not.toMatch(PACKAGE_WORDS);
  });

  it('is never saved, and the site never serves the file', async () => {
    const text = withGateRef(`${join(dir, 'package.json')}#/dependencies`);
    const saved = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text, base: kpzyText },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.body).not.toMatch(PACKAGE_WORDS);
    expect(readFileSync(kpzyFile, 'utf8')).toBe(kpzyText);
    const served = await app.inject({ url: '/manifests/sites/hd-kpzy' });
    expect(served.statusCode).toBe(200);
    expect(served.body).not.toMatch(PACKAGE_WORDS);
  });

  it('through a shared folder linked out of site-configs/: refused, not read', async () => {
    const outside = join(dir, 'outside-gates');
    mkdirSync(outside);
    writeFileSync(
      join(outside, 'gates.json'),
      JSON.stringify({ enroll: { rules: [{ when: true, then: { toast: 'fastify secret' } }] } }),
    );
    symlinkSync(outside, join(siteConfigDir, 'shared/elsewhere'));
    try {
      const checked = await app.inject({
        method: 'POST',
        url: '/__preview/check',
        headers: json,
        payload: {
          siteId: 'hd-kpzy',
          text: withGateRef('../../shared/elsewhere/gates.json#/enroll'),
        },
      });
      expect(checked.json()).toMatchObject({
        problems: [
          {
            pointer: '/gates/enroll/$ref',
            message:
              'the gate reference "../../shared/elsewhere/gates.json" goes through a symbolic link out of site-configs/; it is not read',
          },
        ],
      });
      expect(checked.body).not.toMatch(PACKAGE_WORDS);
    } finally {
      rmSync(join(siteConfigDir, 'shared/elsewhere'));
    }
  });
});

describe('a gate name no gate of the site defines (issue 12: the preview showed the page)', () => {
  it('the check names the button, its line and the near name; the draft is never saved', async () => {
    const text = kpzyText.replace('"gate": "enroll"', '"gate": "enrol"');
    const checked = await app.inject({
      method: 'POST',
      url: '/__preview/check',
      headers: json,
      payload: { siteId: 'hd-kpzy', text },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      problems: [
        {
          pointer: '/pages/home/blocks/2/props/buttons/0/gate',
          line: text.split('\n').findIndex((line) => line.includes('"gate": "enrol"')) + 1,
          message: 'gate "enrol" is not defined in this site\'s "gates"',
          hint: 'did you mean "enroll"?',
        },
      ],
    });
    const saved = await app.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: json,
      payload: { text, base: kpzyText },
    });
    expect(saved.statusCode).toBe(422);
    expect(readFileSync(kpzyFile, 'utf8')).toBe(kpzyText);
  });
});

describe('a site folder linked out of site-configs/', () => {
  it('is no site: no source, no check, no save, not served', async () => {
    const outside = join(dir, 'outside-site');
    mkdirSync(outside);
    writeFileSync(
      join(outside, 'site.json'),
      kpzyText.replace('"hd-kpzy"', '"hd-linked"').replace('"/hd/kpzy"', '"/hd/linked"'),
    );
    symlinkSync(outside, join(siteConfigDir, 'hd/linked'));
    try {
      const source = await app.inject({ url: '/__preview/sites/hd-linked/source' });
      expect(source.statusCode).toBe(404);
      const checked = await app.inject({
        method: 'POST',
        url: '/__preview/check',
        headers: json,
        payload: { siteId: 'hd-linked', text: '{}' },
      });
      expect(checked.statusCode).toBe(404);
      const saved = await app.inject({
        method: 'PUT',
        url: '/__preview/sites/hd-linked',
        headers: json,
        payload: { text: '{}' },
      });
      expect(saved.statusCode).toBe(404);
      expect(readFileSync(join(outside, 'site.json'), 'utf8')).toContain('hd-linked');
      const served = await app.inject({ url: '/manifests/sites/hd-linked' });
      expect(served.statusCode).toBe(404);
      const index = await app.inject({ url: '/manifests/index.json' });
      expect(index.body).not.toContain('hd-linked');
    } finally {
      rmSync(join(siteConfigDir, 'hd/linked'));
    }
  });

  it('checkDraft refuses a site whose file is not really inside site-configs/', async () => {
    const blocks = await blockSchemaInfo();
    const loaded = loadSiteConfigs(siteConfigDir, { blocks, repoRoot });
    const options = { siteConfigDir, repoRoot, blocks };
    expect(checkDraft(options, loaded, 'hd-kpzy', kpzyText)).toMatchObject({ problems: [] });
    const forged = { ...loaded, files: { ...loaded.files, 'hd-kpzy': 'package.json' } };
    expect(checkDraft(options, forged, 'hd-kpzy', kpzyText)).toBeNull();
    expect(checkDraft(options, loaded, 'constructor', kpzyText)).toBeNull();
    expect(checkDraft(options, loaded, '__proto__', kpzyText)).toBeNull();
  });
});
