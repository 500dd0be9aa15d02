/**
 * Certificates are real (issue 13 point 2; ledger CORE-ROUTE-23, HD-ROUTE-08, HD-ROUTE-11): the
 * seeded certificate of 张三 (ZS2026SXJ000001, server/README.md "Seed data worth knowing") is
 * found by name and number on the portal and on a campaign site, opens as a certificate, and is
 * listed in the teacher's 我的证书; a wrong number finds nothing; a visitor who took part in nothing has none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot, signIn } from './browser';

const baseUrl = e2eBaseUrl();
const HOLDER = '张三';
const NUMBER = 'ZS2026SXJ000001';
const SEARCH_API = '/svc/certificate/v1/certificates/actions/search';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout). */
const unexpected = (errors: string[]) => errors.filter((text) => !text.includes('status of 401'));

/** Bodies of the search requests the page sends. */
function searchRequests(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SEARCH_API) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function search(page: Page, name: string, number: string, how: 'click' | 'enter') {
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('证书编号').fill(number);
  if (how === 'enter') await page.getByLabel('证书编号').press('Enter');
  else await page.getByRole('button', { name: '查询' }).click();
}

const card = (page: Page) => page.locator(`.certificate-card[data-certificate-number="${NUMBER}"]`);

/** The page's content overflows the viewport sideways by this many pixels (0: none). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('certificate search on the portal', () => {
  it.each([
    [1440, 'click'],
    [375, 'enter'],
  ] as const)(
    'at %i px (%s): 张三 + the number finds the card, which opens the certificate',
    async (width, how) => {
      const { page, context, cspViolations, consoleErrors } = await openPage(browser, { width });
      const sent = searchRequests(page);
      await page.goto(`${baseUrl}/certificate/search`);
      await expect(page.locator('h1.page-title').textContent()).resolves.toBe('证书查询');
      await search(page, HOLDER, NUMBER, how);
      await card(page).waitFor();
      expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([
        { name: HOLDER, number: NUMBER },
      ]);
      await expect(page.locator('.certificate-search__count').textContent()).resolves.toBe(
        '查询到 1 张证书',
      );
      const text = await card(page).textContent();
      for (const part of [
        HOLDER,
        '中华经典诵写讲大赛·诵读大赛',
        '优秀作品奖',
        NUMBER,
        '2026-07-20',
      ])
        expect(text).toContain(part);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `cert-search-portal-${width}`);

      await card(page)
        .getByRole('link', { name: /查看证书/ })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/certificate/detail/'));
      const paper = page.locator('.certificate-detail__paper');
      await paper.waitFor();
      await expect(page.locator('h1.page-title').textContent()).resolves.toBe('证书详情');
      await expect(paper.getByRole('heading', { name: '荣誉证书' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(paper.locator('.certificate-detail__body').textContent()).resolves.toBe(
        '张三：在「中华经典诵写讲大赛·诵读大赛」中荣获优秀作品奖。特发此证，以资鼓励。',
      );
      await expect(paper.textContent()).resolves.toContain(NUMBER);
      await expect(page.getByRole('button', { name: '打印证书' }).isVisible()).resolves.toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `cert-detail-portal-${width}`);
      expect(cspViolations).toEqual([]);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  it('a wrong number finds nothing: 未查询到证书', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/certificate/search`);
    await search(page, HOLDER, 'ZS2026SXJ000009', 'click');
    const state = page.locator('.certificate-search__state');
    await state.waitFor();
    await expect(state.textContent()).resolves.toBe('未查询到证书');
    await expect(page.locator('.certificate-card').count()).resolves.toBe(0);
    await context.close();
  });

  it('empty fields are told before anything is sent', async () => {
    const { page, context } = await openPage(browser);
    const sent = searchRequests(page);
    await page.goto(`${baseUrl}/certificate/search`);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.locator('.certificate-search__problem').textContent()).resolves.toBe(
      '请输入姓名和证书编号',
    );
    await page.getByLabel('姓名').fill(HOLDER);
    await page.getByLabel('姓名').press('Enter');
    await expect(page.locator('.certificate-search__problem').textContent()).resolves.toBe(
      '请输入证书编号',
    );
    // The number field took the focus for the visitor to type into.
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
    ).resolves.toBe('number');
    expect(sent).toEqual([]);
    await context.close();
  });

  it('an unknown id: 未查询到证书 with a link back to the search', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/certificate/detail/cert-unknown`);
    const missing = page.locator('[data-certificate-missing]');
    await missing.waitFor();
    await expect(missing.getByRole('status').textContent()).resolves.toBe('未查询到证书');
    await missing.getByRole('link', { name: '查询其他证书' }).click();
    await page.waitForURL(`${baseUrl}/certificate/search`);
    await page.getByLabel('证书编号').waitFor();
    await context.close();
  });
});

describe('certificates on a campaign site (/hd/sxj, dark)', () => {
  it.each([1440, 375])(
    'at %i px the search finds it and the detail stays under /hd/sxj',
    async (width) => {
      const { page, context, cspViolations, consoleErrors } = await openPage(browser, { width });
      await page.goto(`${baseUrl}/hd/sxj/certificate/search`);
      await page.locator('.site.theme-dark.site--campaign').waitFor();
      await search(page, HOLDER, NUMBER, 'click');
      await card(page).waitFor();
      const link = card(page).getByRole('link', { name: /查看证书/ });
      expect(await link.getAttribute('href')).toMatch(/^\/hd\/sxj\/certificate\/detail\/[\w-]+$/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `cert-search-sxj-${width}`);

      await link.click();
      await page.waitForURL((url) => url.pathname.startsWith('/hd/sxj/certificate/detail/'));
      await page.locator('.certificate-detail__paper').waitFor();
      await expect(page.locator('.certificate-detail__body').textContent()).resolves.toContain(
        '优秀作品奖',
      );
      // Still the campaign's shell: its header and menu.
      await expect(page.locator('header nav a', { hasText: '证书查询' }).count()).resolves.toBe(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `cert-detail-sxj-${width}`);
      await page.getByRole('link', { name: '查询其他证书' }).click();
      await page.waitForURL(`${baseUrl}/hd/sxj/certificate/search`);
      expect(cspViolations).toEqual([]);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    },
  );

  it.each([1440, 375])(
    "signed in as teacher, %i px: 我的证书 lists 张三's certificate",
    async (width) => {
      const { page, context, cspViolations } = await openPage(browser, { width });
      await signIn(page, baseUrl, 'teacher', '/hd/sxj/certificate/mine');
      await card(page).waitFor();
      await expect(page.locator('.certificate-mine__total').textContent()).resolves.toBe(
        '共 1 张证书',
      );
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `cert-mine-sxj-${width}`);
      await card(page)
        .getByRole('link', { name: /查看证书/ })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/hd/sxj/certificate/detail/'));
      await page.locator('.certificate-detail__paper').waitFor();
      expect(cspViolations).toEqual([]);
      await context.close();
    },
  );

  // 王芳 (guardian) takes part in no contest: no browser test issues her a certificate, whatever
  // order the files run in (contestJourney issues one to 李明).
  it('/hd/{hdmx}/certificate is the campaign certificate page (HD-ROUTE-03): /hd/diaa, /hd/kpzy', async () => {
    const { page, context } = await openPage(browser);
    for (const site of ['diaa', 'kpzy']) {
      await page.goto(`${baseUrl}/hd/${site}/certificate`);
      await expect(
        page.locator(`.site[data-site="hd-${site}"]`).getAttribute('data-theme'),
      ).resolves.toBe('dark');
      await search(page, HOLDER, NUMBER, 'click');
      const link = page.getByRole('link', { name: /查看证书/ });
      await expect(link.getAttribute('href')).resolves.toMatch(
        new RegExp(`^/hd/${site}/certificate/detail/`),
      );
    }
    await context.close();
  });

  it('signed in without certificates: 暂无证书 (/hd/zgm/certificate/mine)', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'guardian', '/hd/zgm/certificate/mine');
    const empty = page.locator('[data-certificate-mine="empty"]');
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toBe('暂无证书');
    await expect(page.locator('.certificate-card').count()).resolves.toBe(0);
    await screenshot(page, 'cert-mine-empty-zgm-1440');
    await context.close();
  });
});
