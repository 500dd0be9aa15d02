/**
 * Training type filter on /training (seed 000 §3 training type codes; ledger CORE-CAT-10): each
 * of szsd, tsyx, xkyx, zymt, yjyx, tjyx, clicked, asks the project list for the type id the
 * environment configures (`trainingTypeIds[code]`, sent as `type_id`) and shows that type's
 * projects only; 全部类型 asks without it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot } from './browser';
import environments from '../../site-configs/environments.json';
import { TRAINING_SEEDS } from '../../server/seed-data/training';

const baseUrl = e2eBaseUrl();
const TYPE_IDS: Record<string, string> = environments.environments.local.trainingTypeIds;
const LIST_CALL = '/svc/course/v1/trainings';
const TYPES = [
  ['szsd', '数智时代'],
  ['tsyx', '通识研修'],
  ['xkyx', '学科研修'],
  ['zymt', '作业命题'],
  ['yjyx', '幼教研修'],
  ['tjyx', '特教研修'],
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/training type filter (CORE-CAT-10)', () => {
  it('sends cfg.trainingTypeIds[code] for each type and lists only that type', async () => {
    const { page, context, consoleErrors, cspViolations } = await openPage(browser);
    const typeIdsSent: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === LIST_CALL) typeIdsSent.push(url.searchParams.get('type_id'));
    });
    await page.goto(`${baseUrl}/training`);
    await page.locator('[data-train-id]').first().waitFor();
    await expect(page.locator('[data-train-id]').count()).resolves.toBe(TRAINING_SEEDS.length);
    expect(typeIdsSent).toEqual([null]);
    const row = page.getByRole('group', { name: '按培训类型筛选' });
    await expect(row.getByRole('button').allTextContents()).resolves.toEqual([
      '全部类型',
      ...TYPES.map(([, label]) => label),
    ]);
    await screenshot(page, 'training-types-1440');

    for (const [code, label] of TYPES) {
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === LIST_CALL &&
          new URL(response.url()).searchParams.get('type_id') === TYPE_IDS[code],
      );
      await row.getByRole('button', { name: label, exact: true }).click();
      await answer;
      await page.locator(`[data-type-filter="${code}"]`).waitFor();
      expect(typeIdsSent.at(-1)).toBe(TYPE_IDS[code]);
      await expect(page.url()).toContain(`type=${code}`);
      const expected = TRAINING_SEEDS.filter((seed) => seed.type_code === code).map(
        (seed) => seed.id,
      );
      expect(expected.length, code).toBeGreaterThan(0);
      await page.waitForFunction(
        (ids) => {
          const shown = [...document.querySelectorAll('[data-train-id]')].map((node) =>
            node.getAttribute('data-train-id'),
          );
          return shown.length === ids.length && ids.every((id) => shown.includes(id));
        },
        expected,
        { timeout: 5000 },
      );
      await expect(
        row.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
    }

    await row.getByRole('button', { name: '全部类型' }).click();
    await page.locator('[data-type-filter="all"]').waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-train-id]').length === count,
      TRAINING_SEEDS.length,
    );
    expect(typeIdsSent.at(-1)).toBeNull();
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('keeps the filter usable at 375 px', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${baseUrl}/training?type=zymt`);
    await page.locator('[data-type-filter="zymt"]').waitFor();
    await page.locator('[data-train-id="train-2025-zymt"]').waitFor();
    await expect(page.locator('[data-train-id]').count()).resolves.toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'training-types-375');
    await context.close();
  });
});
