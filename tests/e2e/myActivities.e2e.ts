/**
 * 我的活动 and 我的报名 on /hd/kpzy (issue 13 points 2 and 6; HD-ROUTE-07, HD-ROUTE-10): a
 * participant finds the contest they joined with its status and links, opens 报名详情, and sees
 * the enrolment; a pending one has no 我的作品; a visitor who is not signed in is sent to sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  e2eBaseUrl,
  launchBrowser,
  openPage,
  screenshot,
  setScenario,
  signIn,
  type WatchedPage,
} from './browser';

const baseUrl = e2eBaseUrl();
const CONTEST = 'kpzy2026';
const MY_ACTIVITIES = '/hd/kpzy/user/myactivities?he=1';
const MY_ENROLMENT = `/hd/kpzy/myEnroll/${CONTEST}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const kpzyEntry = (page: Page) =>
  page.locator(`.my-activities__item[data-contest-id="${CONTEST}"]`);

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('a verified participant on /hd/kpzy', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    await setScenario(baseUrl, 'enrolled-verified');
    watched = await openPage(browser);
  });
  afterAll(async () => watched.context.close());

  it('我的活动 lists the kpzy contest with its status and links; 报名详情 shows the enrolment', async () => {
    const { page, cspViolations, consoleErrors } = watched;
    const joined = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/svc/contest/contests/actions/search_mine_join',
    );
    await signIn(page, baseUrl, 'student', MY_ACTIVITIES);
    expect((await joined).postDataJSON()).toEqual({ page_no: 0, page_size: 10 });
    const entry = kpzyEntry(page);
    await entry.waitFor();
    await expect(page.locator('h1.page-title').textContent()).resolves.toBe('我的活动');
    await expect(page.title()).resolves.toContain('我的活动');
    await expect(entry.locator('.my-activities__title').textContent()).resolves.toBe(
      '2026年全国中小学科普资源征集活动',
    );
    await expect(entry.locator('.my-activities__status').textContent()).resolves.toBe(
      '已报名（审核通过）',
    );
    await expect(entry.locator('dd').textContent()).resolves.toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} — \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    const hrefs = await entry
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toEqual([
      ['报名详情', MY_ENROLMENT],
      ['我的作品', `/hd/kpzy/myWork?contestId=${CONTEST}`],
      ['作品上传', `/hd/kpzy/contest/${CONTEST}/upload`],
    ]);
    // The signed-in header offers the page too, marked as the current one.
    await expect(page.locator('header nav a[aria-current="page"]').textContent()).resolves.toBe(
      '我的活动',
    );
    await screenshot(page, 'myact-list-1440');

    await entry.getByRole('link', { name: '报名详情' }).click();
    await page.waitForURL(`${baseUrl}${MY_ENROLMENT}`);
    const enrolment = page.locator(`.my-enrolment[data-contest-id="${CONTEST}"]`);
    await enrolment.locator('[data-field="status"]').waitFor();
    await expect(page.locator('h1.page-title').textContent()).resolves.toBe('我的报名');
    await expect(enrolment.locator('[data-field="status"]').textContent()).resolves.toBe(
      '已报名（审核通过）',
    );
    await expect(enrolment.locator('[data-field="verify"]').textContent()).resolves.toBe('已审核');
    await expect(enrolment.locator('[data-field="time"]').textContent()).resolves.toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await screenshot(page, 'myact-enrolment-1440');

    // 我的作品 from the enrolment page opens the works page of the contest.
    await enrolment.getByRole('link', { name: '我的作品' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/kpzy/myWork');
    expect(new URL(page.url()).searchParams.get('contestId')).toBe(CONTEST);
    await page.locator('.my-works, .my-works__empty').first().waitFor();
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('fits 375 px: the list and the enrolment', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}${MY_ACTIVITIES}`);
    await kpzyEntry(page).waitFor();
    await expect(page.locator('h1.page-title').textContent()).resolves.toBe('我的活动');
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'myact-list-375');
    await page.goto(`${baseUrl}${MY_ENROLMENT}`);
    await page.locator('.my-enrolment [data-field="status"]').waitFor();
    await expect(page.locator('h1.page-title').textContent()).resolves.toBe('我的报名');
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'myact-enrolment-375');
  });
});

describe('a participant awaiting approval', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    await setScenario(baseUrl, 'enrolled-pending');
    watched = await openPage(browser);
  });
  afterAll(async () => watched.context.close());

  it('sees 待审核 and no 我的作品, on the list and on the enrolment page', async () => {
    const { page } = watched;
    await signIn(page, baseUrl, 'student', MY_ACTIVITIES);
    const entry = kpzyEntry(page);
    await entry.waitFor();
    await expect(entry.locator('.my-activities__status').textContent()).resolves.toBe('待审核');
    await expect(entry.getByRole('link').allTextContents()).resolves.toEqual([
      '报名详情',
      '作品上传',
    ]);
    await entry.getByRole('link', { name: '报名详情' }).click();
    await page.waitForURL(`${baseUrl}${MY_ENROLMENT}`);
    const enrolment = page.locator('.my-enrolment');
    await enrolment.locator('[data-field="status"]').waitFor();
    await expect(enrolment.locator('[data-field="status"]').textContent()).resolves.toBe('待审核');
    await expect(enrolment.locator('[data-field="verify"]').textContent()).resolves.toBe('未审核');
    await expect(enrolment.getByRole('link', { name: '我的作品' }).count()).resolves.toBe(0);
    await expect(enrolment.getByRole('link', { name: '作品上传' }).count()).resolves.toBe(1);
    await screenshot(page, 'myact-pending-1440');
  });
});

describe('without an enrolment and without a session', () => {
  it('without a kpzy enrolment: no kpzy entry in 我的活动, and 您尚未报名该活动 with 去报名', async () => {
    await setScenario(baseUrl, 'default');
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'student', MY_ACTIVITIES);
    // The default scenario leaves kpzy without enrolments; other contests' ones may remain, so
    // the list or its empty state (暂未参加任何活动) is what comes.
    await page.locator('.my-activities, .my-activities__state').first().waitFor();
    await expect(kpzyEntry(page).count()).resolves.toBe(0);
    await page.goto(`${baseUrl}${MY_ENROLMENT}`);
    await page.getByText('您尚未报名该活动').waitFor();
    await expect(page.getByRole('link', { name: '去报名' }).getAttribute('href')).resolves.toBe(
      `/hd/kpzy/contest/${CONTEST}/enroll`,
    );
    await screenshot(page, 'myact-none-1440');
    await context.close();
  });

  it('a visitor who is not signed in is sent to sign in and comes back', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}${MY_ACTIVITIES}`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain(
      '/hd/kpzy/user/myactivities',
    );
    await page.goto(`${baseUrl}/hd/kpzy/myEnroll/${CONTEST}`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain(MY_ENROLMENT);
    // Not signed in, the header offers no 我的活动.
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.locator('[data-login-state="out"]').waitFor();
    await expect(page.locator('header nav a').allTextContents()).resolves.toEqual([
      '首页',
      '活动指南',
    ]);
    await context.close();
  });
});
