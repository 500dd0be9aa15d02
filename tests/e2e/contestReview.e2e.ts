/**
 * The reviewer's side of the kpzy contest (issue 13 point 3; HD-GATE-31/32, A-46): with one work
 * of `student` assigned to 何静 (scenario review-assigned), `reviewer` finds it under 待评审,
 * opens it in the page, saves 88 with a comment and finds it under 已评审; a teacher who reviews
 * nothing gets 抱歉，您暂无访问权限. Both widths are checked for overflow and photographed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot, setScenario, signIn } from './browser';

const baseUrl = e2eBaseUrl();
const CONTEST = 'kpzy2026';
const REVIEW = `/hd/kpzy/reviewTask?contestId=${CONTEST}`;
/** The work the scenario gives the student (server/seed-data/kpzy.ts, first sample work). */
const TITLE = '会“呼吸”的叶子——植物蒸腾作用探究';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('a reviewer of kpzy2026', () => {
  it('scores the assigned work: 待评审 → 打开 → 88 with a comment → 已评审', async () => {
    await setScenario(baseUrl, 'review-assigned');
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    try {
      await signIn(page, baseUrl, 'reviewer', REVIEW);
      const item = page.locator('.review-tasks__item', { hasText: TITLE });
      await item.waitFor();
      await page.getByRole('button', { name: '待评审（1）' }).waitFor();
      await expect(
        page.getByRole('button', { name: '待评审（1）' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await expect(item.textContent()).resolves.toContain('待评审');
      // Blind review: the author's name is nowhere on the page.
      await expect(page.locator('main').textContent()).resolves.not.toContain('李明');
      await screenshot(page, 'review-1440');

      await item.getByRole('button', { name: '打开' }).click();
      // The scenario's placeholder work is a text file: offered as a download in the page.
      await item.getByRole('link', { name: /^下载 / }).waitFor();
      const form = page.getByRole('form', { name: `评分：${TITLE}` });
      await form.getByLabel('评分（0–100）').fill('101');
      await form.getByRole('button', { name: '保存评分' }).click();
      await expect(form.getByRole('alert').textContent()).resolves.toBe('请输入 0–100 的整数评分');
      await form.getByLabel('评分（0–100）').fill('88');
      await form.getByLabel('评语（选填）').fill('实验设计清楚，记录完整');
      await screenshot(page, 'review-open-1440');
      await form.getByRole('button', { name: '保存评分' }).click();
      await page.getByText('评分已保存').waitFor();
      await page.getByRole('button', { name: '待评审（0）' }).waitFor();
      await page.getByText('暂无评审任务').waitFor();

      await page.getByRole('button', { name: '已评审（1）' }).click();
      const scored = page.locator('.review-tasks__item', { hasText: TITLE });
      await scored.getByText('已评分（88 分）').waitFor();
      await screenshot(page, 'review-scored-1440');
      await scored.getByRole('button', { name: '打开' }).click();
      await expect(scored.getByLabel('评分（0–100）').inputValue()).resolves.toBe('88');
      await expect(scored.getByLabel('评语（选填）').inputValue()).resolves.toBe(
        '实验设计清楚，记录完整',
      );
      expect(cspViolations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits 375 px: the list and an opened work with its form', async () => {
    await setScenario(baseUrl, 'review-assigned');
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    try {
      await signIn(page, baseUrl, 'reviewer', REVIEW);
      const item = page.locator('.review-tasks__item', { hasText: TITLE });
      await item.waitFor();
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
      await item.getByRole('button', { name: '打开' }).click();
      await item.getByRole('button', { name: '保存评分' }).waitFor();
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
      await screenshot(page, 'review-375');
    } finally {
      await context.close();
    }
  });
});

describe('a signed-in user who reviews nothing', () => {
  it('gets 抱歉，您暂无访问权限 on the reviewTask page', async () => {
    await setScenario(baseUrl, 'review-assigned');
    const { page, context } = await openPage(browser);
    try {
      await signIn(page, baseUrl, 'teacher', REVIEW);
      await expect(page.locator('[data-screen="no-access"] h1').textContent()).resolves.toBe(
        '抱歉，您暂无访问权限',
      );
      await expect(page.locator('.review-tasks').count()).resolves.toBe(0);
      await screenshot(page, 'review-no-access-1440');
    } finally {
      await context.close();
    }
  });
});
