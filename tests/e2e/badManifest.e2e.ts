/**
 * An invalid manifest never yields a white page: in preview its problems are listed on the page
 * (with the pointer and hint `npm run validate` prints); in production the visitor gets the
 * generic error screen and the error is logged. One broken shared file never takes the portal
 * down (issue 12): the stand-in serves its last good version and the preview app lists the
 * problem; and a draft whose route leads to no page shows the problem in the page's place, not a
 * white frame.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './browser';
import { previewFrame } from './previewPage';
import { startServer } from '../../server/main';

const repoRoot = resolve(import.meta.dirname, '../..');
let browser: Browser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = mkdtempSync(join(tmpdir(), 'bad-manifest-'));
  cpSync(join(repoRoot, 'site-configs'), join(workDir, 'site-configs'), { recursive: true });
  const file = join(workDir, 'site-configs/hd/kpzy/site.json');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('"type": "contact-card"', '"type": "contact-crad"'),
  );
});
afterAll(async () => {
  await browser?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function serve(mode: 'preview' | 'production') {
  return startServer({
    port: 0,
    dbPath: join(workDir, `${mode}.sqlite`),
    distDir: resolve(process.env.EDU_DIST_DIR ?? join(repoRoot, 'dist')),
    scenarios: false,
    mode,
    siteConfigDir: join(workDir, 'site-configs'),
  });
}

describe('a manifest with an unknown block type', () => {
  it('preview: the page lists the problem with its pointer and hint', async () => {
    const server = await serve('preview');
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/hd/kpzy`);
    const screen = page.locator('[data-screen="manifest-errors"]');
    await screen.waitFor();
    await expect(screen.locator('h1').textContent()).resolves.toBe('站点配置有误');
    await expect(screen.locator('li').first().textContent()).resolves.toMatch(
      /hd\/kpzy\/site\.json:\d+:\d+ \/pages\/home\/blocks\/3\/type unknown block type "contact-crad" — did you mean "contact-card"\?/,
    );
    await screenshot(page, 'bad-manifest-preview');
    // The other sites are not affected.
    await page.goto(`${server.url}/`);
    await page.locator('[data-section-key="sedu"]').waitFor();
    await context.close();
    await server.close();
  });

  it('production: the visitor gets the generic error screen', async () => {
    const server = await serve('production');
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/hd/kpzy`);
    const screen = page.locator('[data-screen="error"]');
    await screen.waitFor();
    await expect(screen.locator('h1').textContent()).resolves.toBe('服务器开小差了，请稍后重试');
    await expect(screen.locator('a').getAttribute('href')).resolves.toBe('/');
    expect(consoleErrors.some((text) => text.includes('hd-kpzy'))).toBe(true);
    await context.close();
    await server.close();
  });
});

describe('one broken file takes down no more than itself (issue 12)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let siteConfigDir: string;
  beforeAll(async () => {
    siteConfigDir = join(workDir, 'shared-site-configs');
    cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
    server = await startServer({
      port: 0,
      dbPath: join(workDir, 'shared', 'portal.sqlite'),
      distDir: resolve(process.env.EDU_DIST_DIR ?? join(repoRoot, 'dist')),
      scenarios: false,
      mode: 'preview',
      siteConfigDir,
    });
  });
  afterAll(async () => server?.close());

  it('a trailing comma in messages/zh-CN.json: the portal home renders, the preview lists the problem', async () => {
    // A first good load: every file becomes its last good copy.
    expect((await fetch(`${server.url}/manifests/index.json`)).ok).toBe(true);
    const file = join(siteConfigDir, 'messages/zh-CN.json');
    const broken = readFileSync(file, 'utf8').replace(/\s*\}\s*$/, ',\n}\n');
    writeFileSync(file, broken);
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await page.locator('[data-section-key="sedu"]').waitFor();
    // The texts still come from the catalogue (its last good version).
    await expect(page.locator('.site-header a', { hasText: '首页' }).count()).resolves.toBe(1);
    expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    await page.goto(`${server.url}/preview?site=portal`);
    const shared = page.locator('[data-testid="shared-problems"]');
    await shared.waitFor();
    const line = broken.trimEnd().split('\n').length;
    await expect(shared.locator('.problem').first().textContent()).resolves.toMatch(
      new RegExp(`site-configs/messages/zh-CN\\.json:${line}:\\d+ /JSON syntax error`),
    );
    await expect(shared.textContent()).resolves.toContain('继续使用这个文件上一次正确的版本');
    await screenshot(page, 'bad-shared-file-preview');
    await context.close();
  });

  it('a draft route to a page it does not define: the frame shows the problem in place, header and footer stay', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/preview?site=hd-kpzy&page=%2Flist`);
    const frame = await previewFrame(page);
    await frame.locator('h1.page-title').waitFor();
    const source = page.locator('.source__text');
    const draft = JSON.parse(await source.inputValue()) as {
      routes: { path: string; page: string }[];
    };
    draft.routes.find((route) => route.path === 'list')!.page = 'nope';
    await source.fill(JSON.stringify(draft, null, 2));
    const shown = frame.locator('main [data-screen="manifest-errors"]');
    await shown.waitFor();
    await expect(shown.locator('li').first().textContent()).resolves.toMatch(
      /\/routes\/\d+\/page the route "list" shows page "nope", which is not defined in "pages"/,
    );
    await frame.locator('[data-site-header="hd-kpzy"]').waitFor();
    await frame.locator('footer.site-footer').waitFor();
    await screenshot(page, 'bad-route-page-preview');
    await context.close();
  });
});
