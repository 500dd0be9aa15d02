/**
 * The Hong Kong, Macao and Taiwan students' digital-literacy site /hd/dndsstudent_hmt (seed 001
 * §1, §2; ledger HD-SITE-15) and its masked e-mail (seed 000 §3; CORE-HELPER-08): the home and
 * /enrolls render from the manifest with the campaign header; signed in as a student, the
 * account menu shows li****12@example.com and the full address is nowhere on the page. Its
 * region picker offers only the site's allowed area codes (CORE-SPACE-07).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
const SITE = '/hd/dndsstudent_hmt';
const TITLE = '全国青少年学生数字素养提升活动（港澳台学生）';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/hd/dndsstudent_hmt', () => {
  it.each([1440, 375])(
    'home and 活动报名 render with the campaign header at %i px',
    async (width) => {
      const { page, context, cspViolations } = await openPage(browser, { width });
      await page.goto(`${baseUrl}${SITE}`);
      await page.locator('.site[data-site="hd-dndsstudent-hmt"] .rich-text').first().waitFor();
      await expect(page.locator('h1.page-title').textContent()).resolves.toBe(TITLE);
      await expect(page.locator('header nav a').allTextContents()).resolves.toEqual([
        '首页',
        '活动报名',
      ]);
      // The header (audience 港澳台学生) fits the screen: nothing scrolls sideways.
      await expect(page.locator('header').textContent()).resolves.toContain('港澳台学生');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `hmt-home-${width}`);

      await page.locator('header nav a', { hasText: '活动报名' }).click();
      await page.waitForURL((url) => url.pathname === `${SITE}/enrolls`);
      await expect(page.locator('h1.page-title').textContent()).resolves.toBe('活动报名');
      await expect(page.title()).resolves.toContain('活动报名');
      // CORE-SPACE-07: the area file lists 6 provinces; the site allows only 810000, 820000, 710000.
      await page.locator('.area-picker[data-area-picker="ready"]').waitFor();
      const region = page.getByLabel('所在地区');
      await expect(region.locator('option:not([value=""])').allTextContents()).resolves.toEqual([
        '台湾省',
        '香港特别行政区',
        '澳门特别行政区',
      ]);
      await region.selectOption('810000');
      await expect(page.locator('.area-picker [role="status"]').textContent()).resolves.toBe(
        '已选择：香港特别行政区',
      );
      await screenshot(page, `hmt-enrolls-${width}`);
      expect(cspViolations).toEqual([]);
      await context.close();
    },
  );

  it('a signed-in student sees the masked e-mail in the account menu, never the full one', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'student', SITE);
    await page.locator('button.site-header__user').click();
    const email = page.locator('.site-header__panel [data-email-masked]');
    await email.waitFor();
    await expect(email.textContent()).resolves.toBe('li****12@example.com');
    expect(await page.content()).not.toContain('liming2012@example.com');
    await screenshot(page, 'hmt-account-menu-1440');
    await context.close();
  });
});
