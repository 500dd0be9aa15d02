/**
 * The data contest /hd/diaa (issue 13 point 4; seed 001 §2 "Data contest page", §3, §4, §5;
 * ledger HD-DIAA-02, 14..22, HD-SITE-19, HD-GATE-33, A-45, A-48, A-49). The home's skin, topic
 * cards and anchors are in campaignSitesB.e2e.ts; this file covers the contest list of the
 * channel's type-20 section, the score page and the teams page:
 *
 * - the list shows each status's badge and buttons (seeded: t1 1, t2 1, t3 3, t4 4, t5 2, t6 0,
 *   t7 5 with an external link, t8 1, and the overseas contest in its 海外 group);
 * - status 0 says 活动暂未发布; status 1 runs the enrol gate (closed on the topics' own 2024
 *   calendar, open under the `diaa-open` scenario); status 3's 成绩公布 opens score?pos=3 with
 *   tab 3 selected; status 5 opens its link in a new window;
 * - the header's 报名参赛 lands on the list 72 px below the top;
 * - the score page of the ended topic 4 ranks its published works;
 * - a student builds a team and meets the service's rule refusals (under `diaa-open`).
 *
 * The seeded state is the topics' 2024 calendar (seed 001 §9), on which enrolment has closed;
 * the tests that enrol switch the stand-in to `diaa-open`, and the file leaves it as seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  e2eBaseUrl,
  launchBrowser,
  openPage,
  screenshot,
  setScenario,
  signIn,
  toastText,
} from './browser';

const baseUrl = e2eBaseUrl();
const EXTERNAL = 'https://ext.example/diaa-t7';
let browser: Browser;

beforeAll(async () => {
  await setScenario(baseUrl, 'default');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await setScenario(baseUrl, 'default');
});

const entry = (page: Page, contestId: string) =>
  page.locator(`.contest-list__entry[data-contest-id="${contestId}"]`);

/** Badge text and the labels of the entry's buttons and links. */
async function entryView(page: Page, contestId: string) {
  const item = entry(page, contestId);
  return {
    badge: await item.locator('.contest-list__badge').textContent(),
    actions: await item.locator('.contest-list__actions > *').allTextContents(),
  };
}

describe('the contest list on the /hd/diaa home', () => {
  it('shows every status with its badge and buttons, overseas in 海外 (1440 and 375 px)', async () => {
    for (const width of [1440, 375]) {
      const { page, context, consoleErrors } = await openPage(browser, { width });
      await page.goto(`${baseUrl}/hd/diaa`);
      // The list comes with the channel's sections (a lazy block and a search): the first visit
      // of a busy run can take longer than expect.poll's 5 s, so wait as for any element.
      await page.locator('.contest-list__entry').nth(8).waitFor();
      await expect(page.locator('.contest-list__entry').count()).resolves.toBe(9);
      const expected: [string, string, string[]][] = [
        ['diaa2024-t1', '报名中', ['立即参与']],
        ['diaa2024-t2', '报名中', ['立即参与']],
        ['diaa2024-t3', '进行中', ['成绩公布']],
        ['diaa2024-t4', '已结束', ['成绩公布']],
        ['diaa2024-t5', '进行中', []],
        ['diaa2024-t6', '未开始', []],
        ['diaa2024-t7', '进行中', ['立即参与']],
        ['diaa2024-t8', '报名中', ['立即参与']],
      ];
      for (const [id, badge, actions] of expected)
        await expect(entryView(page, id), id).resolves.toEqual({ badge, actions });
      await expect(entry(page, 'diaa2024-t1').locator('h3').textContent()).resolves.toBe(
        '教育数据创新应用大赛·赛题1：精品课视频资源分析',
      );
      const overseas = page.locator('.contest-list__group');
      await expect(overseas.locator('h3').first().textContent()).resolves.toBe('海外');
      await expect(
        overseas.locator('.contest-list__entry').getAttribute('data-contest-id'),
      ).resolves.toBe('diaa2024-overseas');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `diaa-home-${width}`);
      expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
      await context.close();
    }
  });

  it('status 0: a press on the entry says 活动暂未发布 and goes nowhere', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/diaa`);
    await entry(page, 'diaa2024-t6').click();
    await expect(toastText(page)).resolves.toBe('活动暂未发布');
    expect(new URL(page.url()).pathname).toBe('/hd/diaa');
    await context.close();
  });

  it('status 1: 立即参与 runs the enrol gate (login first, closed in 2024), then opens the enrolment page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/diaa`);
    await entry(page, 'diaa2024-t2').getByRole('button', { name: '立即参与' }).click();
    await expect(page.getByTestId('confirm').locator('p').textContent()).resolves.toBe(
      '需要登录才可以报名，是否登录？',
    );
    await signIn(page, baseUrl, 'student', '/hd/diaa');
    // Seeded: the topic's own calendar, whose enrolment ended on 2024-08-31.
    await entry(page, 'diaa2024-t2').getByRole('button', { name: '立即参与' }).click();
    await expect(toastText(page)).resolves.toBe('当前报名已截止，暂时无法报名');
    expect(new URL(page.url()).pathname).toBe('/hd/diaa');

    await setScenario(baseUrl, 'diaa-open');
    await page.goto(`${baseUrl}/hd/diaa`);
    await entry(page, 'diaa2024-t2').getByRole('button', { name: '立即参与' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/diaa/contest/diaa2024-t2/enroll');
    await page.getByRole('button', { name: '提交报名' }).waitFor();
    await context.close();
  });

  it('status 3: 成绩公布 opens score?pos=3 with topic 3 selected, not yet published', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/diaa`);
    await entry(page, 'diaa2024-t3').getByRole('link', { name: '成绩公布' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/diaa/score');
    expect(new URL(page.url()).searchParams.get('pos')).toBe('3');
    await expect(
      page
        .getByRole('tab', { selected: true })
        .locator('.contest-results__tab-number')
        .textContent(),
    ).resolves.toBe('赛题3');
    await page.getByText('成绩尚未公布，敬请期待').waitFor();
    await context.close();
  });

  it('status 5: 立即参与 opens the entry link in a new tab, through the external-link page (HD-DIAA-19)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/diaa?x-edu-theme=light`);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      entry(page, 'diaa2024-t7').getByRole('link', { name: '立即参与' }).click(),
    ]);
    await popup.waitForLoadState();
    const opened = new URL(popup.url());
    expect(opened.pathname).toBe('/externalLink');
    expect(opened.searchParams.get('url')).toBe(EXTERNAL);
    expect(opened.searchParams.get('x-edu-theme')).toBe('light');
    // This window stays where it was.
    expect(new URL(page.url()).pathname).toBe('/hd/diaa');
    await context.close();
  });

  it('the header 报名参赛 lands on the contest list, 72 px below the top (HD-DIAA-02)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/diaa/news`);
    await page.locator('header nav a', { hasText: '报名参赛' }).click();
    await page.waitForURL((url) => url.pathname === '/hd/diaa' && url.hash === '#anchor_activity');
    await expect
      .poll(() =>
        page
          .locator('#anchor_activity')
          .evaluate((list) => Math.round(list.getBoundingClientRect().top)),
      )
      .toBe(72);
    await context.close();
  });
});

describe('the score page', () => {
  it('ranks the published works of topic 4 (1440 and 375 px)', async () => {
    for (const width of [1440, 375]) {
      const { page, context } = await openPage(browser, { width });
      await page.goto(`${baseUrl}/hd/diaa/score?pos=4`);
      const rows = page.locator('.contest-results__table tbody tr');
      await rows.first().waitFor();
      await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toContain(
        '赛题4',
      );
      const cells = await rows.evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
      );
      expect(cells).toEqual([
        ['1', '基于行为序列的用户角色识别模型', '数据先锋队', '95'],
        ['2', '家校两端访问行为的属性画像', '周华', '88.5'],
        ['2', '学习时段特征与学段推断', '王芳', '88.5'],
        ['4', '多源行为数据融合的属性理解方法', '刘敏', '82'],
        ['5', '基于图神经网络的用户属性预测', '陈伟', '76.5'],
      ]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `diaa-score-${width}`);
      // Keyboard: the arrow moves to topic 5 and rewrites pos.
      await page.getByRole('tab', { selected: true }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.searchParams.get('pos') === '5');
      await page.getByText('成绩尚未公布，敬请期待').waitFor();
      await context.close();
    }
  });
});

describe('the teams page', () => {
  it('needs an enrolment; then a student builds a team and meets the rules', async () => {
    // Enrolment is open on a live calendar only.
    await setScenario(baseUrl, 'diaa-open');
    const { page, context } = await openPage(browser);
    const teams = '/hd/diaa/contest/diaa2024-t1/teams';
    await signIn(page, baseUrl, 'student', teams);
    await page.getByText('请先进行活动报名').first().waitFor();

    await page.goto(`${baseUrl}/hd/diaa/contest/diaa2024-t1/enroll`);
    await page.getByLabel('手机号').fill('13800000001');
    await page.getByLabel('学校').fill('北京市海淀区实验中学');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText('报名成功，请等待审核').waitFor();

    await page.goto(`${baseUrl}${teams}`);
    const rules = page.getByRole('complementary', { name: '组队规则' });
    await rules.getByRole('listitem').first().waitFor();
    await expect(rules.getByRole('listitem').count()).resolves.toBe(6);
    await page.getByLabel('队伍名称').fill('智慧先锋');
    await page.getByLabel('本人出生日期').fill('1998-05-20');
    await page.getByRole('button', { name: '创建队伍' }).click();
    const card = page.locator('.contest-teams__card[data-team-id]');
    await card.getByRole('heading', { name: '智慧先锋' }).waitFor();

    const add = async (account: string, role: string, birth: string, nationality: string) => {
      await card.getByLabel('平台账号').fill(account);
      await card.getByLabel('身份').selectOption({ label: role });
      await card.getByLabel('出生日期', { exact: true }).fill(birth);
      await card.getByLabel('国籍', { exact: true }).selectOption({ label: nationality });
      await card.getByRole('button', { name: '添加' }).click();
    };
    const alert = card.getByRole('alert');

    await add('learner', '队员', '2012-03-01', '中国');
    await expect(alert.textContent()).resolves.toBe('参赛成员须年满 18 周岁');
    await add('learner', '队员', '1996-04-12', '其他');
    await expect(alert.textContent()).resolves.toBe('参赛成员须为中国公民');
    await add('nobody-here', '队员', '1996-04-12', '中国');
    await expect(alert.textContent()).resolves.toBe('未找到该账号');
    await add('learner', '队员', '1996-04-12', '中国');
    await card.getByText('已添加 孙丽').waitFor();
    await add('teacher', '指导教师', '1985-09-03', '中国');
    await card.getByText('已添加 张三').waitFor();
    await expect(card.locator('tbody tr').count()).resolves.toBe(3);
    await expect(
      card.locator('tbody tr[data-role="teacher"] td').first().textContent(),
    ).resolves.toBe('张三');
    await screenshot(page, 'diaa-teams-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'diaa-teams-375');

    // Removing frees the place; the leader stays.
    await card.getByRole('button', { name: '移出 孙丽' }).click();
    await page.getByTestId('confirm').getByRole('button', { name: '确定' }).click();
    await card.getByText('已将 孙丽 移出队伍').waitFor();
    await expect(card.getByRole('button', { name: /移出 李明/ }).count()).resolves.toBe(0);
    await context.close();
  });
});
