/**
 * Issue 17, "served like production", as an operator sees it with curl or devtools: the built
 * files leave as the precompressed twin the browser accepts (brotli first, gzip, else plain),
 * with their own type and `Vary: Accept-Encoding`; hashed files are cached for a year and the
 * rest revalidated; the manifests and catalogues are compressed and answer a revalidation with
 * 304; a page's HTML preloads the site manifest its address needs; the services' large JSON
 * answers are compressed too.
 *
 * The dist folder is a fixture whose twins are written by the build's own precompress step.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/vitePluginPrecompress';
import { CONTENT_SECURITY_POLICY } from '../http/security';
import { acceptedCoding } from '../http/compressedAnswer';
import { buildApp, tempDir } from './helpers';

const repoRoot = resolve(import.meta.dirname, '../..');
const dir = tempDir();
const dist = join(dir.path, 'dist');
let app: FastifyInstance;

const ENTRY = 'assets/portal-Cj5oSFcK.js';
const STYLE = 'assets/portal-COYg3fs9.css';
/** A script as the build leaves it: kilobytes of repetitive text. */
const entryScript = Array.from(
  { length: 400 },
  (_, index) => `export const section${index} = { title: "第${index}栏目", kind: "channel" };`,
).join('\n');
/** The built page's head, as Vite writes it (index.html at the repository root). */
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="version" content="2.2.22" />
    <meta name="description" content="国家中小学智慧教育平台" />
    <title>国家中小学智慧教育平台</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!-- Boot data every page needs: fetched while the scripts load, not after them. -->
    <link rel="preload" href="/manifests/index.json" as="fetch" crossorigin="anonymous" />
    <link rel="preload" href="/manifests/messages/zh-CN.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/${ENTRY}"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="modulepreload" crossorigin href="/assets/react-DlmbjZJV.js">
    <link rel="stylesheet" crossorigin href="/${STYLE}">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, ENTRY), entryScript);
  writeFileSync(join(dist, STYLE), entryScript.replace(/export const (\w+) =/g, '.$1'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Written after the build: a text file with no twin is still served, as it is.
  await precompressFiles(dist, ['index.html', ENTRY, STYLE, 'favicon.svg']);
  writeFileSync(join(dist, 'assets', 'late-AbCd1234.js'), entryScript);
  // The site configs as they are now, copied: other work on the tree cannot change them mid-run.
  const siteConfigDir = join(dir.path, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
  app = await buildApp(dir.path, { distDir: dist, siteConfigDir });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The body as the browser reads it, after undoing the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw);
    case 'gzip':
      return gunzipSync(raw);
    case undefined:
      return raw;
    default:
      throw new Error(`unexpected coding ${String(response.headers['content-encoding'])}`);
  }
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('built files, precompressed', () => {
  it('sends brotli to a browser that accepts it, gzip to one that only takes gzip, else plain', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ];
    for (const [accept, coding] of cases) {
      const res = await get(`/${ENTRY}`, accept === undefined ? {} : { 'accept-encoding': accept });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(coding);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(varies(res), String(accept)).toBe(true);
      expect(decoded(res).toString()).toBe(entryScript);
      if (coding) expect(res.rawPayload.length).toBeLessThan(entryScript.length / 4);
    }
  });

  it('keeps the stylesheet its type when compressed', async () => {
    const res = await get(`/${STYLE}`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('caches hashed files for a year and revalidates the others', async () => {
    const asset = await get(`/${ENTRY}`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
    // Too small to be worth a twin: sent as it is.
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('sends a file that has no twin as it is', async () => {
    const res = await get('/assets/late-AbCd1234.js', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res)).toBe(true);
    expect(res.body).toBe(entryScript);
  });
});

describe('the page HTML', () => {
  it('answers a deep link compressed, no-cache, with the CSP and a preload of its site manifest', async () => {
    const res = await get('/hd/kpzy/contest/kpzy2026/enroll', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(varies(res)).toBe(true);
    const html = decoded(res).toString();
    const preload =
      '<link rel="preload" href="/manifests/sites/hd-kpzy.json" as="fetch" crossorigin="anonymous" />';
    expect(html).toContain(preload);
    // Before the entry script, so the browser starts it while the scripts download.
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
    // The same page, plain, for a client that takes no coding.
    const plain = await get('/hd/kpzy/contest/kpzy2026/enroll');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('preloads the site the address resolves to, by path or campaign host, and an English catalogue', async () => {
    const preloads = async (url: string, host = 'localhost') =>
      [
        ...decoded(await get(url, { host, 'accept-encoding': 'gzip' }))
          .toString()
          .matchAll(/<link rel="preload" href="([^"]+)"/g),
      ].map((match) => match[1]);
    const boot = ['/manifests/index.json', '/manifests/messages/zh-CN.json'];
    expect(await preloads('/')).toEqual([...boot, '/manifests/sites/portal.json']);
    expect(await preloads('/syncClassroom/textBook/abc')).toEqual([
      ...boot,
      '/manifests/sites/portal.json',
    ]);
    expect(await preloads('/hd/diaa')).toEqual([...boot, '/manifests/sites/hd-diaa.json']);
    // environments.json puts the diaa contest on its own host in the local environment.
    expect(await preloads('/', 'diaa.localhost:8080')).toEqual([
      ...boot,
      '/manifests/sites/hd-diaa.json',
    ]);
    expect(await preloads('/hd/kpzy?lang=en')).toEqual([
      ...boot,
      '/manifests/sites/hd-kpzy.json',
      '/manifests/messages/en.json',
    ]);
    // A preview frame boots from the operator's draft, not from the served manifest.
    expect(await preloads('/hd/kpzy?__preview=1')).toEqual(boot);
  });
});

describe('manifests and catalogues', () => {
  for (const url of [
    '/manifests/index.json',
    '/manifests/messages/zh-CN.json',
    '/manifests/sites/hd-kpzy.json',
  ]) {
    it(`${url}: compressed, no-cache, and 304 without a body on revalidation`, async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const br = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(varies(br)).toBe(true);
      expect(JSON.parse(decoded(br).toString())).toEqual(plain.json());
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gz).toString())).toEqual(plain.json());

      // A strong validator per coding: the same tag never names two different byte sequences.
      const tag = String(br.headers.etag);
      expect(tag).toMatch(/^"[^"]+"$/);
      expect(new Set([tag, gz.headers.etag, plain.headers.etag]).size).toBe(3);

      const again = await get(url, { 'accept-encoding': 'gzip, br', 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      expect(again.headers['cache-control']).toBe('no-cache');

      const stale = await get(url, {
        'accept-encoding': 'gzip, br',
        'if-none-match': '"something-older"',
      });
      expect(stale.statusCode).toBe(200);
      expect(JSON.parse(decoded(stale).toString())).toEqual(plain.json());
    });
  }

  it('leaves error answers as they are', async () => {
    const res = await get('/manifests/sites/no-such-site.json', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe('MANIFEST/NOT_FOUND');
  });
});

describe('service answers', () => {
  it("sends a channel's sections compressed, decoding to the same JSON", async () => {
    const url = '/svc/course/v2/channels/bench/sections?query_type=0';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding] of [
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(url, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(varies(res)).toBe(true);
      expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/svc/uc/v1.1/users/current', { 'accept-encoding': 'gzip, br' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('acceptedCoding', () => {
  it('honours q-values, the wildcard and refusals', () => {
    expect(acceptedCoding('gzip, br')).toBe('br');
    expect(acceptedCoding('GZIP')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('br;q=0, *')).toBe('gzip');
    expect(acceptedCoding('gzip;q=0.8, br;q=0.9')).toBe('br');
    expect(acceptedCoding('gzip;q=0.8, br;q=0.7')).toBe('gzip');
    expect(acceptedCoding('deflate, identity')).toBeNull();
    expect(acceptedCoding('*;q=0')).toBeNull();
    expect(acceptedCoding(undefined)).toBeNull();
    expect(acceptedCoding('')).toBeNull();
  });
});
