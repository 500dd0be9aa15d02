/**
 * Shared screens and bridges as a visitor meets them: the external-link interstitial (warning
 * or content illegal, never a link to a non-http URL), the login bridge that never leaves the
 * site for an unlisted redirect_uri, the static browser-upgrade page and the help centre. No
 * page breaks the Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

/** The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout). */
const unexpected = (errors: string[]) => errors.filter((text) => !text.includes('status of 401'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('external-link interstitial /externalLink', () => {
  it('says content illegal for javascript: and renders no link to it', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${baseUrl}/externalLink?url=${encodeURIComponent('javascript:alert(1)')}`);
    await page.locator('[data-external-link="illegal"]').waitFor();
    await expect(page.locator('[data-external-link] h1').textContent()).resolves.toBe('内容不合法');
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*javascript:|alert\(/i.test(href))).toEqual([]);
    expect(await page.locator('[data-external-continue]').count()).toBe(0);
    await expect(page.locator('[data-external-link] a').getAttribute('href')).resolves.toBe('/');
    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('warns before leaving for an https URL and offers a continue link to it', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    await page.goto(`${baseUrl}/externalLink?url=${encodeURIComponent('https://example.org/x')}`);
    await page.locator('[data-external-link="warn"]').waitFor();
    await expect(page.locator('[data-external-link] h1').textContent()).resolves.toBe(
      '您即将离开平台，访问其他网站',
    );
    await expect(page.locator('[data-external-url]').textContent()).resolves.toBe(
      'https://example.org/x',
    );
    const link = page.locator('[data-external-continue]');
    await expect(link.getAttribute('href')).resolves.toBe('https://example.org/x');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(link.textContent()).resolves.toBe('继续访问');
    await screenshot(page, 'external-link-warn-1440');
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('login bridge /cgi-bin/connect', () => {
  it('never leaves the site for an unlisted redirect_uri (https://evil.example → /)', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    // Should the bridge ever try to go there, the request fails instead of leaving the test net.
    await page.route('https://evil.example/**', (route) => route.abort());
    await page.goto(
      `${baseUrl}/cgi-bin/connect?redirect_uri=${encodeURIComponent('https://evil.example')}`,
    );
    await page.locator('[data-bridge="loginFirst"]').waitFor();
    await expect(page.locator('[data-bridge]').textContent()).resolves.toContain('请先登录');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const origin = new URL(baseUrl).origin;
    expect(new URL(page.url()).origin).toBe(origin);
    expect(visited.every((url) => new URL(url).origin === origin)).toBe(true);
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});

describe('static and catalogue pages', () => {
  it('/upgrade.html is the static browser-upgrade page', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    const response = await page.goto(`${baseUrl}/upgrade.html`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('h1').textContent()).resolves.toBe('您的浏览器版本过低');
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('#root').count()).toBe(0);
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/faq shows the help centre title and its questions', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    await page.goto(`${baseUrl}/faq`);
    const title = page.locator('h1.page-title');
    await title.waitFor();
    await expect(title.textContent()).resolves.toBe('帮助中心');
    // The questions are another block, loaded on its own: wait for it before counting.
    await page.getByText('忘记密码怎么办？').waitFor();
    await expect(page.getByText('忘记密码怎么办？').count()).resolves.toBe(1);
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('/copyright shows the copyright statement', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${baseUrl}/copyright`);
    const title = page.locator('h1.page-title');
    await title.waitFor();
    await expect(title.textContent()).resolves.toBe('版权声明');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('/wzsm and the campaign sites’ {prefix}/wzsm show the site statement (CORE-ROUTE-27)', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    for (const path of ['/wzsm', '/hd/kpzy/wzsm', '/hd/dndsstudent_hmt/wzsm']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('h1.page-title', { hasText: '网站声明' }).waitFor();
      await page.getByText('国家中小学智慧教育平台由教育部主办').waitFor();
      await expect(page.locator('[data-screen="not-found"]').count()).resolves.toBe(0);
    }
    // The kpzy footer's 网站声明 link lands on the statement, not on the not-found page.
    await page.goto(`${baseUrl}/hd/kpzy`);
    const link = page.locator('.site-footer').getByRole('link', { name: '网站声明' });
    await expect(link.getAttribute('href')).resolves.toBe('/hd/kpzy/wzsm');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/hd/kpzy/wzsm');
    await page.getByText('国家中小学智慧教育平台由教育部主办').waitFor();
    await screenshot(page, 'screens-kpzy-wzsm-1440');
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('/hd/dndsstudent_hmt/faq shows the help centre (CORE-ROUTE-27)', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/dndsstudent_hmt/faq`);
    await page.locator('h1.page-title', { hasText: '帮助中心' }).waitFor();
    await page.getByText('忘记密码怎么办？').waitFor();
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('/goTip shows the tips page and /goTip/x is not found (CORE-ROUTE-31)', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${baseUrl}/goTip`);
    const title = page.locator('h1.page-title');
    await title.waitFor();
    await expect(title.textContent()).resolves.toBe('温馨提示');
    await expect(page.locator('[data-screen="not-found"]').count()).resolves.toBe(0);
    await page.goto(`${baseUrl}/goTip/x`);
    await page.locator('[data-screen="not-found"]').waitFor();
    await expect(page.locator('[data-screen="not-found"] h1').textContent()).resolves.toBe(
      '页面不存在',
    );
    await expect(page.getByText('温馨提示').count()).resolves.toBe(0);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('/thirdLogin renders the third-party login page (CORE-ROUTE-32)', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${baseUrl}/thirdLogin?code=abc`);
    await page.locator('[data-third-login="received"]').waitFor();
    await expect(page.locator('.third-login h1').textContent()).resolves.toBe('第三方账号登录');
    await page.goto(`${baseUrl}/thirdLogin`);
    await page.locator('[data-third-login="missing"]').waitFor();
    await expect(page.locator('[data-screen="not-found"]').count()).resolves.toBe(0);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('/productFeedback opened directly shows the form without the site header (CORE-ROUTE-28)', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    // The same locator finds the header on an ordinary page, so its absence below means something.
    await page.goto(`${baseUrl}/goTip`);
    await page.locator('header.site-header').waitFor();
    await page.goto(`${baseUrl}/productFeedback`);
    await page.locator('form.product-feedback').waitFor();
    await expect(page.locator('form.product-feedback textarea').count()).resolves.toBe(1);
    await expect(page.locator('header.site-header').count()).resolves.toBe(0);
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
