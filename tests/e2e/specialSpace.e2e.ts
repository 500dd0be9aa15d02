/**
 * Special-space mode and the sunshine school home as a visitor meets them (seed 000 §6, seed 001
 * §2 and §5; ledger CORE-SPACE-01..06, HD-SUN-07..09, HD-SUN-12, A-33): the qualification lookup
 * runs on /sunshine and the configured special hosts and nowhere else; the live-class entry asks
 * a logged-out visitor to log in, refuses a non-qualified one with 抱歉，您暂无访问权限 and takes
 * a qualified one to the live classes; a qualified visitor is not looked up again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type WatchedPage,
  e2eBaseUrl,
  toastText,
} from './browser';

const baseUrl = e2eBaseUrl();
/** A special host of the local environment (chromium resolves *.localhost to this machine). */
const specialHostUrl = baseUrl.replace('127.0.0.1', 'sunshine.localhost');
const SUN_TEACHER_LOOKUP = /\/svc\/uc\/v1\/sun_teachers\/[^/]+\/schools\/actions\/query/;
const MEMBERSHIP_LOOKUP = /\/svc\/uc\/v1\/members\/[^/]+\/classes\/actions\/page_query/;
const SCHOOL_LIST = /\/svc\/static\/bdxcloud\/configs\/sunshine_school_list\.json/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request URL the page sends from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function sunshineHomeReady(page: Page) {
  // Each module loads on its own: wait for all of them.
  await page.locator('[data-module="news"] li').first().waitFor();
  await page.locator('[data-module="recommend"] a').first().waitFor();
  await page.locator('.sunshine-home__live-button').waitFor();
}

async function pressLiveClass(page: Page) {
  await page.getByRole('button', { name: '进入直播课堂' }).click();
}

function expectCleanPage(watched: WatchedPage) {
  expect(watched.cspViolations).toEqual([]);
  // The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout).
  expect(watched.consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
}

describe('the sunshine school home (HD-SUN-07..09)', () => {
  it('shows the four modules, the first 4 news items and the recommendations, at 1440 and 375 px', async () => {
    for (const width of [1440, 375]) {
      const watched = await openPage(browser, { width, height: width === 375 ? 812 : 900 });
      const { page, context } = watched;
      await page.goto(`${baseUrl}/sunshine`);
      await sunshineHomeReady(page);
      const modules = await page
        .locator('[data-module]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
      expect(modules).toEqual(['新闻通知', '课程学习', '展示交流与特色资源', '相关推荐']);
      const news = page.locator('[data-module="news"] li');
      expect(await news.count()).toBe(4);
      await expect(news.first().textContent()).resolves.toContain('阳光学校2026年秋季学期开学通知');
      const recommend = page.locator('[data-module="recommend"]');
      await expect(
        recommend.getByRole('link', { name: '中国语言文字数字博物馆' }).getAttribute('href'),
      ).resolves.toBe('/hd/yfwl');
      await expect(
        recommend.getByRole('link', { name: '青少年数字阅读平台' }).getAttribute('href'),
      ).resolves.toMatch(/^\/externalLink\?url=https/);
      await expect(recommend.textContent()).resolves.toContain('外交部、教育部共同举办');
      // Lazy images below the fold load once scrolled to; the picture shows the page as seen.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `special-space-sunshine-${width}`);
      expectCleanPage(watched);
      await context.close();
    }
  });

  it('a news item opens its detail page, and 更多 lists all the news', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/sunshine`);
    await sunshineHomeReady(page);
    await page.locator('[data-module="news"]').getByText('阳光学校秋季学期线上课程表发布').click();
    await page.waitForURL((url) => url.pathname === '/sunshine/detail');
    await page.getByRole('heading', { name: '阳光学校秋季学期线上课程表发布' }).waitFor();

    await page.goto(`${baseUrl}/sunshine`);
    await sunshineHomeReady(page);
    await page.locator('[data-module="news"]').getByRole('link', { name: /更多/ }).click();
    await page.waitForURL((url) => url.pathname === '/sunshine/list');
    await page.getByText('寒假学习资源包上线通知').waitFor();
    expect(await page.locator('.library-list__item').count()).toBe(10);
    await context.close();
  });

  it('/ygxx is the same special space and shows the same home', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/ygxx`);
    await sunshineHomeReady(page);
    expect(await page.locator('[data-module]').count()).toBe(4);
    await context.close();
  });
});

describe('where the qualification lookup runs (CORE-SPACE-01)', () => {
  it('a teacher on / is not looked up; on /sunshine the sun-teacher schools are asked for', async () => {
    const { page, context } = await openPage(browser);
    const requests = recordRequests(page);
    await signIn(page, baseUrl, 'teacher', '/');
    await page.locator('[data-section-id]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => SUN_TEACHER_LOOKUP.test(url))).toEqual([]);

    const lookup = page.waitForRequest((request) => SUN_TEACHER_LOOKUP.test(request.url()));
    await page.goto(`${baseUrl}/sunshine`);
    expect((await lookup).url()).toContain('/sun_teachers/u-teacher/');
    await context.close();
  });

  it('every page of a configured special host is in special-space mode (A-33)', async () => {
    const { page, context } = await openPage(browser);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (SUN_TEACHER_LOOKUP.test(request.url())) lookups.push(request.url());
    });
    await signIn(page, specialHostUrl, 'teacher', '/faq');
    // Then a fresh load of a page that has no special-space content of its own: it asks too.
    await page.goto(`${specialHostUrl}/faq`);
    await expect
      .poll(() => lookups.filter((url) => url.includes('/sun_teachers/u-teacher/')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await context.close();
  });
});

describe('the live-class entry (HD-SUN-12, CORE-SPACE-02, 03, 06)', () => {
  it('logged out: asks to log in and goes to the sign-in page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/sunshine`);
    await sunshineHomeReady(page);
    await pressLiveClass(page);
    const confirm = page.locator('[data-testid="confirm"]');
    await expect(confirm.locator('p').textContent()).resolves.toBe(
      '需要登录才可以查看，是否登录？',
    );
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain('/sunshine');
    await context.close();
  });

  it('a qualified teacher goes to the live classes; the next visit makes no lookup', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/sunshine');
    await sunshineHomeReady(page);
    await pressLiveClass(page);
    await page.waitForURL((url) => url.pathname === '/sunshine/live');
    await page.getByRole('heading', { name: '阳光直播课堂' }).waitFor();
    await page.getByText('【直播】开学第一课 · 阳光学校专场').waitFor();
    await screenshot(page, 'special-space-live');

    // Second visit (a new page load): the stored yes is used, nothing is asked.
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/sunshine`);
    await sunshineHomeReady(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => SUN_TEACHER_LOOKUP.test(url))).toEqual([]);
    await pressLiveClass(page);
    await page.waitForURL((url) => url.pathname === '/sunshine/live');
    await context.close();
  });

  it('a student in a listed school qualifies through the school list and class memberships', async () => {
    const { page, context } = await openPage(browser);
    const requests = recordRequests(page);
    await signIn(page, baseUrl, 'student', '/sunshine');
    await sunshineHomeReady(page);
    await pressLiveClass(page);
    await page.waitForURL((url) => url.pathname === '/sunshine/live');
    expect(requests.some((url) => SCHOOL_LIST.test(url))).toBe(true);
    expect(requests.some((url) => MEMBERSHIP_LOOKUP.test(url))).toBe(true);
    await context.close();
  });

  it('a student outside the listed schools sees 抱歉，您暂无访问权限, and is asked again next visit', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'minor', '/sunshine');
    await sunshineHomeReady(page);
    await pressLiveClass(page);
    await expect(toastText(page)).resolves.toBe('抱歉，您暂无访问权限');
    expect(new URL(page.url()).pathname).toBe('/sunshine');
    await screenshot(page, 'special-space-no-access');

    const lookup = page.waitForRequest((request) => MEMBERSHIP_LOOKUP.test(request.url()));
    await page.goto(`${baseUrl}/sunshine`);
    expect((await lookup).url()).toContain('/members/u-minor/');
    await context.close();
  });

  it('a teacher without a sun-teacher school sees 抱歉，您暂无访问权限', async () => {
    const { page, context } = await openPage(browser);
    const lookup = page.waitForRequest((request) => SUN_TEACHER_LOOKUP.test(request.url()));
    // This account holds two roles: the choice is made already, so the first-login question
    // (CORE-ROLE-16) does not stand between the visitor and the page.
    await page.addInitScript(() => localStorage.setItem('edu.role.u-teacher-guardian', 'TEACHER'));
    await signIn(page, baseUrl, 'teacher-guardian', '/sunshine');
    // Signed in as a teacher: the sun-teacher schools are asked for, and the answer is empty.
    expect((await lookup).url()).toContain('/sun_teachers/u-teacher-guardian/');
    await sunshineHomeReady(page);
    await pressLiveClass(page);
    await expect(toastText(page)).resolves.toBe('抱歉，您暂无访问权限');
    await context.close();
  });
});
