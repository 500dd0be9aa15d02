/**
 * Studio pages and the lecturer home as visitors meet them (seed 000 §2; ledger CORE-ROUTE-17
 * `/lecturer`, CORE-ROUTE-20, CORE-ROUTE-21): each URL once, at 1440 px, in one browser page.
 * /tResource/S1?contentId=N1 asks the studio service for S1 and opens and highlights news N1,
 * labelled 资源号 (resource account); every studio page carries its kind (data-studio-kind).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl, type WatchedPage } from './browser';
import { STUDIO_IDS } from '../../server/seed-data/studios';

const baseUrl = e2eBaseUrl();
const S1 = STUDIO_IDS.resourceAccount;
const N1 = STUDIO_IDS.resourceAccountNews;
let browser: Browser;
let watched: WatchedPage;
const requested: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  watched = await openPage(browser, { width: 1440 });
  watched.page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/svc/studio/')) return;
    const kind = url.searchParams.get('kind');
    requested.push(kind ? `${url.pathname}?kind=${kind}` : url.pathname);
  });
});
afterAll(async () => {
  await browser?.close();
});

const page = (): Page => watched.page;

describe('studio pages (CORE-ROUTE-20/21)', () => {
  it('/tResource/S1?contentId=N1 loads S1, opens and highlights N1, labelled 资源号', async () => {
    await page().goto(`${baseUrl}/tResource/${S1}?contentId=${N1}`);
    const home = page().locator(`section.studio-home[data-studio-home="ready"]`);
    await home.waitFor();
    expect(await home.getAttribute('data-studio-kind')).toBe('inst-studio');
    expect(requested).toContain(`/svc/studio/v1/studios/${S1}`);
    // The news item is asked for once the studio has answered: it may still be on its way.
    await expect.poll(() => requested).toContain(`/svc/studio/v1/studios/${S1}/news/${N1}`);
    await expect(home.locator('[data-studio-kind-label]').first().textContent()).resolves.toBe(
      '资源号',
    );
    await expect(page().locator('h1').first().textContent()).resolves.toBe('人民教育出版社');
    const item = page().locator(`[data-news-id="${N1}"][data-highlighted="true"]`);
    await item.waitFor();
    await expect(item.getByRole('button').getAttribute('aria-expanded')).resolves.toBe('true');
    await item.locator('[data-article-body]').waitFor();
    await expect(item.textContent()).resolves.toContain('征集对象');
    expect(await page().locator('[data-highlighted="true"]').count()).toBe(1);
    expect(await home.textContent()).not.toContain('机构工作室');
    await page().locator('.studio-home__resource').first().waitFor();
    await screenshot(page(), 'studio-tresource-1440');
  });

  it.each([
    ['/tStudio', 'teach-studio', '名师工作室', '北京市海淀区小学数学名师工作室'],
    ['/theResourceNav', 'inst-studio', '资源号导航', '人民教育出版社'],
    ['/expStudio', 'expert-studio', '专家工作室', '基础教育课程改革专家工作室'],
    ['/aiStudioList', 'ai-studio', 'AI工作室', '人工智能教育应用工作室'],
    ['/lStudios', 'lang-studio', '语言文字工作室', '推广普通话工作室'],
  ])('%s lists %s studios with counts and links home', async (path, kind, heading, first) => {
    await page().goto(`${baseUrl}${path}`);
    const list = page().locator(`section.studio-list[data-studio-list="ready"]`);
    await list.waitFor();
    expect(await list.getAttribute('data-studio-kind')).toBe(kind);
    expect(requested.some((url) => url.includes(`/svc/studio/v1/studios?kind=${kind}`))).toBe(true);
    await expect(list.locator('h1').textContent()).resolves.toBe(heading);
    const card = list.locator('.studio-list__item').first();
    await expect(card.locator('.studio-list__name').textContent()).resolves.toBe(first);
    await expect(card.locator('[data-count="resources"]').textContent()).resolves.toMatch(
      /^资源 \d+(\.\d)?万?\+?$/,
    );
    expect(await list.getByRole('search').count()).toBe(1);
    expect(await card.locator('a').getAttribute('href')).toMatch(/^\/[a-zA-Z]+\/studio-/);
    if (path === '/tStudio') {
      // Ten teacher studios: two pages.
      await list.getByRole('button', { name: '第 2 页' }).click();
      await page().waitForURL(/page=2/);
      await list.locator('[data-studio-id="studio-teach-xm-biology"]').waitFor();
    }
    await screenshot(page(), `studio-list-${kind}-1440`);
  });
});

describe('/lecturer (CORE-ROUTE-17)', () => {
  it('lists lecturers with subjects and courses, filters by subject, opens one', async () => {
    await page().goto(`${baseUrl}/lecturer`);
    const list = page().locator('section.lecturer-list[data-lecturer-list="ready"]');
    await list.waitFor();
    await expect(list.locator('h1').textContent()).resolves.toBe('名师讲堂');
    const first = list.locator(`[data-lecturer-id="${STUDIO_IDS.lecturer}"]`);
    await expect(first.textContent()).resolves.toContain('小学数学单元整体教学设计');
    await list.getByRole('group', { name: '学科' }).getByRole('button', { name: '语文' }).click();
    await page()
      .locator('section.lecturer-list[data-lecturer-subject="语文"][data-lecturer-list="ready"]')
      .waitFor();
    const subjects = await page().locator('.lecturer-list__item [data-subject]').allTextContents();
    expect(subjects.length).toBeGreaterThan(0);
    expect(new Set(subjects)).toEqual(new Set(['语文']));
    await screenshot(page(), 'lecturer-list-1440');
    await page().locator('.lecturer-list__item a').first().click();
    const profile = page().locator('[data-lecturer-detail]');
    await profile.waitFor();
    await expect(profile.locator('[data-studio-kind-label]').textContent()).resolves.toBe(
      '名师工作室',
    );
    expect(await profile.locator('[data-course-id]').count()).toBeGreaterThan(0);
    expect(watched.cspViolations).toEqual([]);
  });
});
