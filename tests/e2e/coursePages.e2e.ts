/**
 * The course pages as a visitor meets them (seed 000 §2 main routes and course link; ledger
 * CORE-ROUTE-08, -12, -13, -15, CORE-CHAN-16): each new URL opened once at 1440 px with its
 * course data on screen. /sport/courseIndex asks the subject permission before any course
 * request; a course card of a channel lands on its course home; 开始学习 opens the lesson player
 * (video.js loads there, not on the course home); the work page asks an anonymous visitor to
 * log in and takes a teacher's answer; the desk asks for login, then shows the teacher's courses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  e2eBaseUrl,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type WatchedPage,
} from './browser';

const baseUrl = e2eBaseUrl();
const PERMISSION_CHECK = /\/svc\/course\/v1\/subject_permissions(\?|$)/;
const COURSE_CALL = /\/svc\/course\/v1\/courses\//;
const VIDEO_JS = /\/assets\/video\.es-[^/]+\.js$/;

let browser: Browser;
let watched: WatchedPage;
let page: Page;
const requests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  watched = await openPage(browser);
  page = watched.page;
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(`${url.pathname}${url.search}`);
  });
});
afterAll(async () => {
  await browser?.close();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Opens an in-site address the way a link does (the router's history, no reload), so the file
 * stays fast: the portal boots once per sign-in state, not once per page.
 */
async function visit(path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('course pages (CORE-ROUTE-08, -12, -13, -15)', () => {
  it('/sport/courseIndex asks the subject permission first; 开始学习 opens the player', async () => {
    requests.length = 0;
    await page.goto(
      `${baseUrl}/sport/courseIndex?courseId=course-sport-tiaosheng&tag=&channelId=area-sport&libraryId=lib-course-sport&breadcrumb=${encodeURIComponent('体育精品课')}&firstLevel=&secondLevel=&thirdLevel=&align=&showPv=true`,
    );
    await heading('跳绳运动系统教学（小学）').waitFor();
    await page.getByText('黄志强').waitFor();
    await page.getByRole('heading', { name: '第二单元 花样跳法' }).waitFor();
    await expect(
      page.getByRole('navigation', { name: '当前位置' }).textContent(),
    ).resolves.toContain('体育精品课');
    const check = requests.findIndex((url) => PERMISSION_CHECK.test(url));
    const course = requests.findIndex((url) => COURSE_CALL.test(url));
    expect(check).toBeGreaterThanOrEqual(0);
    expect(course).toBeGreaterThan(check);
    expect(requests.some((url) => VIDEO_JS.test(url))).toBe(false);
    await screenshot(page, 'course-sport-index-1440');

    await page.getByRole('link', { name: '开始学习' }).click();
    await page.waitForURL((url) => url.pathname === '/sport/courseDetail');
    await heading('握绳与摇绳的基本动作').waitFor();
    await page.locator('.course-player .video-js').first().waitFor();
    expect(requests.some((url) => VIDEO_JS.test(url))).toBe(true);
    await expect(page.locator('[aria-current="true"]').textContent()).resolves.toContain(
      '握绳与摇绳的基本动作',
    );
    await page.getByRole('link', { name: '下一课时' }).click();
    await heading('并脚跳与交换脚跳').waitFor();
  });

  it('a course card of the art channel lands on its course home, with data', async () => {
    await visit('/art');
    await page
      .getByRole('link', { name: /中国画入门：水墨花鸟/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/art/courseIndex');
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual([
      'courseId',
      'tag',
      'channelId',
      'libraryId',
      'breadcrumb',
      'firstLevel',
      'secondLevel',
      'thirdLevel',
      'align',
      'showPv',
    ]);
    await heading('中国画入门：水墨花鸟').waitFor();
    await page.getByText('认识文房四宝').waitFor();
  });

  it('special education: course home and player', async () => {
    await visit(`/specialEdu/courseIndex?courseId=course-tj-shouyu`);
    await heading('国家通用手语基础').waitFor();
    await expect(page.getByRole('link', { name: '课程作业' }).count()).resolves.toBe(0);
    await visit(`/specialEdu/courseDetail?courseId=course-tj-shouyu&lessonId=shouyu-l2`);
    await heading('数字与时间的表达').waitFor();
  });

  it('the work and the desk ask an anonymous visitor to log in', async () => {
    await visit(`/teacherTraining/desk`);
    await page.getByText('登录后查看我的研修课程、学习进度和学时').waitFor();
    await visit(`/teacherTraining/courseDetail/work?courseId=course-tt-szsy&workId=work-szsy-1`);
    await heading('设计一节融合数字资源的课堂教学方案').waitFor();
    await page.getByRole('button', { name: '提交作业' }).click();
    await page.getByText('需要登录才可以提交作业，是否登录？').waitFor();
  });

  it('a teacher submits the work, sees the desk, the topic, the honour and a lesson', async () => {
    await signIn(page, baseUrl, 'teacher', '/teacherTraining/desk');
    await page.getByRole('heading', { name: '我的课程' }).waitFor();
    await page.getByText('2026年暑期教师研修：数字素养与技术应用').first().waitFor();
    // The three seeded courses of the demo teacher; other browser files sharing this stand-in
    // may have added courses the teacher opened since (a lesson counts as studied).
    for (const courseId of ['course-tt-szsy', 'course-tt-sdsf', 'course-tt-ywkb'])
      await expect(
        page.locator(`[data-course-id="${courseId}"] [role="progressbar"]`).count(),
      ).resolves.toBe(1);
    await screenshot(page, 'course-desk-1440');

    await visit(`/teacherTraining/courseDetail/work?courseId=course-tt-szsy&workId=work-szsy-1`);
    const answer = '我选择四年级语文《观潮》，用平台的朗读视频导入，再用互动练习检测。';
    await page.getByLabel('我的作答').fill(answer);
    await page.getByRole('button', { name: '提交作业' }).click();
    await page.getByText('已提交', { exact: true }).waitFor();
    await page.getByText(answer).waitFor();

    await visit(`/teacherTraining/staticTopic?topicId=topic-tt-2026-summer`);
    await heading('2026年暑期教师研修专题').waitFor();
    await page.getByRole('heading', { name: '师德师风与班主任工作' }).waitFor();

    await visit(`/teacherTraining/honourDetail?honourId=honour-tt-sdsf`);
    await heading('师德师风专题学习证书').waitFor();
    await page.getByText(/^已获得 · /).waitFor();

    await visit(
      `/teacherTraining/courseIndex?courseId=course-tt-szsy&breadcrumb=${encodeURIComponent('培训课程')}&libraryId=lib-course-teacherTraining&channelId=area-teacherTraining`,
    );
    await heading('2026年暑期教师研修：数字素养与技术应用').waitFor();
    await page.getByRole('link', { name: /智能助教支持下的差异化教学/ }).click();
    await page.waitForURL((url) => url.pathname === '/teacherTraining/courseDetail');
    await heading('智能助教支持下的差异化教学').waitFor();
    await page.locator('.course-player .video-js').first().waitFor();
    await screenshot(page, 'course-player-1440');
    expect(watched.cspViolations).toEqual([]);
    expect(watched.consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
  });

  it('course materials: preview only when the teacher-train component config allows it (CORE-API-04, CORE-ENV-08)', async () => {
    const COMPONENT_CONFIG = /\/svc\/app\/v1\/component_configs\?/;
    const course = `/teacherTraining/courseIndex?courseId=course-tt-szsy`;
    // The config answers 500: the failure is only logged, the page works, no preview is offered.
    await page.route(COMPONENT_CONFIG, (route) => route.fulfill({ status: 500, body: '{}' }));
    requests.length = 0;
    await visit('/teacherTraining');
    await visit(course);
    await page.getByRole('heading', { level: 2, name: '课程资料' }).waitFor();
    await page.locator('[data-preview-enabled="false"]').waitFor();
    await expect.poll(() => requests.find((url) => COMPONENT_CONFIG.test(url))).toBeTruthy();
    const asked = new URL(
      requests.find((url) => COMPONENT_CONFIG.test(url))!,
      baseUrl,
    );
    expect(asked.searchParams.get('public')).toBe('true');
    expect(asked.searchParams.get('formatCode')).toBe('teacher-train');
    expect(asked.searchParams.get('properties')).toBe('attachment-preview-enable');
    await page.getByText('数字素养与技术应用课程讲义.pdf').waitFor();
    await expect(page.getByRole('button', { name: /在线预览/ }).count()).resolves.toBe(0);
    await expect(heading('2026年暑期教师研修：数字素养与技术应用').count()).resolves.toBe(1);

    // The stand-in's config switches the preview on: the pages open in a dialog.
    await page.unroute(COMPONENT_CONFIG);
    await visit('/teacherTraining');
    await visit(course);
    await page.getByRole('button', { name: '在线预览 数字素养与技术应用课程讲义.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: '数字素养与技术应用课程讲义.pdf' });
    await dialog.waitFor();
    const pages = dialog.locator('img');
    await expect(pages.count()).resolves.toBe(3);
    await expect
      .poll(() =>
        pages.evaluateAll(
          (images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'course-attachment-preview-1440');
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
  });
});
