/**
 * The synchronous classroom as a visitor meets it, on the real catalogue the stand-in seeds:
 * the cascading filter 小学 → 数学 → 人教版 → 三年级 → 上册 finds the real textbook, the
 * selection survives a reload and back/forward (it lives in the address), the textbook page
 * shows its chapter tree and a lesson's five kinds of resources, and nothing overflows 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

/** 小学数学人教版三年级上册 in national_lesson_part_10x.json. */
const MATH_3A = { id: '92a82135-2748-4ec2-9bc4-e3fae0fb80f9', title: '小学数学人教版三年级上册' };

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

async function pressed(page: Page, group: string): Promise<string | null> {
  return filterGroup(page, group).locator('[aria-pressed="true"]').textContent();
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Scrolls through the page so lazy covers load, then waits for every cover to be drawn. */
async function coversLoaded(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.page img')).every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
}

async function chooseMath3a(page: Page) {
  await choose(page, '学段', '小学');
  await choose(page, '学科', '数学');
  await choose(page, '版本', '人教版');
  await choose(page, '年级', '三年级');
  await choose(page, '册次', '上册');
}

describe('synchronous classroom /syncClassroom', () => {
  it('小学 → 数学 → 人教版 → 三年级 → 上册 shows the real textbook; the filters survive reload and back', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    // The home's icon navigation leads here (the header menu holds the spec's four items).
    await page.goto(`${baseUrl}/`);
    await page.locator('a.icon-nav__link[href="/syncClassroom"]').click();
    await page.waitForURL((url) => url.pathname === '/syncClassroom');
    await page.getByRole('heading', { level: 1, name: '课程教学' }).waitFor();
    await page.getByText('共 2400 本教材').waitFor();
    await expect(page.title()).resolves.toContain('课程教学');

    await chooseMath3a(page);
    const query = new URL(page.url()).searchParams;
    expect([...query.keys()]).toEqual(['term', 'subject', 'edition', 'grade', 'volume']);

    const book = page.locator(`[data-textbook-id="${MATH_3A.id}"]`);
    await book.waitFor();
    await expect(book.textContent()).resolves.toContain(MATH_3A.title);
    await expect(book.textContent()).resolves.toContain('三年级·上册·人教版·小学');
    await coversLoaded(page);
    await screenshot(page, 'sync-classroom-1440');

    await page.reload();
    await book.waitFor();
    await expect(pressed(page, '学段')).resolves.toBe('小学');
    await expect(pressed(page, '册次')).resolves.toBe('上册');

    // Back undoes the last choice: the volume is open again, the textbook still listed.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('volume'));
    await expect(pressed(page, '册次')).resolves.toBe('全部');
    await expect(pressed(page, '年级')).resolves.toBe('三年级');
    await book.waitFor();

    expect(cspViolations).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('the first view is in the HTML without the list; the list comes when the filters are about to be used', async () => {
    // view-source: the first 24 textbooks, the first row's covers requested by the HTML itself,
    // and the first view's data in place of the 4.5 MB list.
    const html = await (await fetch(`${baseUrl}/syncClassroom`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.match(/class="book-browser__item"/g)).toHaveLength(24);
    expect(root).toContain('共 2400 本教材');
    expect(root.match(/<img fetchPriority="high" alt="" src="\/svc\/static\//g)).toHaveLength(6);
    expect(root).toContain('DERIVED syncClassroom.firstView');
    expect(root).not.toContain('part_100');
    expect(html.length).toBeLessThan(120_000);

    const { page, context, consoleErrors } = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (/teachingmaterials\/(part_\d+|version\/data_version)\.json/.test(request.url()))
        listRequests.push(request.url());
    });
    // The mouse rests outside the page's content until the filters are used.
    await page.mouse.move(5, 5);
    await page.goto(`${baseUrl}/syncClassroom`);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForLoadState('networkidle');
    expect(listRequests).toEqual([]);
    expect(await page.locator('.book-browser__item').count()).toBe(24);

    // A click before the list is here: applied at once, its textbooks once the list came.
    await choose(page, '学段', '小学');
    await page.waitForURL((url) => url.searchParams.has('term'));
    await page.getByText('共 1004 本教材').waitFor();
    expect(listRequests.length).toBeGreaterThan(0);
    await expect(pressed(page, '学段')).resolves.toBe('小学');
    // Hydrated as sent: no part rendered again.
    expect(warnings.filter((text) => text.includes('[first view]'))).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('opening a textbook shows its chapter tree and a lesson’s resources in the five kinds', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto(`${baseUrl}/syncClassroom`);
    await chooseMath3a(page);
    await page.locator(`[data-textbook-id="${MATH_3A.id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/syncClassroom/textBook/${MATH_3A.id}`);
    await page.getByRole('heading', { level: 1, name: MATH_3A.title }).waitFor();
    await expect(page.title()).resolves.toContain('课本');
    await page.getByText('三年级·上册·人教版·小学').waitFor();

    const tree = page.getByRole('navigation', { name: '目录' });
    const firstUnit = tree.getByRole('button', { name: '第一单元' });
    await expect(firstUnit.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('heading', { level: 2, name: '第一单元 第1课时' }).waitFor();
    await expect(page.locator('.sync-textbook__kind-title').allTextContents()).resolves.toEqual([
      '视频课程',
      '课件',
      '教学设计',
      '学习任务单',
      '课后练习',
    ]);

    // Keyboard: open the second unit, move into it and choose its first lesson.
    const secondUnit = tree.getByRole('button', { name: '第二单元' });
    await secondUnit.focus();
    await page.keyboard.press('Enter');
    await expect(secondUnit.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: '第二单元 第1课时' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lessonId')).toBe(`${MATH_3A.id}_u2_l1`);
    await page.getByText('第二单元 第1课时 视频课程').waitFor();
    await coversLoaded(page);
    await screenshot(page, 'sync-textbook-1440');

    // A lesson's resources open in the viewer: the video course plays, the courseware shows pages.
    await page.getByRole('button', { name: /第二单元 第1课时 视频课程/ }).click();
    const viewer = page.locator('[data-viewer]');
    await viewer.locator('.video-js').waitFor();
    expect(new URL(page.url()).searchParams.get('resourceId')).toBe(
      `${MATH_3A.id}_u2_l1_video_course`,
    );
    await page.getByRole('button', { name: /第二单元 第1课时 课件/ }).click();
    await page.getByRole('heading', { level: 3, name: '第二单元 第1课时 课件' }).waitFor();
    await expect(viewer.locator('.video-js').count()).resolves.toBe(0);
    const pages = viewer.locator('img');
    await expect(pages.count()).resolves.toBe(4);
    await expect
      .poll(() => pages.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'sync-textbook-viewer-1440');
    await viewer.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => viewer.count()).toBe(0);

    // Enter on an open unit collapses it.
    await firstUnit.focus();
    await page.keyboard.press('Enter');
    await expect(firstUnit.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('备课授课 and 课堂活动 carry the spec titles', async () => {
    const { page, context } = await openPage(browser);
    // 备课授课 is the electronic-textbook browser (tests/e2e/tchMaterial.e2e.ts has its content).
    for (const [path, title, books, shot] of [
      ['/syncClassroom/prepare', '备课授课', /^共 \d+ 本电子教材$/, ''],
      ['/syncClassroom/prepare/wps', '备课授课', /^共 \d+ 本电子教材$/, ''],
      ['/syncClassroom/classActivity', '课堂活动', /^共 2400 本教材$/, 'sync-class-activity-1440'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(page.title()).resolves.toContain(title);
      await page.getByText(books).waitFor();
      if (shot) {
        await coversLoaded(page);
        await screenshot(page, shot);
      }
    }
    await context.close();
  });

  it('375 px: the filters, the grid and the textbook page have no horizontal overflow', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${baseUrl}/syncClassroom`);
    await page.getByText('共 2400 本教材').waitFor();
    await chooseMath3a(page);
    await page.locator(`[data-textbook-id="${MATH_3A.id}"]`).waitFor();
    await coversLoaded(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'sync-classroom-375');

    await page.goto(`${baseUrl}/syncClassroom/textBook/${MATH_3A.id}`);
    await page.getByRole('heading', { level: 2, name: '第一单元 第1课时' }).waitFor();
    await coversLoaded(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'sync-textbook-375');

    for (const [path, shot] of [
      ['/syncClassroom/classActivity', 'sync-class-activity-375'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('共 2400 本教材').waitFor();
      await coversLoaded(page);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, shot);
    }
    await context.close();
  });
});
