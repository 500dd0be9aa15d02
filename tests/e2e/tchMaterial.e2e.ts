/**
 * The teacher's preparation page (备课授课, /syncClassroom/prepare) as a visitor meets it: the
 * electronic textbooks (电子教材) of the real catalogue the stand-in seeds. The filter path
 * 小学 → 英语 → 人教大同版 → 三年级 → 下册 (a real path of tch_material_part_103.json) finds the
 * real book, the choice survives a reload, a card opens the in-page preview with the book's
 * pages, and nothing overflows 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

/** 小学 · 英语 · 人教大同版 · 三年级 · 下册 in tch_material_part_103.json (49 preview pages). */
const ENGLISH_3B = {
  id: '0b0a036f-c24f-3187-b9e8-e65f8b408770',
  title: '（根据2022年版课程标准修订）义务教育教科书 英语 三年级 下册',
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const filterGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function choose(page: Page, group: string, option: string) {
  await filterGroup(page, group).getByRole('button', { name: option, exact: true }).click();
}

async function chooseEnglish3b(page: Page) {
  await choose(page, '学段', '小学');
  await choose(page, '学科', '英语');
  await choose(page, '版本', '人教大同版');
  await choose(page, '年级', '三年级');
  await choose(page, '册次', '下册');
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function imagesLoaded(page: Page, selector: string) {
  await page.waitForFunction(
    (css) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(css)).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    selector,
  );
}

describe('electronic textbooks on /syncClassroom/prepare', () => {
  it('小学 → 英语 → 人教大同版 → 三年级 → 下册 shows the real book; its preview lists the pages', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    await page.goto(`${baseUrl}/syncClassroom/prepare`);
    await page.getByRole('heading', { level: 1, name: '备课授课' }).waitFor();
    await expect(page.title()).resolves.toContain('备课授课');
    await page.getByText('共 210 本电子教材').waitFor();

    await chooseEnglish3b(page);
    await page.getByText('共 1 本电子教材').waitFor();
    const book = page.locator(`[data-material-id="${ENGLISH_3B.id}"]`);
    await expect(book.textContent()).resolves.toContain(ENGLISH_3B.title);
    await imagesLoaded(page, '.book-browser__cover img');

    await page.reload();
    await book.waitFor();
    await expect(
      filterGroup(page, '册次').locator('[aria-pressed="true"]').textContent(),
    ).resolves.toBe('下册');
    await screenshot(page, 'tch-material-1440');

    // Keyboard: the card is a button; Enter opens the preview, Escape closes it.
    await book.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: ENGLISH_3B.title });
    await dialog.waitFor();
    await expect(dialog.getByRole('img').count()).resolves.toBe(49);
    await expect(dialog.getByRole('img').first().getAttribute('alt')).resolves.toBe('第 1 页');
    await imagesLoaded(page, '.tch-material__page img[src*="/1.svg"]');
    await screenshot(page, 'tch-material-preview-1440');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(cspViolations).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('/syncClassroom/prepare/wps is the same page; a branch without books says so', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/syncClassroom/prepare/wps`);
    await page.getByRole('heading', { level: 1, name: '备课授课' }).waitFor();
    await page.getByText('共 210 本电子教材').waitFor();
    await choose(page, '学段', '高中');
    await choose(page, '学科', '数学');
    await page.getByText('暂无符合条件的电子教材，请调整筛选条件').waitFor();
    await context.close();
  });

  it('375 px: the filters, the grid and the preview have no horizontal overflow', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${baseUrl}/syncClassroom/prepare`);
    await page.getByText('共 210 本电子教材').waitFor();
    await chooseEnglish3b(page);
    const book = page.locator(`[data-material-id="${ENGLISH_3B.id}"]`);
    await book.waitFor();
    await imagesLoaded(page, '.book-browser__cover img');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'tch-material-375');
    await book.click();
    await page.getByRole('dialog', { name: ENGLISH_3B.title }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'tch-material-preview-375');
    await context.close();
  });
});
