/**
 * The portal shell as a visitor scrolls and resizes: the header sticks at 172 px, back-to-top
 * appears after 440 px, the name and role show only wider than 1440 px, and the top download
 * bar offers the desktop client from latest.yml.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function scrollTo(page: Page, y: number) {
  // Functions, not strings: a string would be eval'd, which the site's CSP forbids.
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
  await page.waitForTimeout(100);
}

describe('portal shell', () => {
  it('sticks the header at 172 px of scroll and shows back-to-top after 440 px', async () => {
    const { page, context } = await openPage(browser, { width: 1440, height: 800 });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const header = page.locator('header.site-header');
    await scrollTo(page, 171);
    await expect(header.getAttribute('class')).resolves.not.toContain('site-header--sticky');
    await scrollTo(page, 172);
    await expect(header.getAttribute('class')).resolves.toContain('site-header--sticky');
    await scrollTo(page, 439);
    expect(await page.locator('.float-bar__top').count()).toBe(0);
    await scrollTo(page, 441);
    await page.locator('.float-bar__top').waitFor();
    await screenshot(page, 'shell-sticky-header');
    await page.locator('.float-bar__top').click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('shows the name and role in the header only wider than 1440 px', async () => {
    for (const [width, shown] of [
      [1440, false],
      [1441, true],
    ] as const) {
      const { page, context } = await openPage(browser, { width, height: 800 });
      await signIn(page, baseUrl, 'teacher', '/');
      const who = page.locator('.site-header__who');
      await who.waitFor({ state: 'attached' });
      await expect(who.isVisible()).resolves.toBe(shown);
      if (shown) await expect(who.textContent()).resolves.toContain('张三');
      await context.close();
    }
  });

  it('the top download bar links the desktop installer named in latest.yml', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const desktop = page.locator('a', { hasText: '电脑客户端' });
    await desktop.waitFor();
    await expect(desktop.getAttribute('href')).resolves.toBe(
      '/svc/static/download/smartedu-setup-2.2.22.exe',
    );
    await page.goto(`${baseUrl}/download_app`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-float-bar]').count()).toBe(0);
    expect(await page.locator('a', { hasText: '电脑客户端' }).count()).toBe(0);
    await context.close();
  });

  it('asks latest.yml with a new random v on every load (CORE-DLBAR-03)', async () => {
    const { page, context } = await openPage(browser);
    const versions: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/latest.yml')) versions.push(url.searchParams.get('v') ?? '');
    });
    // Each load's own ask, however late the download bar makes it (a page served fast may be
    // quiet on the network before the bar has asked).
    const asked = () =>
      page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/latest.yml'));
    await Promise.all([asked(), page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })]);
    await Promise.all([asked(), page.reload({ waitUntil: 'networkidle' })]);
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatch(/^[0-9a-z]+$/);
    expect(versions[1]).toMatch(/^[0-9a-z]+$/);
    expect(versions[0]).not.toBe(versions[1]);
    await context.close();
  });

  it('a page whose sections answer 500 shows the generic error with 返回首页 (CORE-SHARED-04)', async () => {
    const { page, context } = await openPage(browser);
    await page.route(/\/svc\/course\/v2\/channels\/[^/]+\/sections(\?|$)/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'boom' }),
      }),
    );
    // The server renders a page's first view from its own answers (issue 17): the browser's
    // failing answer is met on a page the browser renders, reached within the app.
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/channel?channelId=bench');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const error = page.locator('main [data-screen="error"]');
    await error.waitFor();
    await expect(error.getByRole('alert').textContent()).resolves.toBe(
      '服务器开小差了，请稍后重试',
    );
    await expect(error.getByRole('link', { name: '返回首页' }).getAttribute('href')).resolves.toBe(
      '/',
    );
    await screenshot(page, 'shell-page-data-error');
    await context.close();
  });
});
