/**
 * Assorted portal pages, each visited once (seed 000 §2, §7, §9; ledger CORE-ROUTE-16, -19,
 * -24, -30, -34, -35, CORE-LIVE-22..24, CORE-CONST-14, A-06, A-13):
 * - anonymous: /user goes to sign-in; /verifyCode says 验证码错误 and then verifies a real code;
 *   /recommend/activity and /recommend/modelLesson ask week_1; /schoolService/publicLive asks
 *   the school-service channel; the youth detail asks content X and shows it in the simple
 *   layout under the breadCrumb text;
 * - a signed-in teacher: /live sends the my-lives body with limit 2 (6 at 375 px) and shows
 *   我的直播; /user shows the profile;
 * - a signed-in (banned) student entering /publicLive/{liveId}: the ban check asks his id and
 *   the comment box is disabled with the notice, the player still there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first request to `pathname` (on the stand-in) that the page sends after this call. */
const requestTo = (page: Page, pathname: string, method = 'GET'): Promise<Request> =>
  page.waitForRequest(
    (request) => request.method() === method && new URL(request.url()).pathname === pathname,
  );

describe('assorted portal pages', () => {
  it('anonymous: /user, /verifyCode, recommendations, school-service lives, youth detail', async () => {
    const { page, context, cspViolations } = await openPage(browser);

    // CORE-ROUTE-24, A-06: /user needs login → sign-in, coming back to /user.
    await page.goto(`${baseUrl}/user`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain('/user');

    // CORE-ROUTE-30: /verifyCode.
    await page.goto(`${baseUrl}/verifyCode`);
    await expect(page.locator('h1').textContent()).resolves.toBe('验证码核验');
    await page.getByLabel('验证码', { exact: true }).fill('ZX2026XX9999');
    await page.getByRole('button', { name: '核验' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      '验证码错误，请核对后重新输入',
    );
    await page.getByLabel('验证码', { exact: true }).fill('ZX2026KP0001');
    await page.getByRole('button', { name: '核验' }).click();
    await page.getByText('验证通过，证书真实有效').waitFor();
    await screenshot(page, 'misc-verify-code');

    // CORE-ROUTE-19, CORE-CONST-14: recommendation lists ask and label week_1.
    const activity = requestTo(page, '/svc/course/v1/recommends/activity');
    await page.goto(`${baseUrl}/recommend/activity`);
    expect(new URL((await activity).url()).searchParams.get('week')).toBe('week_1');
    await page.locator('[data-recommend-id="rec-act-kpzy"]').waitFor();
    await expect(page.locator('.recommend-list__week').textContent()).resolves.toBe('第1周推荐');
    await expect(page.locator('h1').textContent()).resolves.toBe('活动推荐');
    await screenshot(page, 'misc-recommend-activity');
    await page.goto(`${baseUrl}/recommend/modelLesson`);
    await page.locator('.recommend-list__item').first().waitFor();
    await expect(page.locator('.recommend-list__item').count()).resolves.toBe(6);

    // CORE-ROUTE-16: the school service's public lives.
    const lives = requestTo(page, '/svc/course/v1/open_class_lives/actions/search');
    await page.goto(`${baseUrl}/schoolService/publicLive`);
    expect(new URL((await lives).url()).searchParams.get('channel')).toBe('schoolService');
    await page.locator('section.live-list[data-live-list="ready"]').waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe('公益直播课');
    await expect(page.locator('.live-list__item').count()).resolves.toBe(4);
    await screenshot(page, 'misc-school-service-live');

    // CORE-ROUTE-35: content X asked, simple layout (no likes/views bar), breadcrumb "a".
    const detail = requestTo(page, '/svc/course/v1/contents/res-video-guanchao/actions/detail');
    await page.goto(
      `${baseUrl}/youth/detail?contentType=assets_video&contentId=res-video-guanchao&catalogType=youth&displayType=simple&breadCrumb=a`,
    );
    await detail;
    const article = page.locator('article[data-content-id="res-video-guanchao"]');
    await article.waitFor();
    await expect(article.getAttribute('data-display')).resolves.toBe('simple');
    await expect(page.locator('.resource-detail__stats').count()).resolves.toBe(0);
    await expect(page.locator('.edu-breadcrumb [aria-current="page"]').textContent()).resolves.toBe(
      'a',
    );
    await screenshot(page, 'misc-youth-detail');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('a teacher: /live asks my lives with limit 2 (6 on a phone) and /user shows the profile', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/');

    // CORE-LIVE-22, CORE-ROUTE-34.
    const mine = requestTo(page, '/svc/course/live_activities/actions/search_by_user', 'POST');
    await page.goto(`${baseUrl}/live`);
    expect((await mine).postDataJSON()).toEqual({
      offset: 0,
      limit: 2,
      is_mine: true,
      scope_type: 4,
      status: [0, 1],
    });
    await page.locator('section.my-lives[data-my-lives="finished"]').waitFor();
    await expect(page.locator('.my-lives__item').count()).resolves.toBe(2);
    await expect(page.locator('.my-lives__heading').textContent()).resolves.toContain('我的直播');
    // The 精选直播 carousel and the full list below it (CORE-CHAN-36).
    await expect
      .poll(() => page.locator('section.live-list[data-live-list="ready"]').count())
      .toBe(2);
    await screenshot(page, 'misc-live-hub');

    // CORE-LIVE-23: on a phone the limit is 6.
    await page.setViewportSize({ width: 375, height: 800 });
    const mobile = requestTo(page, '/svc/course/live_activities/actions/search_by_user', 'POST');
    await page.reload();
    expect((await mobile).postDataJSON()).toMatchObject({ limit: 6, is_mine: true });
    await page.locator('section.my-lives[data-my-lives="finished"]').waitFor();
    await expect(page.locator('.my-lives__item').count()).resolves.toBe(4);
    await page.setViewportSize({ width: 1440, height: 900 });

    // CORE-ROUTE-24 with login: the user page.
    await page.goto(`${baseUrl}/user`);
    await page.getByText('你好，张三').waitFor();
    await expect(page.locator('[data-entry="favorites"]').getAttribute('href')).resolves.toBe(
      '/svc/personal/user/myFavorite',
    );
    await screenshot(page, 'misc-user');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('a banned student entering a live room: ban check with his id, comments disabled', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await signIn(page, baseUrl, 'student', '/');
    // CORE-LIVE-24, A-13.
    const ban = requestTo(page, '/svc/course/v1/live_activity_banned/actions/by_user_id');
    await page.goto(`${baseUrl}/publicLive/live-yuwen-shici`);
    expect(new URL((await ban).url()).searchParams.get('banned_user_id')).toBe('u-student');
    await page.getByText('您已被禁言，可继续观看直播').waitFor();
    await expect(page.locator('.live-interaction__input').isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: '发送' }).isDisabled()).resolves.toBe(true);
    await expect(page.locator('.live-interaction__comment').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('[data-micro-app="videoPlayer"]').count()).resolves.toBe(1);
    await screenshot(page, 'misc-public-live-banned');
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
