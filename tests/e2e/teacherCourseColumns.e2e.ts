/**
 * Teacher-course columns on /teacherTrainingNav (seed 000 §3 teacher-course codes; ledger
 * CORE-CAT-09, CORE-ROUTE-07): all 19 codes are shown, each linked to the library the
 * environment configures for it, with no missing-mapping warning in the console; an entry opens
 * /teacherTraining?libraryId with that library's content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot } from './browser';
import environments from '../../site-configs/environments.json';
import { CATEGORY_CODES } from '../../src/lib/categoryCodes';
import { TEACHER_COURSE_COLUMNS } from '../../server/seed-data/teacherCourses';

const baseUrl = e2eBaseUrl();
const COLUMNS: Record<string, { libraryId: string }> =
  environments.environments.local.teacherCourseColumns;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/teacherTrainingNav teacher-course columns (CORE-CAT-09)', () => {
  it('links each of the 19 codes to its configured library, with no warning', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${baseUrl}/teacherTrainingNav`);
    const entries = page.locator('.category-entries', {
      has: page.getByRole('heading', { name: '教师研修栏目' }),
    });
    await entries.getByRole('link').first().waitFor();
    const links = await entries
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => [
          item.getAttribute('data-code'),
          item.querySelector('a')?.getAttribute('href') ?? null,
        ]),
      );
    expect(links).toEqual(
      CATEGORY_CODES.teacherCourse.map((code) => [
        code,
        `/teacherTraining?libraryId=${COLUMNS[code].libraryId}`,
      ]),
    );
    expect(warnings.filter((text) => text.includes('teacherCourseColumns'))).toEqual([]);
    await screenshot(page, 'teacher-course-columns-1440');

    const column = TEACHER_COURSE_COLUMNS.find((item) => item.code === 'mxzjt');
    await entries.getByRole('link', { name: column?.title, exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/teacherTraining' &&
        url.searchParams.get('libraryId') === COLUMNS.mxzjt.libraryId,
    );
    await page
      .locator('.content-list__item', { hasText: column?.items[0].title ?? '' })
      .first()
      .waitFor();
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('fits 375 px', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 800 });
    await page.goto(`${baseUrl}/teacherTrainingNav`);
    await page.getByRole('link', { name: '名校长讲堂', exact: true }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'teacher-course-columns-375');
    await context.close();
  });
});
