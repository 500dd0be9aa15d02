/**
 * A training project's online exams as a teacher meets them (seed 000 §3 answer-button text,
 * §7 assessments, §8; ledger CORE-HELPER-25, CORE-API-18, CORE-ERR-23): the project's 在线考试
 * tab leads to the exam panel of the home, whose four seeded exams show 继续作答 / 重新作答 /
 * 重新作答 / 开始作答 and the best scores from the assessments query; an answer button opens the
 * online exam page for that exam. With the assessments query failing, the exams stay and only
 * the scores go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot, signIn } from './browser';

const baseUrl = e2eBaseUrl();
const T = 'train-2026-summer';
const ASSESSMENTS_CALL = '/svc/assessment/v1/assessments/actions/query';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page) => page.locator('#exams');
const buttonTexts = (page: Page) =>
  panel(page).locator('.training-exams__action').allTextContents();

describe('training project: online exams', () => {
  it('the 在线考试 tab lists the exams with answer buttons and scores; a button opens the exam', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const assessmentQueries: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === ASSESSMENTS_CALL) assessmentQueries.push(url);
    });
    await signIn(page, baseUrl, 'teacher', `/training/${T}/introduction`);
    await page.locator('.training-text').first().waitFor();

    await page
      .getByRole('navigation', { name: '项目导航' })
      .getByRole('link', { name: '在线考试' })
      .click();
    await page.waitForURL((url) => url.pathname === `/training/${T}` && url.hash === '#exams');
    await panel(page).locator('[data-exam-score]').first().waitFor();

    await expect(buttonTexts(page)).resolves.toEqual([
      '继续作答',
      '重新作答',
      '重新作答',
      '开始作答',
    ]);
    const scores = await panel(page).locator('[data-exam-score]').allTextContents();
    expect(scores).toEqual(['最高分 92 分', '最高分 78 分']);
    const row = panel(page).locator('[data-exam-id="exam-summer-szsy"]');
    await expect(row.getByText('最高分 92 分').count()).resolves.toBe(1);
    await expect(
      row.getByText(/^时长 45 分钟 · 截止 \d{4}\/\d\d\/\d\d \d\d:\d\d$/).count(),
    ).resolves.toBe(1);
    expect(assessmentQueries).toHaveLength(1);
    expect(assessmentQueries[0].searchParams.get('assessment_type')).toBe('exam');
    expect(assessmentQueries[0].searchParams.get('assessment_ids')?.split(',')).toHaveLength(4);
    await screenshot(page, 'training-exams-1440');

    await panel(page).getByRole('link', { name: '开始作答' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/training/${T}/onlineExamDetail` &&
        url.searchParams.get('examId') === 'exam-summer-jy',
    );
    await page.locator('[data-page="onlineExamDetail"] [data-micro-app="onlineExam"]').waitFor();
    await expect(page.locator('[data-screen="not-found"]').count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a failing assessments query hides only the scores (CORE-ERR-23); narrow screen', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.route(`**${ASSESSMENTS_CALL}**`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"X"}' }),
    );
    await signIn(page, baseUrl, 'teacher', `/training/${T}`);
    await panel(page).locator('.training-exams__action').nth(3).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(buttonTexts(page)).resolves.toEqual([
      '继续作答',
      '重新作答',
      '重新作答',
      '开始作答',
    ]);
    await expect(panel(page).locator('[data-exam-score]').count()).resolves.toBe(0);
    await expect(panel(page).getByRole('alert').count()).resolves.toBe(0);
    await expect(page.locator('[data-training-project="ready"]').count()).resolves.toBe(1);
    await panel(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'training-exams-375');
    await context.close();
  });
});
