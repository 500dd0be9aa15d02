/**
 * Teacher-training pages as a teacher meets them (seed 000 §2 main routes, §7; ledger
 * CORE-ROUTE-06, -08 (train, train/live), -09, -10, -11, CORE-LIVE-25, CORE-API-23): each URL
 * once, signed in as `teacher` — the channel's training entry and handbook, the teacher-training
 * project list and live list (datas.json asked, its items rendered), /training and project T's
 * home and sub-pages (project T asked and shown; the dynamics pages ask library L), the works
 * pages — none of them the not-found page. Then the reviewer `academic` sees the management
 * figures and the marking form a teacher is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot, signIn } from './browser';

const baseUrl = e2eBaseUrl();
const T = 'train-2026-summer';
const L = 'lib-train-summer-dynamics';
const PROJECT_CALL = `/svc/course/v1/trainings/${T}`;
const LIBRARY_CALL = `/svc/course/v1/libraries/${L}/contents/actions/full/adapter`;
const LIVE_FILE = '/svc/static/teacherTraining/live/datas.json';
const NO_ACCESS = '抱歉，您暂无访问权限';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request path the page sends from now on. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * Moves to `path` inside the app (as a link would: no reload, so the file stays fast), waits
 * for manifest page `pageName` to show `ready`, and checks it is not the not-found page.
 */
async function visit(page: Page, path: string, pageName: string, ready = '') {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator(`[data-page="${pageName}"] ${ready}`.trim()).first().waitFor();
  await expect(page.locator('[data-screen="not-found"]').count()).resolves.toBe(0);
}

const h1 = (page: Page) => page.locator('main h1, h1').first().textContent();

describe('teacher-training pages', () => {
  it('render for a teacher with their data and requests', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    const paths = recordPaths(page);
    await signIn(page, baseUrl, 'teacher', '/teacherTrainingNav');

    // CORE-ROUTE-06: the channel home and its two sub-pages.
    await page
      .locator('.channel-sections, [data-screen="content-removed"], section')
      .first()
      .waitFor();
    await expect(page.locator('[data-screen="not-found"]').count()).resolves.toBe(0);
    await visit(page, '/teacherTrainingNav/train', 'teacherTrainingNavTrain', '[data-train-id]');
    // The six seeded projects: one per training type (server/seed-data/training.ts).
    await expect(page.locator('[data-train-id]').count()).resolves.toBe(6);
    await expect(page.getByRole('link', { name: /研修手册/ }).count()).resolves.toBe(1);
    await screenshot(page, 'training-nav-train-1440');
    await visit(
      page,
      '/teacherTrainingNav/train/handbook',
      'trainingHandbook',
      '[data-training-handbook="ready"]',
    );
    await expect(h1(page)).resolves.toBe('教师研修手册');
    await expect(page.locator('.training-handbook__section').count()).resolves.toBe(5);

    // CORE-ROUTE-08: the teacher-training project list and its live list read from datas.json.
    await visit(page, '/teacherTraining/train', 'teacherTrainingTrain', '[data-train-id]');
    const before = paths.length;
    await visit(page, '/teacherTraining/train/live', 'trainingLive', '[data-live-id]');
    expect(paths.slice(before)).toContain(LIVE_FILE);
    await expect(page.locator('[data-live-id]').count()).resolves.toBe(5);
    await expect(
      page.locator('[data-live-id="tlive-xkb-dayi"] .live-list__title').textContent(),
    ).resolves.toBe('新课标落地专家直播答疑');
    await expect(
      page.locator('[data-live-id]').first().locator('.live-list__badge').textContent(),
    ).resolves.toBe('直播中');
    await screenshot(page, 'training-live-1440');

    // CORE-ROUTE-09: the project list and project T's home.
    await visit(page, '/training', 'trainingList', `[data-train-id="${T}"]`);
    let mark = paths.length;
    await visit(page, `/training/${T}`, 'trainingHome', '[data-training-project="ready"]');
    expect(paths.slice(mark)).toContain(PROJECT_CALL);
    await expect(h1(page)).resolves.toBe('2026年暑期教师研修');
    await expect(
      page.getByText('教育部教师工作司 · 国家智慧教育公共服务平台').count(),
    ).resolves.toBe(1);
    await page.locator('[data-news-id="n-summer-1"]').waitFor();
    await screenshot(page, 'training-home-1440');

    // CORE-ROUTE-10: the sub-pages; both dynamics pages ask library L.
    for (const [path, name] of [
      [`/training/${T}/${L}/dynamics`, 'trainingDynamics'],
      [`/training/${T}/${L}/portal/dynamics`, 'trainingPortalDynamics'],
    ]) {
      mark = paths.length;
      await visit(page, path, name, '[data-news-id="d-summer-1"]');
      expect(paths.slice(mark)).toEqual(expect.arrayContaining([PROJECT_CALL, LIBRARY_CALL]));
      await expect(h1(page)).resolves.toBe('项目动态');
    }
    await visit(page, `/training/${T}/optManual`, 'trainingOptManual', '.training-steps');
    await expect(h1(page)).resolves.toBe('操作手册');
    await visit(page, `/training/${T}/introduction`, 'trainingIntroduction', '.training-text');
    await expect(h1(page)).resolves.toBe('项目介绍');
    await visit(page, `/training/${T}/onlineExamDetail`, 'onlineExamDetail', 'h1');
    await visit(
      page,
      `/training/${T}/management`,
      'trainingManagement',
      '[data-screen="no-access"]',
    );
    await expect(page.getByText(NO_ACCESS).count()).resolves.toBe(1);

    // CORE-ROUTE-11: the works pages (the teacher's own work; marking is refused).
    await visit(
      page,
      `/training/workResult?trainId=${T}`,
      'trainingWorkResult',
      '[data-work-id="work-summer-zhangsan"]',
    );
    await expect(page.locator('[data-work-id]').count()).resolves.toBe(1);
    await visit(
      page,
      '/training/workDetail?workId=work-summer-zhangsan',
      'trainingWorkDetail',
      '.training-works__work',
    );
    await expect(page.getByText('作业已提交，等待评审专家批阅').count()).resolves.toBe(1);
    await visit(
      page,
      '/training/workResult/mark?workId=work-summer-zhangsan',
      'trainingWorkMark',
      '[data-screen="no-access"]',
    );
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('a reviewer sees the management figures and marks a work', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'academic', `/training/${T}/management`);
    await page.locator('[data-training-management="ready"]').waitFor();
    await expect(
      page.getByRole('rowheader', { name: '北京市海淀区实验小学' }).count(),
    ).resolves.toBe(1);
    await screenshot(page, 'training-management-1440');
    await visit(
      page,
      '/training/workResult/mark?workId=work-summer-zhangsan',
      'trainingWorkMark',
      '[data-training-mark="ready"]',
    );
    await page.getByLabel('成绩（0-100 分）').fill('93');
    await page.getByLabel('评语').fill('设计完整，反思深入。');
    await page.getByRole('button', { name: '提交批阅' }).click();
    await page.locator('[data-work-score="93"]').waitFor();
    await screenshot(page, 'training-mark-1440');
    await context.close();
  });
});
