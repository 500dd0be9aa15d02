/**
 * The footer as a visitor meets it (seed 000 §2 Footer, §6; ledger CORE-FOOTER-01..04,
 * CORE-LOGIN-13, A-34): the record numbers, the management-system link for everyone, which asks
 * a visitor to sign in and takes a signed-in one to the admin site in a new window with
 * `jump` and a single-use `uckey`; and the header titles in both languages (CORE-HEADER-07).
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS_DIR, launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const managementLink = (page: Page) =>
  page.locator('footer.site-footer').getByRole('button', { name: '管理系统' });

async function footerShot(page: Page, name: string) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await scrollToSettledEnd(page);
  await page.locator('footer.site-footer').screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

/**
 * Scrolls to the end of the page once it has stopped growing: home sections load (and grow the
 * page) as they scroll into view, so the end is where scrolling no longer moves it.
 */
async function scrollToSettledEnd(page: Page) {
  let height = -1;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(150);
    const atEnd = await page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    );
    if (atEnd && now === height) return;
    height = now;
  }
  throw new Error('the page kept growing while scrolled to its end');
}

describe('footer', () => {
  it.each([1440, 375])(
    'at %i px: records, ministry, phone, statement and management',
    async (width) => {
      const { page, context, consoleErrors, cspViolations } = await openPage(browser, { width });
      await page.goto(`${baseUrl}/`);
      const footer = page.locator('footer.site-footer');
      await footer.waitFor();
      const text = await footer.textContent();
      expect(text).toContain('京ICP备10040402号-65');
      expect(text).toContain('京公网安备11010802045763号');
      expect(text).toContain('客服电话：400-996-0909');
      await expect(managementLink(page).isVisible()).resolves.toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // Scrolled to the end, no footer line lies under the float bar.
      await scrollToSettledEnd(page);
      const covered = await page.evaluate(() => {
        const bar = document.querySelector('.float-bar')?.getBoundingClientRect();
        if (!bar) return [];
        return Array.from(document.querySelectorAll('.site-footer p'))
          .filter((line) => {
            const box = line.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(line);
            const text = range.getBoundingClientRect();
            return (
              box.height > 0 &&
              text.right > bar.left &&
              text.left < bar.right &&
              text.bottom > bar.top &&
              text.top < bar.bottom
            );
          })
          .map((line) => line.textContent);
      });
      expect(covered).toEqual([]);
      await footerShot(page, `footer-${width}`);
      expect(cspViolations).toEqual([]);
      // A visitor who is not signed in gets 401 from the current-user check: that is expected.
      expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
      await context.close();
    },
  );

  it('kpzy: its own customer-service phone from the environment contacts (CORE-FOOTER-01)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/kpzy`);
    const footer = page.locator('footer.site-footer');
    await footer.waitFor();
    const text = await footer.textContent();
    // site-configs/hd/kpzy/site.json footer.phone = {{contacts.kpzy.phone}} (local environment).
    expect(text).toContain('客服电话：010-66097000');
    expect(text).not.toContain('400-996-0909');
    await expect(footer.getByRole('link', { name: '网站声明' }).getAttribute('href')).resolves.toBe(
      '/hd/kpzy/wzsm',
    );
    await context.close();
  });

  it('logged out: 管理系统 goes to the sign-in address and asks for no code', async () => {
    const { page, context } = await openPage(browser);
    const codeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/get_code')) codeRequests.push(request.url());
    });
    await page.goto(`${baseUrl}/hd/kpzy`);
    await managementLink(page).click();
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe('/hd/kpzy');
    expect(codeRequests).toEqual([]);
    await context.close();
  });

  it('a student sees it too', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'student', '/');
    await page.locator('button.site-header__user').waitFor();
    await expect(managementLink(page).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('as an administrator: POST get_code {} then a new window on the admin site with jump and uckey', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'eduadmin', '/');
    await page.locator('button.site-header__user').waitFor();
    const codeRequest = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/sso/get_code',
    );
    const [admin] = await Promise.all([context.waitForEvent('page'), managementLink(page).click()]);
    const sent = await codeRequest;
    expect(sent.method()).toBe('POST');
    expect(sent.postDataJSON()).toEqual({});
    await admin.waitForURL((url) => url.pathname === '/svc/admin');
    const url = new URL(admin.url());
    expect(url.origin).toBe(baseUrl);
    expect(url.searchParams.get('jump')).toBe('areaAdmin');
    expect(url.searchParams.get('uckey')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await admin.locator('[data-admin="user"]').waitFor();
    await expect(admin.title()).resolves.toBe('管理系统');
    await expect(admin.locator('[data-admin="user"]').textContent()).resolves.toBe('赵建国');
    await expect(admin.locator('[data-admin="jump"]').textContent()).resolves.toBe('areaAdmin');
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(admin, 'admin-landing');

    // The key works once: opening the same address again is refused.
    const again = await admin.goto(admin.url());
    expect(again?.status()).toBe(401);
    await expect(admin.locator('[role="alert"]').textContent()).resolves.toContain(
      '登录凭证无效或已过期',
    );
    await screenshot(admin, 'admin-landing-invalid');
    await context.close();
  });
});

describe('header titles in Chinese and English (CORE-HEADER-07)', () => {
  it.each([
    [
      '/',
      '国家中小学智慧教育平台',
      'National Smart Education Platform for Primary and Secondary Schools',
    ],
    ['/hd/kpzy', '科普资源征集活动', 'Science-popularisation resource collection'],
  ])('%s: zh %s, en %s', async (path, zh, en) => {
    const { page, context } = await openPage(browser);
    const title = page.locator('.site-header__title');
    await page.goto(`${baseUrl}${path}`);
    await expect(title.textContent()).resolves.toBe(zh);
    await page.goto(`${baseUrl}${path}?lang=en`);
    await page.locator('html[lang="en"]').waitFor();
    await expect(title.textContent()).resolves.toBe(en);
    await context.close();
  });
});
