/**
 * /hd/kpzy entirely from its manifest: its own header and menu, and every outcome of the enrol,
 * upload, review and my-works gates, logged out and signed in through the stand-in single
 * sign-on under each service scenario.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  screenshot,
  setScenario,
  signIn,
  type WatchedPage,
  e2eBaseUrl,
  toastText,
} from './browser';

const baseUrl = e2eBaseUrl();
const CONTEST = 'kpzy2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openKpzy(page: Page) {
  await page.goto(`${baseUrl}/hd/kpzy`);
  await page.locator('[data-gate="enroll"]').waitFor();
}

async function press(page: Page, gate: string) {
  await page.locator(`[data-gate="${gate}"]`).click();
}

describe('/hd/kpzy as a visitor who is not signed in', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    await setScenario(baseUrl, 'default');
    watched = await openPage(browser);
  });
  afterAll(async () => watched.context.close());

  it('has its own dark header and menu (首页, 活动指南)', async () => {
    const { page, cspViolations } = watched;
    await openKpzy(page);
    await expect(
      page.locator('.site[data-site="hd-kpzy"]').getAttribute('data-theme'),
    ).resolves.toBe('dark');
    await expect(page.locator('header .site-header__title').textContent()).resolves.toBe(
      '科普资源征集活动',
    );
    const menu = await page.locator('header nav a').allTextContents();
    expect(menu).toEqual(['首页', '活动指南']);
    await expect(page.locator('header nav a').nth(1).getAttribute('href')).resolves.toBe(
      '/hd/kpzy/list?libraryId=kpzy-guide',
    );
    await expect(page.locator('.contact-card').textContent()).resolves.toContain(
      '周一至周五 8:30–17:00',
    );
    await screenshot(page, 'kpzy-home-1440');
    expect(cspViolations).toEqual([]);
  });

  it('活动报名 asks to log in with 需要登录才可以报名，是否登录？; cancel stays', async () => {
    const { page } = watched;
    await openKpzy(page);
    await press(page, 'enroll');
    const confirm = page.locator('[data-testid="confirm"]');
    await expect(confirm.locator('p').textContent()).resolves.toBe(
      '需要登录才可以报名，是否登录？',
    );
    await confirm.getByRole('button', { name: '取消' }).click();
    expect(new URL(page.url()).pathname).toBe('/hd/kpzy');
  });

  it('作品上传 asks 需要登录才可以上传，是否登录？ and OK goes to sign-in', async () => {
    const { page } = watched;
    await openKpzy(page);
    await press(page, 'upload');
    const confirm = page.locator('[data-testid="confirm"]');
    await expect(confirm.locator('p').textContent()).resolves.toBe(
      '需要登录才可以上传，是否登录？',
    );
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain('/hd/kpzy');
  });

  it('活动指南 lists the guide library; the works show links to show/content?workId&libraryId', async () => {
    const { page } = watched;
    await openKpzy(page);
    await page.locator('header nav a', { hasText: '活动指南' }).click();
    await page.waitForURL(`${baseUrl}/hd/kpzy/list?libraryId=kpzy-guide`);
    await page.locator('.library-list__item').first().waitFor();
    expect(await page.locator('.library-list__item').count()).toBeGreaterThan(2);
    await page.goto(`${baseUrl}/hd/kpzy/show`);
    const work = page.locator('.library-list__work').first();
    await work.waitFor();
    const title = (await work.textContent())?.trim();
    await work.click();
    await page.waitForURL((url) => url.pathname === '/hd/kpzy/show/content');
    const url = new URL(page.url());
    expect(url.searchParams.get('libraryId')).toBe('kpzy-works');
    expect(url.searchParams.get('workId')).toBeTruthy();
    await expect(page.locator('.content-detail__title').textContent()).resolves.toBe(title);
  });

  it('a guarded route visited directly sends the visitor to sign in', async () => {
    const { page } = watched;
    await page.goto(`${baseUrl}/hd/kpzy/contest/${CONTEST}/upload`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
  });
});

describe('/hd/kpzy signed in as a teacher, under each scenario', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    await setScenario(baseUrl, 'default');
    watched = await openPage(browser);
    await signIn(watched.page, baseUrl, 'teacher', '/hd/kpzy');
  });
  afterAll(async () => watched.context.close());

  const toastCases: [scenario: string, gate: string, message: string | RegExp][] = [
    ['contest-missing', 'enroll', '活动暂未开始，敬请期待'],
    ['contest-unpublished', 'enroll', '活动暂未开始，敬请期待'],
    ['contest-not-started', 'enroll', /^活动\d{2}月\d{2}日正式开始，敬请期待$/],
    ['enrolment-closed', 'enroll', '当前报名已截止，暂时无法报名'],
    ['contest-ended', 'enroll', '当前报名已截止，暂时无法报名'],
    ['contest-ended', 'upload', '当前上传时间已截止，暂时无法上传'],
    ['enrolment-open', 'upload', '请先进行活动报名'],
    ['enrolled-pending', 'upload', '请等待审核通过后再进行操作'],
    ['enrolled-unverified', 'upload', '需要管理员审核确认后才能上传作品'],
    ['upload-closed', 'upload', '上传已结束'],
    [
      'upload-limit-reached',
      'upload',
      '您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认',
    ],
    ['contest-not-started', 'review', '暂未开放，敬请期待'],
    ['enrolment-open', 'myWork', '请先进行活动报名~'],
    ['enrolled-unverified', 'myWork', '请先进行活动报名~'],
  ];

  it.each(toastCases)('scenario %s: %s shows the message', async (scenario, gate, message) => {
    const { page } = watched;
    await setScenario(baseUrl, scenario);
    await openKpzy(page);
    await press(page, gate);
    const text = await toastText(page);
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
    expect(new URL(page.url()).pathname).toBe('/hd/kpzy');
  });

  it('enrolment open: 活动报名 goes to the enrol page', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'enrolment-open');
    await openKpzy(page);
    await press(page, 'enroll');
    await page.waitForURL(`${baseUrl}/hd/kpzy/contest/${CONTEST}/enroll`);
    await page.locator('.contest-summary').waitFor();
  });

  it('the enrol form stores an enrolment awaiting approval; 作品上传 then says so', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'enrolment-open');
    await page.goto(`${baseUrl}/hd/kpzy/contest/${CONTEST}/enroll`);
    await page.getByLabel('手机号').fill('13800001234');
    await page.getByLabel('学校').fill('北京市海淀区中关村第一小学');
    await screenshot(page, 'kpzy-enrol-form');
    await page.getByRole('button', { name: '提交报名' }).click();
    // The stand-in decides with the same gate: should it refuse, the failure names its words.
    const answer = await Promise.race([
      page
        .locator('.enrol-form__done')
        .waitFor()
        .then(() => 'done'),
      page
        .locator('.enrol-form__refusal')
        .waitFor()
        .then(async () => `refused: ${await page.locator('.enrol-form__refusal').textContent()}`),
    ]);
    expect(answer).toBe('done');
    await expect(page.locator('.enrol-form__done').textContent()).resolves.toBe(
      '报名成功，请等待审核',
    );
    await openKpzy(page);
    await press(page, 'upload');
    expect(await toastText(page)).toBe('请等待审核通过后再进行操作');
  });

  it('enrolled and verified: 作品上传 goes to the upload page, carrying x-edu-theme', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'enrolled-verified');
    await page.goto(`${baseUrl}/hd/kpzy?x-edu-theme=light`);
    await press(page, 'upload');
    await page.waitForURL((url) => url.pathname === `/hd/kpzy/contest/${CONTEST}/upload`);
    expect(new URL(page.url()).searchParams.get('x-edu-theme')).toBe('light');
    await page.locator('.contest-summary [data-enrolment-status="3"]').waitFor();
  });

  it('after the start: 评审入口 goes to reviewTask?contestId', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'enrolment-open');
    await openKpzy(page);
    await press(page, 'review');
    await page.waitForURL(`${baseUrl}/hd/kpzy/reviewTask?contestId=${CONTEST}`);
  });

  it('enrolled and verified: 我的作品 opens myWork?contestId in a new window', async () => {
    const { page, context } = watched;
    await setScenario(baseUrl, 'enrolled-verified');
    await openKpzy(page);
    const [popup] = await Promise.all([context.waitForEvent('page'), press(page, 'myWork')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${baseUrl}/hd/kpzy/myWork?contestId=${CONTEST}`);
    expect(new URL(page.url()).pathname).toBe('/hd/kpzy');
    await popup.close();
  });

  it('an upload page visited directly with enrolment closed shows the gate message', async () => {
    const { page } = watched;
    await setScenario(baseUrl, 'enrolment-open');
    await page.goto(`${baseUrl}/hd/kpzy/contest/${CONTEST}/upload`);
    await expect(page.locator('[data-screen="no-access"] h1').textContent()).resolves.toBe(
      '请先进行活动报名',
    );
  });

  it('no page visited while signed in (home, enrol, upload, review, my works) broke the CSP', () => {
    expect(watched.cspViolations).toEqual([]);
  });

  it('renders at 375 px wide', async () => {
    const mobile = await openPage(browser, { width: 375, height: 812 });
    await mobile.page.goto(`${baseUrl}/hd/kpzy`, { waitUntil: 'networkidle' });
    await mobile.page.locator('[data-gate="enroll"]').waitFor();
    const overflow = await mobile.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(mobile.page, 'kpzy-home-375');
    await mobile.context.close();
  });
});
