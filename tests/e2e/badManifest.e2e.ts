/**
 * An invalid manifest never yields a white page: in preview its problems are listed on the page
 * (with the pointer and hint `npm run validate` prints); in production the visitor gets the
 * generic error screen and the error is logged.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from './browser';
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
