/**
 * 活动详情 and 资料下载 (issue 13 point 2; seed 001 §2 contest/{contestId}/preview and /download):
 * the contest routes need login: a visitor opens them from the kpzy home and the sxj
 * contest page, signs in and comes back, sees the declared notices and templates with their
 * type and size, and a click saves the file's bytes under its title. An unknown contest keeps
 * the existing 活动暂未开始，敬请期待 and says 暂无附件. Both fit 375 px on the dark theme.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  appAnswers,
  e2eBaseUrl,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type WatchedPage,
} from './browser';

const baseUrl = e2eBaseUrl();
const FILES = resolve(import.meta.dirname, '../../server/seed-data/contest-files');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The texts of the links of one group (通知文件 / 模板下载), as a visitor reads them. */
async function groupLinks(page: Page, kind: 'notice' | 'template'): Promise<string[]> {
  return page
    .locator(`.contest-attachments__group[data-kind="${kind}"] .contest-attachments__link`)
    .evaluateAll((links) =>
      links.map((link) =>
        [
          link.querySelector('.contest-attachments__name')?.textContent,
          link.querySelector('.contest-attachments__meta')?.textContent,
        ].join(' | '),
      ),
    );
}

/** Clicks a download link and answers the saved file's name and bytes. */
async function download(page: Page, title: string) {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: new RegExp(title) }).click(),
  ]);
  const path = await saved.path();
  return { name: saved.suggestedFilename(), bytes: readFileSync(path) };
}

/** Console errors other than the signed-out login check's 401, which every visitor's page asks. */
const unexpected = (errors: string[]) => errors.filter((text) => !text.includes('status of 401'));

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('资料下载 on /hd/kpzy', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    watched = await openPage(browser);
  });
  afterAll(async () => watched.context.close());

  it('the home offers 活动详情 and 资料下载; signed in, 资料下载 lists the declared files', async () => {
    const { page, cspViolations, consoleErrors } = watched;
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.getByRole('button', { name: '活动详情' }).waitFor();
    await page.getByRole('button', { name: '资料下载' }).click();
    // Not signed in: sign in first, then back to the page asked for.
    await page.waitForURL((url) => url.pathname === '/sso/login');
    await page.locator('[data-account="student"]').click();
    // Back on the page the button was pressed on, signed in: this time it goes through.
    await page.waitForURL((url) => url.pathname === '/hd/kpzy' && !url.searchParams.has('ticket'));
    // The ticket leaves the address before the server-rendered page is hydrated (as signIn).
    await appAnswers(page);
    await page.getByRole('button', { name: '资料下载' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/kpzy/contest/kpzy2026/download');
    await page.locator('.contest-attachments__group').first().waitFor();
    await expect(page.locator('.page-title, h1').first().textContent()).resolves.toContain(
      '资料下载',
    );
    await expect(page.locator('.contest-summary__title').textContent()).resolves.toBe(
      '2026年全国中小学科普资源征集活动',
    );
    await expect(page.locator('.contest-attachments__heading').allTextContents()).resolves.toEqual([
      '通知文件',
      '模板下载',
    ]);
    expect(await groupLinks(page, 'notice')).toEqual(['活动通知 | PDF · 1 KB']);
    expect(await groupLinks(page, 'template')).toEqual([
      '报名表模板 | CSV · 1 KB',
      '作品登记表 | CSV · 1 KB',
      '作品授权书 | TXT · 1 KB',
    ]);
    await screenshot(page, 'attach-kpzy-download-1440');
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('a click saves the file as it is declared, under its title', async () => {
    const { page } = watched;
    const pdf = await download(page, '活动通知');
    expect(pdf.name).toBe('活动通知.pdf');
    expect(pdf.bytes.equals(readFileSync(join(FILES, 'kpzy2026-notice.pdf')))).toBe(true);
    const form = await download(page, '报名表模板');
    expect(form.name).toBe('报名表模板.csv');
    expect(form.bytes.equals(readFileSync(join(FILES, 'kpzy2026-enrol-form.csv')))).toBe(true);
    expect(form.bytes.toString('utf8')).toContain('姓名,身份（学生/教师）,学校全称');
  });

  it('with x-edu-theme=light carried into the address, the download still works', async () => {
    const { page } = watched;
    await page.goto(`${baseUrl}/hd/kpzy/contest/kpzy2026/download?x-edu-theme=light`);
    await page.locator('.contest-attachments__link').first().waitFor();
    const licence = await download(page, '作品授权书');
    expect(licence.name).toBe('作品授权书.txt');
    expect(licence.bytes.equals(readFileSync(join(FILES, 'kpzy2026-licence.txt')))).toBe(true);
  });

  it('an unknown contest: 活动暂未开始，敬请期待 and 暂无附件, no download', async () => {
    const { page } = watched;
    await page.goto(`${baseUrl}/hd/kpzy/contest/nope2026/download`);
    await page.getByText('暂无附件').waitFor();
    await expect(page.locator('.contest-summary__missing').textContent()).resolves.toBe(
      '活动暂未开始，敬请期待',
    );
    await expect(page.locator('.contest-attachments__link').count()).resolves.toBe(0);
  });

  it('fits 375 px', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/hd/kpzy/contest/kpzy2026/download`);
    await page.locator('.contest-attachments__link').first().waitFor();
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'attach-kpzy-download-375');
  });
});

describe('活动详情 on /hd/sxj, signed in', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    watched = await openPage(browser);
  });
  afterAll(async () => watched.context.close());

  it('the 诵读大赛 page leads to contest 113 preview: summary, rules, attachments, buttons', async () => {
    const { page, cspViolations, consoleErrors } = watched;
    await signIn(page, baseUrl, 'guardian', '/hd/sxj/sdds');
    await page.getByRole('button', { name: '活动详情' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/sxj/contest/113/preview');
    await page.locator('.contest-attachments__link').first().waitFor();
    await expect(page.locator('.contest-summary__title').textContent()).resolves.toBe(
      '中华经典诵写讲大赛·诵读大赛',
    );
    await expect(page.locator('.contest-summary dt').allTextContents()).resolves.toEqual([
      '报名时间',
      '活动时间',
      '我的报名状态',
    ]);
    await page.getByText('大赛分报名与作品提交、初测、复测和结果公布四个阶段').waitFor();
    await page.getByText('参赛须知').waitFor();
    expect(await groupLinks(page, 'notice')).toEqual(['大赛通知 | PDF · 1 KB']);
    expect(await groupLinks(page, 'template')).toEqual([
      '作品登记表 | CSV · 1 KB',
      '参赛作品授权书 | TXT · 1 KB',
    ]);
    await screenshot(page, 'attach-sxj-preview-1440');
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('活动报名 there runs the enrol gate: open, it goes to the enrol form', async () => {
    const { page } = watched;
    await page.getByRole('button', { name: '活动报名' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/sxj/contest/113/enroll');
    await page.getByRole('button', { name: '提交报名' }).waitFor();
    await page.goBack();
    await page.locator('.contest-attachments__link').first().waitFor();
  });

  it('the inline list downloads too', async () => {
    const { page } = watched;
    const register = await download(page, '作品登记表');
    expect(register.name).toBe('作品登记表.csv');
    expect(register.bytes.equals(readFileSync(join(FILES, 'sxj2026-works-register.csv')))).toBe(
      true,
    );
  });

  it('fits 375 px', async () => {
    const { page } = watched;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/hd/sxj/contest/113/preview`);
    await page.locator('.contest-attachments__link').first().waitFor();
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'attach-sxj-preview-375');
  });
});
