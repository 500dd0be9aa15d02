/**
 * List and column pages as a visitor meets them (seed 000 §2 list link and catalogue pages,
 * §3 filter keys, §6 page blocking, §7 catalogs and library search; ledger CORE-CHAN-18,
 * CORE-ROUTE-07/18, CORE-API-11/12): a home section's 更多 opens the list, a filter narrows it
 * through a library search and stays in the address across a reload, items link to the
 * detail page; a catalogue page shows its columns; a student is sent home from a family page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type WatchedPage,
  e2eBaseUrl,
} from './browser';

const baseUrl = e2eBaseUrl();
const LIBRARY_SEARCH =
  /\/svc\/course\/v1\/libraries\/lib-portal-sedu\/contents\/actions\/search\/adapter/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const count = (page: Page) => page.locator('.content-list__count');
const cards = (page: Page) => page.locator('.content-list__item');

async function countOf(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

function expectCleanPage(watched: WatchedPage) {
  expect(watched.cspViolations).toEqual([]);
  // The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout).
  expect(watched.consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('list page', () => {
  it('home 更多 → list → a filter narrows, is kept in the address and survives a reload → detail link', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await page.goto(`${baseUrl}/`);
    const section = page.getByRole('region', { name: '德育资源' });
    await section.getByRole('link', { name: '更多' }).click();
    await page.waitForURL((url) => url.searchParams.get('libraryId') === 'lib-portal-sedu');
    await count(page).waitFor();
    const all = await countOf(page);
    expect(all).toBe(14); // 9 seeded + 5 added for the 学科 level; the two samples are excluded
    expect(await cards(page).count()).toBe(12); // the first step; 加载更多 shows the rest
    await page.getByRole('button', { name: '加载更多' }).click();
    expect(await cards(page).count()).toBe(14);

    const types = page.getByRole('group', { name: '类型' });
    expect(await types.getByRole('button').allTextContents()).toEqual([
      '全部',
      '党史学习教育',
      '爱国主义教育',
      '宪法法治教育',
      '品德教育',
      '思政课程',
      '中华优秀传统文化',
      '生命与安全教育',
      '心理健康教育',
      '生态文明教育',
    ]);
    const searched = page.waitForRequest(LIBRARY_SEARCH);
    await types.getByRole('button', { name: '爱国主义教育' }).click();
    const body = (await searched).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ tag_ids: ['agzy'], page_no: 0, page_size: 500 });
    await page.waitForURL((url) => url.searchParams.get('firstLevel') === 'agzy');
    await expect.poll(() => countOf(page)).toBe(4);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('爱国主义教育');

    // the next level, headed by the catalog's next_level_name
    await page.getByRole('group', { name: '学科' }).getByRole('button', { name: '语文' }).click();
    await page.waitForURL((url) => url.searchParams.get('subject') === 'xk-yw');
    await expect.poll(() => countOf(page)).toBe(2);
    await screenshot(page, 'content-list-1440');

    await page.reload();
    await count(page).waitFor();
    expect(await countOf(page)).toBe(2);
    expect(await page.getByRole('button', { name: '语文' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const link = page.getByRole('link', { name: /诗词里的家国情怀/ });
    const href = new URL((await link.getAttribute('href'))!, baseUrl);
    expect(href.pathname).toBe('/teacherTraining/detail');
    expect([...href.searchParams.keys()]).toEqual([
      'contentId',
      'contentType',
      'channelId',
      'libraryId',
      'showPv',
    ]);
    expect(href.searchParams.get('contentType')).toBe('assets_video');
    expect(href.searchParams.get('channelId')).toBe('portal-home');
    expect(href.searchParams.get('libraryId')).toBe('lib-portal-sedu');
    expect(href.searchParams.get('showPv')).toBe('true');
    expect(href.searchParams.get('contentId')).toMatch(/^sedu-\d{4}$/);
    expectCleanPage(watched);
    await context.close();
  });

  it('is usable at 375 px without horizontal overflow, and by keyboard', async () => {
    const watched = await openPage(browser, { width: 375, height: 812 });
    const { page, context } = watched;
    await page.goto(`${baseUrl}/sport/list?libraryId=lib-portal-sedu&firstLevel=agzy`);
    await count(page).waitFor();
    await noHorizontalOverflow(page);
    await screenshot(page, 'content-list-375');
    // keyboard: focus the 心理健康教育 filter and press Enter
    await page.getByRole('button', { name: '心理健康教育' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('firstLevel') === 'xljk');
    await expect.poll(() => countOf(page)).toBe(3);
    await noHorizontalOverflow(page);
    expectCleanPage(watched);
    await context.close();
  });

  it('searches by keyword from the search box', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await page.goto(`${baseUrl}/sport/list?libraryId=lib-portal-sedu`);
    await count(page).waitFor();
    await page.getByRole('searchbox', { name: '搜索本栏目资源' }).fill('英雄');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === '英雄');
    await expect.poll(() => countOf(page)).toBe(2);
    await context.close();
  });
});

describe('catalogue (column) pages', () => {
  it('/sedu/{id}/catalog shows the column with its breadcrumb and the other columns', async () => {
    for (const width of [1440, 375]) {
      const watched = await openPage(browser, { width, height: width === 375 ? 812 : 900 });
      const { page, context } = watched;
      await page.goto(`${baseUrl}/sedu/xljk/catalog`);
      await count(page).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('心理健康教育');
      const crumbs = page.getByRole('navigation', { name: '当前位置' });
      expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
        '首页',
        '德育',
        '心理健康教育',
      ]);
      expect(await countOf(page)).toBe(3);
      const columns = page.getByRole('group', { name: '类型' }).getByRole('button');
      expect(await columns.count()).toBe(9);
      if (width === 375) await noHorizontalOverflow(page);
      await screenshot(page, `content-list-catalog-${width}`);
      if (width === 1440) {
        await page.getByRole('button', { name: '爱国主义教育' }).click();
        await page.waitForURL(`${baseUrl}/sedu/agzy/catalog`);
        await expect.poll(() => countOf(page)).toBe(4);
      }
      expectCleanPage(watched);
      await context.close();
    }
  });

  it('/schoolService/{code}/catalog shows that column (CORE-ROUTE-18)', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await page.goto(`${baseUrl}/schoolService/kpjy/catalog`);
    await count(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('科普教育');
    expect(
      await page
        .getByRole('button', { name: '科普教育', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByText('科学小实验：会跳舞的盐').waitFor();
    // Another column's item is not in this column's list.
    expect(await page.getByText('非遗传承：皮影戏的制作与表演').count()).toBe(0);
    await context.close();
  });

  it('/eduReform/catalog lists the 9 reform columns without an id', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await page.goto(`${baseUrl}/eduReform/catalog`);
    await count(page).waitFor();
    const columns = page.getByRole('group', { name: '类型' }).getByRole('button');
    expect(await columns.allTextContents()).toHaveLength(10); // 全部 + 9
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('教改实践经验');
    await context.close();
  });

  it('sends a student opening /family/{id}/catalog to /', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await signIn(page, baseUrl, 'student', '/');
    await page.goto(`${baseUrl}/family/jyff/catalog`);
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.locator('.content-list').count()).toBe(0);
    await context.close();
  });

  it('shows /family/{id}/catalog to a guardian', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await signIn(page, baseUrl, 'guardian', '/');
    await page.goto(`${baseUrl}/family/jyff/catalog`);
    await count(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('家教方法');
    await context.close();
  });
});
