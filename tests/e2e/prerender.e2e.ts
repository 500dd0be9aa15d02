/**
 * `npm run prerender`'s snapshots as a static host serves them (issue 17 point 2): the page
 * shows the data of the moment it was made, hydrates, asks the services again and, the data
 * having changed since, shows today's in one step (stale-while-revalidate), with no part
 * rendered twice. A tiny static server stands in for the CDN: files from the folder, the app
 * shell for other addresses, and the services (/svc, /sso, /web_config.json) passed to the
 * stand-in.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot } from './browser';

const repoRoot = resolve(import.meta.dirname, '../..');
const baseUrl = e2eBaseUrl();
const dist = resolve(process.env.EDU_DIST_DIR ?? join(repoRoot, 'dist'));
let out: string;
let cdn: Server;
let cdnUrl: string;
let browser: Browser;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'snapshots-'));
  execFileSync(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/prerender.ts', '--dist', dist, '--out', out, '--service-origin', baseUrl],
    { cwd: repoRoot, stdio: 'pipe' },
  );
  // The data changed since the snapshot: the snapshot of / still says 旧栏目 where today's
  // service says 课程教学 (in its HTML and in the answers it was made from).
  const home = join(out, 'index.html');
  writeFileSync(home, readFileSync(home, 'utf8').replaceAll('课程教学', '旧栏目'));
  const target = new URL(baseUrl);
  cdn = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname);
    if (/^\/(svc|sso)\/|^\/web_config\.json$/.test(path)) {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
      return;
    }
    const candidates = [join(out, path), join(out, path, 'index.html')];
    const file =
      candidates.find(
        (name) => name.startsWith(out) && existsSync(name) && statSync(name).isFile(),
      ) ?? join(out, 'app.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((done) => cdn.listen(0, '127.0.0.1', done));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => (cdn ? cdn.close(() => done()) : done()));
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('a prerendered snapshot', () => {
  it('shows the snapshot at once, then today’s data after hydration, in one step', async () => {
    const html = await (await fetch(`${cdnUrl}/`)).text();
    expect(html).toContain('<meta name="edu-snapshot"');
    expect(html).toContain('>旧栏目<');

    const { page, consoleErrors } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${cdnUrl}/`);
    await page.getByRole('heading', { name: '课程教学' }).waitFor();
    expect(await page.getByRole('heading', { name: '旧栏目' }).count()).toBe(0);
    // No section shows a loading state on the way, and nothing was rendered twice.
    expect(await page.locator('main .block-skeleton').count()).toBe(0);
    expect(warnings.filter((text) => text.includes('[first view]'))).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await screenshot(page, 'prerender-revalidated-1440');
    await page.context().close();
  });

  it('a page without a snapshot gets the app shell and renders in the browser', async () => {
    const { page } = await openPage(browser, { width: 375, height: 812 });
    // A content detail takes a parameter: no snapshot, the CDN's fallback.
    await page.goto(`${cdnUrl}/content/detail?contentId=none`);
    expect(await page.locator('meta[name="edu-snapshot"]').count()).toBe(0);
    await page.locator('.site-header').first().waitFor();
    await page
      .locator('main')
      .getByText(/内容已下架|已下架/)
      .first()
      .waitFor();
    await page.context().close();
  });
});
