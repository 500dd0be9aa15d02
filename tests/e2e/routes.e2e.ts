/**
 * Main routes as a visitor meets them (seed 000 §2 main routes, §3, §6; ledger CORE-ROUTE-07,
 * 12..14, 26, CORE-CAT-01..08, A-06): the sport and art channels behind the subject permission
 * check (granted or refused per demo account by the stand-in), /teacherTraining?channelId,
 * the category entries of the channel pages (family, education reform, moral education, school
 * service, special education, labour education with its wisdom zone and navigation codes), and
 * the app download page.
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
  TAKE_SCREENSHOTS,
} from './browser';

const baseUrl = e2eBaseUrl();
const PERMISSION_CHECK = /\/svc\/course\/v1\/subject_permissions(\?|$)/;
const SECTIONS = /\/sections/;
const NO_ACCESS = '抱歉，您暂无访问权限';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request path (and query) the page sends from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    urls.push(`${url.pathname}${url.search}`);
  });
  return urls;
}

function expectCleanPage(watched: WatchedPage) {
  expect(watched.cspViolations).toEqual([]);
  // The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout).
  expect(watched.consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
}

/** Scrolls through the page so lazy images load, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** Opens `path` at 1440 and 375 px, waits for `ready`, and keeps a screenshot of each (scrolled through first). */
async function atBothWidths(
  path: string,
  name: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  for (const width of [1440, 375]) {
    const watched = await openPage(browser, { width, height: width === 375 ? 812 : 900 });
    await watched.page.goto(`${baseUrl}${path}`);
    await ready(watched.page);
    // Lazy images only matter to the full-page screenshot (images.e2e checks lazy loading).
    if (TAKE_SCREENSHOTS) await scrollThrough(watched.page);
    await screenshot(watched.page, `routes-${name}-${width}`);
    expectCleanPage(watched);
    await watched.context.close();
  }
}

describe('the sport and art channels (CORE-ROUTE-12..14)', () => {
  it('/sport shows the sport channel after the permission check, at 1440 and 375 px', async () => {
    await atBothWidths('/sport', 'sport', async (page) => {
      await page.getByRole('heading', { name: '体育', level: 1 }).waitFor();
      await page.getByText('大课间广播体操《七彩阳光》分解教学').first().waitFor();
    });
  });

  it('/art shows the art channel, at 1440 and 375 px', async () => {
    await atBothWidths('/art', 'art', async (page) => {
      await page.getByRole('heading', { name: '美育', level: 1 }).waitFor();
      await page.getByText('美育课堂').first().waitFor();
    });
  });

  it('asks the permission check before the channel content, and shows the page when granted', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/');
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/sport`);
    await page.getByText('大课间广播体操《七彩阳光》分解教学').first().waitFor();
    const check = requests.findIndex((url) => PERMISSION_CHECK.test(url));
    // The sport channel's own sections: the home page may still be loading its channels.
    const sections = requests.findIndex((url) => SECTIONS.test(url) && url.includes('area-sport'));
    expect(check).toBeGreaterThanOrEqual(0);
    expect(sections).toBeGreaterThan(check);
    await page.goto(`${baseUrl}/art/list?libraryId=lib-portal-art`);
    await page.locator('.content-list__heading').waitFor();
    await expect(page.getByText(NO_ACCESS).count()).resolves.toBe(0);
    await context.close();
  });

  it('a refused account sees the no-access view and no channel content on /sport and /art/list', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    // Land on the tips page, which reads no channel: nothing of the landing is still in flight.
    await signIn(page, baseUrl, 'learner', '/goTip');
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/sport`);
    await page.getByText(NO_ACCESS).waitFor();
    await expect(page.getByRole('link', { name: '返回首页' }).getAttribute('href')).resolves.toBe(
      '/',
    );
    await screenshot(page, 'routes-sport-denied-1440');
    await page.goto(`${baseUrl}/art/list?libraryId=lib-portal-art`);
    await page.getByText(NO_ACCESS).waitFor();
    expect(requests.some((url) => PERMISSION_CHECK.test(url))).toBe(true);
    expect(requests.filter((url) => SECTIONS.test(url))).toEqual([]);
    await expect(page.locator('.content-list').count()).resolves.toBe(0);
    await context.close();
  });

  it('answers per account and subject: the minor may open sport but not art', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    await signIn(page, baseUrl, 'minor', '/');
    await page.goto(`${baseUrl}/sport`);
    await page.getByText('大课间广播体操《七彩阳光》分解教学').first().waitFor();
    await page.goto(`${baseUrl}/art`);
    await page.getByText(NO_ACCESS).waitFor();
    await screenshot(page, 'routes-art-denied-375');
    await expect(page.getByText('美育课堂').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('/teacherTraining (CORE-ROUTE-07)', () => {
  it('?channelId=C without libraryId shows that channel’s sections', async () => {
    const { page, context } = await openPage(browser);
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/teacherTraining?channelId=area-sport`);
    await page.getByText('大课间广播体操《七彩阳光》分解教学').first().waitFor();
    expect(requests.some((url) => url.includes('area-sport'))).toBe(true);
    await expect(page.getByText('请选择要查看的栏目').count()).resolves.toBe(0);
    await screenshot(page, 'routes-teacherTraining-channel-1440');
    await page.goto(`${baseUrl}/teacherTraining?channelId=area-sport&libraryId=lib-portal-sport`);
    await page.locator('.content-list__heading').waitFor();
    await context.close();
  });

  it('?firstLevel=F without libraryId filters the teacher-training library with F selected', async () => {
    const { page, context } = await openPage(browser);
    const requests = recordRequests(page);
    await page.goto(`${baseUrl}/teacherTraining?firstLevel=sddjt`);
    await page.locator('.content-list__heading', { hasText: '师德大讲堂' }).waitFor();
    await expect(
      page.getByRole('button', { name: '师德大讲堂' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.locator('.content-list__item').first().waitFor();
    expect(requests.some((url) => url.includes('lib-portal-teacherTraining'))).toBe(true);
    await expect(page.getByText('请选择要查看的栏目').count()).resolves.toBe(0);
    await context.close();
  });
});

/** Each link of the category-entries block headed `heading`: [name, href], once loaded. */
async function categoryEntries(page: Page, heading: string): Promise<[string, string][]> {
  const block = page.locator('.category-entries', {
    has: page.getByRole('heading', { name: heading, exact: true, level: 2 }),
  });
  await block.locator('.category-entries__link').first().waitFor();
  return block
    .locator('.category-entries__link')
    .evaluateAll((links) =>
      links.map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']),
    );
}

/** The category-entries links of `path` at 1440 px (one block, the default heading). */
async function entriesOf(path: string, heading = '分类导航'): Promise<[string, string][]> {
  const { page, context } = await openPage(browser);
  await page.goto(`${baseUrl}${path}`);
  const entries = await categoryEntries(page, heading);
  await context.close();
  return entries;
}

describe('category entries on the channel pages (CORE-CAT-01..08, CORE-ROUTE-15..17)', () => {
  it('/family shows its 3 categories, each opening /family/{code}/catalog', async () => {
    await atBothWidths('/family', 'family', async (page) => {
      await page
        .locator('.category-entries')
        .getByRole('link', { name: '家教观念', exact: true })
        .waitFor();
      await page.getByText('家长如何陪伴孩子度过青春期').first().waitFor();
    });
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/family`);
    const entries = page.locator('.category-entries__link');
    await entries.first().waitFor();
    await expect(
      entries.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(['/family/jygn/catalog', '/family/jyff/catalog', '/family/jyzd/catalog']);
    await page
      .locator('.category-entries')
      .getByRole('link', { name: '家教方法', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/family/jyff/catalog');
    await page.locator('.content-list__heading', { hasText: '家教方法' }).waitFor();
    await context.close();
  });

  it('/eduReform shows its 9 categories, each opening /eduReform/catalog with it chosen', async () => {
    await atBothWidths('/eduReform', 'eduReform', async (page) => {
      await page
        .locator('.category-entries')
        .getByRole('link', { name: '党建引领', exact: true })
        .waitFor();
      await page.getByText('“双减”背景下的课后服务体系建设').first().waitFor();
    });
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/eduReform`);
    const entries = page.locator('.category-entries__link');
    await entries.first().waitFor();
    await expect(entries.count()).resolves.toBe(9);
    await page
      .locator('.category-entries')
      .getByRole('link', { name: '义务教育', exact: true })
      .click();
    await page.waitForURL((url) => url.search === '?firstLevel=ywjy');
    await page.locator('.content-list__heading', { hasText: '义务教育' }).waitFor();
    await context.close();
  });

  it('/sedu shows its channel and categories', async () => {
    await atBothWidths('/sedu', 'sedu', async (page) => {
      await page.getByRole('heading', { name: '德育', level: 1 }).waitFor();
      await page
        .locator('.category-entries')
        .getByRole('link', { name: '爱国主义教育', exact: true })
        .waitFor();
      await page.getByText('红色故事我来讲：小英雄雨来').first().waitFor();
    });
    // CORE-CAT-02: the nine moral-education categories, each opening /sedu/{code}/catalog.
    await expect(entriesOf('/sedu')).resolves.toEqual([
      ['党史学习教育', '/sedu/dsxx/catalog'],
      ['爱国主义教育', '/sedu/agzy/catalog'],
      ['宪法法治教育', '/sedu/xffz/catalog'],
      ['品德教育', '/sedu/pdjy/catalog'],
      ['思政课程', '/sedu/kcjx/catalog'],
      ['中华优秀传统文化', '/sedu/yxctwh/catalog'],
      ['生命与安全教育', '/sedu/smyaq/catalog'],
      ['心理健康教育', '/sedu/xljk/catalog'],
      ['生态文明教育', '/sedu/stwm/catalog'],
    ]);
  });

  it('/schoolService shows its channel and categories', async () => {
    await atBothWidths('/schoolService', 'schoolService', async (page) => {
      await page.getByRole('heading', { name: '课后服务', level: 1 }).waitFor();
      await page
        .locator('.category-entries')
        .getByRole('link', { name: '科普教育', exact: true })
        .waitFor();
      await page.getByText('科学小实验：会跳舞的盐').first().waitFor();
    });
    // CORE-CAT-04: the seven school-service categories, each opening its catalogue page.
    await expect(entriesOf('/schoolService')).resolves.toEqual([
      ['科普教育', '/schoolService/kpjy/catalog'],
      ['体育锻炼', '/schoolService/tydl/catalog'],
      ['文化艺术', '/schoolService/whys/catalog'],
      ['非遗文化', '/schoolService/fywh/catalog'],
      ['经典阅读', '/schoolService/jdyd/catalog'],
      ['影视赏析', '/schoolService/yxsj/catalog'],
      ['研学实践', '/schoolService/ysjy/catalog'],
    ]);
  });

  it('/specialEdu shows its channel; a category opens its list, whose breadcrumb leads back', async () => {
    await atBothWidths('/specialEdu', 'specialEdu', async (page) => {
      await page.getByRole('heading', { name: '特殊教育', level: 1 }).waitFor();
      await page.getByText('融合教育：普通班级中的个别化支持').first().waitFor();
    });
    // CORE-CAT-01: the eight special-education categories, each opening its list.
    const list = '/specialEdu/list?libraryId=lib-portal-specialEdu&firstLevel=';
    await expect(entriesOf('/specialEdu')).resolves.toEqual(
      [
        ['特教发展', 'tjfz'],
        ['特教思政', 'tjsz'],
        ['特教教研', 'tjjy'],
        ['特教教材', 'tjjc'],
        ['融合教育', 'rhjy'],
        ['特教活动', 'tjhd'],
        ['特教教师', 'txjs'],
        ['学生资源', 'xszy'],
      ].map(([name, code]) => [name, `${list}${code}`]),
    );
    const { page, context } = await openPage(browser);
    // The three categories the audit found missing open lists with content.
    for (const [name, item] of [
      ['特教发展', '特殊教育发展提升行动解读'],
      ['特教思政', '特教学校思政课：我爱我的祖国'],
      ['特教教研', '培智学校生活语文的集体教研'],
    ]) {
      await page.goto(`${baseUrl}/specialEdu`);
      await page.locator('.category-entries').getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/specialEdu/list');
      await page.locator('.content-list__heading', { hasText: name }).waitFor();
      await page.locator('.content-list__item', { hasText: item }).waitFor();
    }
    await page.goto(`${baseUrl}/specialEdu`);
    await page
      .locator('.category-entries')
      .getByRole('link', { name: '融合教育', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/specialEdu/list');
    await page.locator('.content-list__heading', { hasText: '融合教育' }).waitFor();
    await page.getByRole('link', { name: '特殊教育' }).first().click();
    await page.waitForURL((url) => url.pathname === '/specialEdu');
    await context.close();
  });

  it('/labourEdu shows the labour categories, the wisdom-and-skills zone and the navigation codes (CORE-CAT-06..08)', async () => {
    await atBothWidths('/labourEdu', 'labourEdu', async (page) => {
      await page.getByRole('heading', { name: '劳动教育', level: 1 }).waitFor();
      await page.getByRole('heading', { name: '智慧技能专区', level: 2 }).waitFor();
      await page.locator('.category-entries__link', { hasText: '作业改革' }).waitFor();
      await page.getByText('整理与收纳：我的书桌我做主').first().waitFor();
    });
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/labourEdu`);
    const catalog = (code: string) => `/labourEdu/${code}/catalog`;
    const wisdom = (code: string) => `/labourEdu/wisdom/${code}/catalog`;
    const navigation = (code: string) => `/labourEdu/navigation/${code}/catalog`;
    await expect(categoryEntries(page, '劳动教育分类')).resolves.toEqual([
      ['日常生活劳动', catalog('xjptld')],
      ['生产劳动', catalog('zcwjjjd')],
      ['服务性劳动', catalog('zmldz')],
      ['劳动精神', catalog('ldjjyj')],
    ]);
    await expect(categoryEntries(page, '智慧技能专区')).resolves.toEqual([
      ['案例集锦', wisdom('aljj')],
      ['技能示范', wisdom('jnsf')],
      ['创新创业', wisdom('cxcy')],
    ]);
    await expect(categoryEntries(page, '专题导航')).resolves.toEqual([
      ['一地一案', navigation('odfa')],
      ['作业改革', navigation('zygg')],
    ]);
    // Each kind of entry opens a list with its content, whose filter row offers only its own
    // zone's categories (the zones once shared the labour library: all nine were offered).
    for (const [name, path, item, filters] of [
      [
        '生产劳动',
        catalog('zcwjjjd'),
        '校园种植园：番茄的育苗与移栽',
        ['日常生活劳动', '生产劳动', '服务性劳动', '劳动精神'],
      ],
      [
        '技能示范',
        wisdom('jnsf'),
        '技能示范：安全使用手锯与电钻',
        ['案例集锦', '技能示范', '创新创业'],
      ],
      [
        '作业改革',
        navigation('zygg'),
        '劳动作业改革：每周一次家庭劳动作业',
        ['一地一案', '作业改革'],
      ],
    ] as const) {
      await page.goto(`${baseUrl}/labourEdu`);
      await page.locator('.category-entries').getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('.content-list__heading', { hasText: name }).waitFor();
      await page.locator('.content-list__item', { hasText: item }).waitFor();
      const firstRow = page.locator('.content-list__filter-row').first();
      const options = (await firstRow.locator('button').allTextContents()).filter(
        (text) => text !== '全部',
      );
      expect(options).toEqual(filters);
    }
    await page.getByRole('link', { name: '劳动教育', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/labourEdu');
    await context.close();
  });
});

describe('/download_app (CORE-ROUTE-26, CORE-FLOAT-05, CORE-DLBAR-04)', () => {
  it('shows the three download entries and neither the float bar nor the top download bar', async () => {
    await atBothWidths('/download_app', 'download-app', async (page) => {
      await page.getByRole('heading', { name: '下载智慧中小学APP', level: 1 }).waitFor();
      await page.getByRole('img', { name: '手机APP下载二维码' }).waitFor();
      await page.getByRole('img', { name: 'Pad HD版下载二维码' }).waitFor();
      await page.getByRole('link', { name: '下载 Windows 版' }).waitFor();
    });
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-download-bar]').waitFor();
    await page.locator('[data-float-bar]').waitFor();
    await page.locator('[data-download-bar]').getByRole('link', { name: 'Pad HD版' }).click();
    await page.waitForURL((url) => url.pathname === '/download_app');
    await page.getByRole('link', { name: '下载 Windows 版' }).waitFor();
    await expect(page.locator('[data-entry="pad"]').getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    await expect(
      page.getByRole('link', { name: '下载 Windows 版' }).getAttribute('href'),
    ).resolves.toBe('/svc/static/download/smartedu-setup-2.2.22.exe');
    await expect(page.locator('[data-download-bar]').count()).resolves.toBe(0);
    await expect(page.locator('[data-float-bar]').count()).resolves.toBe(0);
    await expect(page.title()).resolves.toContain('下载智慧中小学APP');
    await context.close();
  });
});

describe('the platform text pages (CORE-ROUTE-34)', () => {
  it('/introduce, /introduction and /catalogue show their text', async () => {
    await atBothWidths('/introduce', 'introduce', async (page) => {
      await page.getByRole('heading', { name: '平台介绍', level: 1 }).waitFor();
      await page.getByText('国家中小学智慧教育平台是教育部建设的').waitFor();
    });
    await atBothWidths('/introduction', 'introduction', async (page) => {
      await page.getByRole('heading', { name: '平台简介', level: 1 }).waitFor();
      await page.getByRole('heading', { name: '建设目标' }).waitFor();
    });
    await atBothWidths('/catalogue', 'catalogue', async (page) => {
      await page.getByRole('heading', { name: '资源目录', level: 1 }).waitFor();
      await page.getByText('家教观念、家教方法、家教指导三类资源').waitFor();
    });
  });
});

describe('/ucAccount (CORE-ROUTE-30, CORE-API-39)', () => {
  it('sends a visitor who is not signed in to sign in', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/ucAccount`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toContain('/ucAccount');
    await context.close();
  });

  it('shows the account and binds a mobile with the SMS code, at 1440 and 375 px', async () => {
    for (const width of [1440, 375]) {
      const watched = await openPage(browser, { width, height: width === 375 ? 812 : 900 });
      const { page, context } = watched;
      await signIn(page, baseUrl, 'electric', '/ucAccount');
      await page.getByRole('heading', { name: '我的账号', level: 1 }).waitFor();
      await page.locator('.uc-account__info').getByText('陈伟').waitFor();
      await screenshot(page, `routes-ucAccount-${width}`);
      if (width === 1440) {
        await page.getByPlaceholder('请输入11位手机号').fill('13912345678');
        await page.getByRole('button', { name: '获取验证码' }).click();
        await page.getByText('验证码已发送，请查收短信').waitFor();
        await page.getByPlaceholder('请输入6位验证码').fill('000000');
        await page.getByRole('button', { name: '绑定手机号' }).click();
        await expect(page.getByRole('alert').textContent()).resolves.toBe('验证码错误');
        await page.getByPlaceholder('请输入6位验证码').fill('246810');
        await page.getByRole('button', { name: '绑定手机号' }).click();
        await page.getByText('手机号绑定成功').waitFor();
        await page.locator('.uc-account__info').getByText('139****5678').waitFor();
        await screenshot(page, 'routes-ucAccount-bound-1440');
      }
      expectCleanPage({
        ...watched,
        // the refused code answers 400 by design
        consoleErrors: watched.consoleErrors.filter((text) => !text.includes('status of 400')),
      });
      await context.close();
    }
  });
});

describe('/areaAdmin (CORE-ROUTE-30, CORE-API-36)', () => {
  it("shows an education administrator the managed areas' schools, at 1440 and 375 px", async () => {
    for (const width of [1440, 375]) {
      const watched = await openPage(browser, { width, height: width === 375 ? 812 : 900 });
      const { page, context } = watched;
      const requests = recordRequests(page);
      await signIn(page, baseUrl, 'eduadmin', '/areaAdmin');
      await page.getByRole('heading', { name: '地区管理', level: 1 }).waitFor();
      await page.getByRole('rowheader', { name: '海淀区实验小学' }).waitFor();
      expect(requests.some((url) => url.includes('/svc/uc/v1/private/areas/schools/110108'))).toBe(
        true,
      );
      await page.getByRole('button', { name: '北京市朝阳区' }).click();
      await page.getByRole('rowheader', { name: '朝阳区第八十中学' }).waitFor();
      await screenshot(page, `routes-areaAdmin-${width}`);
      expectCleanPage(watched);
      await context.close();
    }
  });

  it('refuses anyone else with the no-access view', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/areaAdmin');
    await page.getByText(NO_ACCESS).waitFor();
    await expect(page.locator('.area-admin').count()).resolves.toBe(0);
    await context.close();
  });
});
