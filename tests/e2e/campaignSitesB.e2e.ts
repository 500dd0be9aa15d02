/**
 * Five campaign skins chosen by path prefix (seed 001 §1, §2; ledger CORE-CHAN-12) and one
 * chosen by host (CORE-CHAN-13):
 *
 * - /hd/dndsstudent and /hd/dndsteacher: the digital-literacy header names the audience (学生 /
 *   教师) and the menu 首页, 活动动态, 通知公告, 活动报名 (students) or 常规项目报名 and 专项报名
 *   (teachers), 作品展示; the home shows the seeded channel's lists;
 * - /hd/yz and /hd/tjjxj: the special-education aids home with its own tabs of sections (a
 *   type-26 group), and /hd/tjjxj/list;
 * - /hd/diaa: menu 首页, 新闻通知, 专家委员会, 活动说明, 成绩公布, 证书查询, 报名参赛; the home
 *   shows the eight static topic cards linking to contest/{contestId}/enroll and score?pos={n}
 *   (n the topic number, A-48; the contest list and score page: diaa.e2e.ts);
 * - on the diaa host of the local environment (`campaignHosts`, diaa.localhost) the diaa skin
 *   renders at / with its home link / and its routes relative to /.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
/** The diaa host of the local environment (chromium resolves *.localhost to this machine). */
const diaaHostUrl = baseUrl.replace('127.0.0.1', 'diaa.localhost');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SkinCase {
  key: string;
  title: string;
  subtitle: string;
  menu: string[];
  /** Section titles of the seeded channel shown on the home. */
  sections: string[];
  /** One seeded item title shown on the home. */
  item: string;
}

const SKINS: SkinCase[] = [
  {
    key: 'dndsstudent',
    title: '数字素养提升活动',
    subtitle: '学生',
    menu: ['首页', '活动动态', '通知公告', '活动报名', '作品展示'],
    sections: ['活动动态', '通知公告', '优秀作品'],
    item: '2026年全国中小学生数字素养提升活动正式启动',
  },
  {
    key: 'dndsteacher',
    title: '数字素养提升活动',
    subtitle: '教师',
    menu: ['首页', '活动动态', '通知公告', '常规项目报名', '专项报名', '作品展示'],
    sections: ['活动动态', '通知公告', '优秀案例'],
    item: '人工智能赋能教学专项申报指南',
  },
  {
    key: 'yz',
    title: '特殊教育优秀教具展示',
    subtitle: '国家中小学智慧教育平台',
    menu: ['首页', '资讯动态'],
    sections: ['教具展示', '资讯动态'],
    item: '盲文拼读触摸板',
  },
  {
    key: 'tjjxj',
    title: '特殊教育教具学具征集展示',
    subtitle: '国家中小学智慧教育平台',
    menu: ['首页', '资讯动态'],
    sections: ['征集展示', '通知资讯'],
    item: '多感官识字积木',
  },
  {
    key: 'diaa',
    title: '全国中小学教育数据创新应用大赛',
    subtitle: '数据创新大赛',
    menu: ['首页', '新闻通知', '专家委员会', '活动说明', '成绩公布', '证书查询', '报名参赛'],
    sections: ['新闻通知'],
    item: '关于举办全国中小学教育数据创新应用大赛的通知',
  },
];

async function expectSkin(page: Page, skin: SkinCase) {
  await page.locator(`[data-skin="${skin.key}"]`).waitFor();
  await page.getByText(skin.item, { exact: true }).first().waitFor();
  await expect(page.locator('header .site-header__title').textContent()).resolves.toBe(skin.title);
  await expect(page.locator('header .site-header__subtitle').textContent()).resolves.toBe(
    skin.subtitle,
  );
  await expect(page.locator('header nav a').allTextContents()).resolves.toEqual(skin.menu);
  const headings = await page.locator('main h2').allTextContents();
  for (const section of skin.sections) expect(headings).toContain(section);
}

describe('campaign skins by path prefix (CORE-CHAN-12)', () => {
  it.each(SKINS)(
    '/hd/$key renders its own skin, header, menu and seeded sections',
    async (skin) => {
      for (const width of [1440, 375]) {
        const { page, context, consoleErrors } = await openPage(browser, { width });
        await page.goto(`${baseUrl}/hd/${skin.key}`);
        await expectSkin(page, skin);
        // The standard portal page is not what renders.
        await expect(page.locator('[data-site="portal"]').count()).resolves.toBe(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `campaign-${skin.key}-${width}`);
        // A logged-out visitor's session check answers 401; anything else is a fault.
        expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
        await context.close();
      }
    },
  );

  it('/hd/yz: the aids home has its own tabs of sections; a tab shows its own items', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/yz`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    await expect(tabs.allTextContents()).resolves.toEqual([
      '视障教育',
      '听障教育',
      '智力障碍教育',
      '孤独症教育',
    ]);
    await page.getByRole('tab', { name: '孤独症教育' }).click();
    await page.getByText('视觉日程表', { exact: true }).first().waitFor();
    await context.close();
  });

  it('/hd/tjjxj/list lists the library named by libraryId, each item opening /detail', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/tjjxj/list?libraryId=tjjxj-news`);
    await page.locator('[data-skin="tjjxj"] .library-list__item').first().waitFor();
    await expect(page.locator('.library-list__item').count()).resolves.toBe(5);
    await expect(page.locator('header nav a[aria-current="page"]').textContent()).resolves.toBe(
      '资讯动态',
    );
    await page.getByRole('link', { name: '教具学具作品提交与展示说明' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/tjjxj/detail');
    await page.getByText('教具学具作品提交与展示说明').first().waitFor();
    await context.close();
  });

  it('/hd/dndsstudent: 通知公告 lists the notices and alone is the current menu item', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/dndsstudent`);
    await page.locator('header nav a', { hasText: '通知公告' }).click();
    await page.waitForURL((url) => url.searchParams.get('libraryId') === 'dndsstudent-notice');
    await page.getByText('学生作品提交格式与命名规范说明').waitFor();
    await expect(page.locator('.library-list__item').count()).resolves.toBe(4);
    await expect(
      page.locator('header nav a[aria-current="page"]').allTextContents(),
    ).resolves.toEqual(['通知公告']);
    await context.close();
  });

  it('/hd/diaa: eight topic cards, a join menu of anchors #anchor_1…#anchor_8, enrol and score links', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/diaa`);
    const cards = page.locator('[data-skin="diaa"] .topic-cards__card');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(8);
    await expect(cards.nth(0).locator('h3').textContent()).resolves.toBe('赛题1精品课视频资源分析');
    await expect(cards.nth(7).locator('h3').textContent()).resolves.toBe(
      '赛题8生成式人工智能教学创新',
    );
    await expect(
      page.getByRole('navigation', { name: '报名参赛' }).getByRole('link').count(),
    ).resolves.toBe(8);
    await expect(
      cards.nth(2).getByRole('link', { name: '立即报名' }).getAttribute('href'),
    ).resolves.toBe('/hd/diaa/contest/diaa2024-t3/enroll');
    await expect(
      cards.nth(2).getByRole('link', { name: '成绩公布' }).getAttribute('href'),
    ).resolves.toBe('/hd/diaa/score?pos=3');
    // Seed 001 §9 (HD-DIAA-23): the intro shows the period May–December 2024, and every topic's
    // dates fall within mid-June to 10 October 2024.
    await page.getByText('活动时间：2024年5月至12月', { exact: false }).first().waitFor();
    const dates = await cards.locator('.topic-cards__date').allTextContents();
    expect(dates).toHaveLength(8);
    for (const date of dates) {
      const [from, to] = [...date.matchAll(/(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日/g)].map((match) =>
        Date.UTC(2024, Number(match[2]) - 1, Number(match[3])),
      );
      expect([date, from >= Date.UTC(2024, 5, 15) && to <= Date.UTC(2024, 9, 10)]).toEqual([
        date,
        true,
      ]);
      expect(date).toContain('2024年');
    }
    // The join menu scrolls to topic 6, 72 px below the top.
    await page.getByRole('navigation', { name: '报名参赛' }).getByRole('link').nth(5).click();
    await page.waitForURL((url) => url.hash === '#anchor_6');
    await expect
      .poll(() => cards.nth(5).evaluate((card) => Math.round(card.getBoundingClientRect().top)))
      .toBe(72);
    await context.close();
  });
});

describe('campaign skin by host (CORE-CHAN-13)', () => {
  it('on the diaa host, / renders the diaa skin with its home link / and routes under /', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${diaaHostUrl}/`);
    await expectSkin(
      page,
      SKINS.find((skin) => skin.key === 'diaa')!,
    );
    await expect(page.locator('[data-skin="diaa"] .topic-cards__card').count()).resolves.toBe(8);
    await expect(page.locator('header .site-header__brand').getAttribute('href')).resolves.toBe(
      '/',
    );
    await expect(
      page
        .locator('.topic-cards__card')
        .first()
        .getByRole('link', { name: '立即报名' })
        .getAttribute('href'),
    ).resolves.toBe('/contest/diaa2024-t1/enroll');
    await screenshot(page, 'campaign-diaa-host-1440');

    await page.locator('header nav a', { hasText: '专家委员会' }).click();
    await page.waitForURL((url) => url.pathname === '/experts');
    await page.locator('[data-skin="diaa"] .library-list__item').first().waitFor();
    await expect(page.locator('h1.page-title').textContent()).resolves.toBe('专家委员会');
    await context.close();
  });

  it('the same address on the ordinary host is the portal', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator('.site[data-site="portal"]').waitFor();
    await expect(page.locator('[data-skin]').count()).resolves.toBe(0);
    await context.close();
  });
});
