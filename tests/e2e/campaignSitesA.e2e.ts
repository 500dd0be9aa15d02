/**
 * Five campaign skins chosen by path prefix (seed 000 §2 Channel landing page; seed 001 §1, §2;
 * ledger CORE-CHAN-12, HD-MENU-10/12/13/14, HD-SITE-01/03..06/08/13/27, HD-SXJ-01..07):
 * /hd/zgm, the three editions of 中华经典诵写讲大赛 (/hd/sxj, /hd/b-sxj, /hd/c-sxj) and the
 * digital-literacy home /hd/dnds each render their own skin root, header and menu, and their home
 * shows sections of their own channel. 我的证书 on zgm sends a visitor who is not signed in to
 * sign in; the recitation contest pages enrol with the edition's activity id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RECITATION_TITLE = '中华经典诵写讲大赛';
const RECITATION_MENU = [
  '首页',
  '新闻通知',
  '诵读大赛',
  '讲解大赛',
  '书写大赛',
  '篆刻大赛',
  '大赛说明',
  '证书查询',
  '联系我们',
];

interface Skin {
  key: string;
  title: string;
  menu: string[];
  /** Section titles seeded on the site's own channel, in order. */
  sections: string[];
}

const SKINS: Skin[] = [
  {
    key: 'zgm',
    title: '“中国梦”主题教育实践活动',
    menu: ['首页', '活动资讯', '视频展播', '我的证书'],
    sections: ['活动资讯', '视频展播'],
  },
  {
    key: 'sxj',
    title: RECITATION_TITLE,
    menu: RECITATION_MENU,
    sections: ['四项赛事', '新闻通知'],
  },
  {
    key: 'b-sxj',
    title: RECITATION_TITLE,
    menu: RECITATION_MENU,
    sections: ['四项赛事', '新闻通知'],
  },
  {
    key: 'c-sxj',
    title: RECITATION_TITLE,
    menu: RECITATION_MENU,
    sections: ['四项赛事', '新闻通知', '获奖作品'],
  },
  {
    key: 'dnds',
    title: '全国中小学师生数字素养提升实践活动',
    menu: ['首页', '活动动态', '通知公告', '证书查询'],
    sections: ['活动入口', '活动动态', '通知公告'],
  },
];

async function openSkin(page: Page, key: string, path = '') {
  await page.goto(`${baseUrl}/hd/${key}${path}`);
  await page.locator(`.site[data-skin="${key}"] header .site-header__title`).waitFor();
}

describe('campaign skins by path prefix (CORE-CHAN-12)', () => {
  it.each(SKINS)(
    '/hd/$key renders its skin, header, menu and channel sections',
    async ({ key, title, menu, sections }) => {
      for (const width of [1440, 375]) {
        const { page, context, cspViolations } = await openPage(browser, { width });
        await openSkin(page, key);
        const root = page.locator(`.site[data-skin="${key}"]`);
        await expect(root.getAttribute('data-site')).resolves.toBe(`hd-${key}`);
        await expect(root.locator('header .site-header__title').textContent()).resolves.toBe(title);
        await expect(root.locator('header nav a').allTextContents()).resolves.toEqual(menu);
        // Sections render as their block code arrives: wait until all of them are there.
        await expect
          .poll(() => root.locator('.section-frame__title').allTextContents())
          .toEqual(sections);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `campaignSitesA-${key}-${width}`);
        expect(cspViolations).toEqual([]);
        await context.close();
      }
    },
  );
});

describe('/hd/zgm 我的证书 (HD-MENU-13, HD-MENU-14)', () => {
  it('sends a visitor who is not signed in to sign in, not to the certificate page', async () => {
    const { page, context } = await openPage(browser);
    await openSkin(page, 'zgm');
    await page.locator('header nav a', { hasText: '我的证书' }).click();
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain(
      '/hd/zgm/certificate/mine',
    );
    await context.close();
  });

  it('opens /hd/zgm/certificate/mine for a signed-in student', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'student', '/hd/zgm');
    await page.locator('header nav a', { hasText: '我的证书' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/zgm/certificate/mine');
    await expect(page.locator('h1.page-title').textContent()).resolves.toBe('我的证书');
    await context.close();
  });
});

describe('recitation editions (HD-MENU-10, HD-SITE-03/04/05/06, HD-SXJ-02/06/07)', () => {
  const SUB_PAGES: [string, string][] = [
    ['/news', '新闻通知'],
    ['/sdds', '诵读大赛'],
    ['/jjds', '讲解大赛'],
    ['/sxds', '书写大赛'],
    ['/zkds', '篆刻大赛'],
    ['/explain', '大赛说明'],
    ['/certificate/search', '证书查询'],
    ['/contact', '联系我们'],
  ];

  it.each(['sxj', 'b-sxj', 'c-sxj'])(
    '/hd/%s: each menu item opens its page with the edition header',
    async (key) => {
      const { page, context } = await openPage(browser);
      await openSkin(page, key);
      const hrefs = await page
        .locator('header nav a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual([`/hd/${key}`, ...SUB_PAGES.map(([path]) => `/hd/${key}${path}`)]);
      // HD-SXJ-02: the home lists the four contests.
      await page.locator('.icon-nav__link').first().waitFor();
      await expect(
        page
          .locator('.icon-nav__link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).resolves.toEqual(['sdds', 'jjds', 'sxds', 'zkds'].map((code) => `/hd/${key}/${code}`));
      for (const [path, heading] of SUB_PAGES) {
        await openSkin(page, key, path);
        await page.locator('h1', { hasText: heading }).first().waitFor();
        await expect(page.locator('header nav a.is-current').textContent()).resolves.toBe(heading);
        await expect(page.getByText('页面不存在').count()).resolves.toBe(0);
      }
      await context.close();
    },
  );

  it('the award-works grid is on edition c only; its items open the url or the detail page', async () => {
    const { page, context } = await openPage(browser);
    for (const key of ['sxj', 'b-sxj']) {
      await openSkin(page, key);
      await page.locator('.section-frame__title', { hasText: '新闻通知' }).waitFor();
      await expect(
        page.locator('.section-frame__title', { hasText: '获奖作品' }).count(),
      ).resolves.toBe(0);
    }
    await openSkin(page, 'c-sxj');
    const awards = page.locator('.section-frame', {
      has: page.locator('.section-frame__title', { hasText: '获奖作品' }),
    });
    await awards.locator('a[href]').first().waitFor();
    const hrefs = await awards
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.includes('/hd/c-sxj/detail?contentId=c-sxj-award-001'))).toBe(
      true,
    );
    expect(hrefs.some((href) => href.includes('jingdian.smartedu.example'))).toBe(true);
    await context.close();
  });

  it('a signed-in student enrols in edition b recitation with activity 117 (HD-SXJ-04/06)', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'student', '/hd/b-sxj/sdds');
    // Press only once the header knows the student: a press while the login check still runs
    // would be judged as logged out.
    await page.locator('.site-header__account[data-login-state="in"]').waitFor();
    await page.locator('[data-gate="enroll"]').click();
    await page.waitForURL((url) => url.pathname === '/hd/b-sxj/contest/117/enroll');
    // The contest page stays on screen until the enrol page has loaded: wait for the new one.
    const summary = page.locator('.contest-summary[data-contest-id="117"]');
    await summary.waitFor();
    await expect(summary.locator('.contest-summary__title').textContent()).resolves.toBe(
      '中华经典诵写讲大赛·诵读大赛',
    );
    await expect(page.locator('h1.page-title').textContent()).resolves.toBe('活动报名');
    await context.close();
  });
});

describe('/hd/dnds (HD-SITE-13, HD-SITE-27)', () => {
  it('has exactly the two entries /hd/dndsstudent and /hd/dndsteacher', async () => {
    const { page, context } = await openPage(browser);
    await openSkin(page, 'dnds');
    const entries = page.locator('.section-frame', {
      has: page.locator('.section-frame__title', { hasText: '活动入口' }),
    });
    await entries.locator('a[href]').first().waitFor();
    await expect(
      entries
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(['/hd/dndsstudent', '/hd/dndsteacher']);
    await context.close();
  });

  it('opens an article of a list in /hd/dnds/detail with the dnds header', async () => {
    const { page, context } = await openPage(browser);
    await openSkin(page, 'dnds');
    await page.locator('header nav a', { hasText: '通知公告' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/dnds/list');
    expect(new URL(page.url()).searchParams.get('libraryId')).toBe('dnds-notice');
    const first = page.getByText('学生项目活动报名指南');
    await first.waitFor();
    await first.click();
    await page.waitForURL((url) => url.pathname === '/hd/dnds/detail');
    await page.getByText('学生登录平台后进入', { exact: false }).first().waitFor();
    await expect(page.locator('.site[data-skin="dnds"] header nav a').count()).resolves.toBe(4);
    await context.close();
  });
});
