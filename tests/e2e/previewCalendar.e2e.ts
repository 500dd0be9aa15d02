/**
 * One calendar in the preview app (issue 13, point 6), in a browser whose zone is New York:
 * the time field is Beijing time, the previewed contest's dates stand beside it with a warning
 * outside them, the gate truth table draws its phases from the same contest's real dates, and
 * 本页门禁一览 shows every gated button of the previewed page for every visitor.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, setScenario, watchConsole } from './browser';

const baseUrl = e2eBaseUrl();
const SHOTS = '/tmp/shots';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    locale: 'zh-CN',
    // Twelve or thirteen hours behind Beijing: a browser-local reading of the field would show.
    timezoneId: 'America/New_York',
  });
  page = await context.newPage();
  ({ consoleErrors } = watchConsole(page));
  mkdirSync(SHOTS, { recursive: true });
  await setScenario(baseUrl, 'default');
});
afterAll(async () => {
  await setScenario(baseUrl, 'default');
  await context?.close();
  await browser?.close();
});

interface Detail {
  title: string;
  begin_time: string;
  end_time: string;
  enroll_setting: { begin_time: string; end_time: string };
}

/** The kpzy contest as the stand-in answers it now. */
async function kpzyDetail(): Promise<Detail> {
  const response = await fetch(`${baseUrl}/svc/contest/contests/kpzy2026/actions/detail`);
  expect(response.status).toBe(200);
  return (await response.json()) as Detail;
}

/** `2026-11-17T09:05:03.123+0800` → `2026-11-17 09:05`: the wire text is Beijing time. */
const shown = (wire: string) => wire.slice(0, 16).replace('T', ' ');
const epochOf = (wire: string) => Date.parse(wire.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
/** The datetime-local value of an instant in Beijing time (UTC arithmetic only). */
const beijingField = (epoch: number) => new Date(epoch + 8 * 3_600_000).toISOString().slice(0, 16);

/** The preview frame showing the wanted account, once its page has rendered the enrol button. */
async function frameFor(account: string | null): Promise<Frame> {
  let ready: Frame | null = null;
  await expect
    .poll(
      async () => {
        const frame = page.frames().find((candidate) => {
          if (!candidate.url().includes('__preview=1') || candidate.isDetached()) return false;
          return new URL(candidate.url()).searchParams.get('as') === account;
        });
        if (!frame) return false;
        const count = (selector: string) =>
          frame
            .locator(selector)
            .count()
            .catch(() => 0);
        const enrol = (await count('[data-gate="enroll"]:visible')) === 1;
        const signedIn = account === null || (await count('[data-login-state="in"]')) === 1;
        ready = enrol && signedIn ? frame : null;
        return ready !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return ready!;
}

async function typeTime(value: string) {
  await page.locator('[data-testid="ctx-time"]').fill(value);
}

describe('the time field is Beijing time in a New York browser', () => {
  it('typing 2026-09-01T09:00 previews 2026-09-01 09:00 +08:00, with the contest dates beside it', async () => {
    const detail = await kpzyDetail();
    await page.goto(`${baseUrl}/preview?site=hd-kpzy`);
    const dates = page.locator('[data-testid="ctx-contest-dates"] dl');
    await dates.waitFor();
    await expect(dates.locator('div').allTextContents()).resolves.toEqual([
      `活动开始${shown(detail.begin_time)}`,
      `报名开始${shown(detail.enroll_setting.begin_time)}`,
      `报名截止${shown(detail.enroll_setting.end_time)}`,
      `活动结束${shown(detail.end_time)}`,
    ]);

    await typeTime('2026-09-01T09:00');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('at'))
      .toBe('2026-09-01T01:00:00.000Z');
    await expect(page.locator('[data-testid="ctx-time-readout"]').textContent()).resolves.toBe(
      '预览时间：2026-09-01 09:00（北京时间 UTC+08:00）',
    );
    await expect(page.locator('[data-testid="ctx-time"]').inputValue()).resolves.toBe(
      '2026-09-01T09:00',
    );
    // The frame's clock starts from the same instant (its address carries it on a reload).
    await page.reload();
    const src = await page.locator('[data-testid="preview-frame"]').getAttribute('src');
    expect(new URL(src ?? '', baseUrl).searchParams.get('at')).toBe('2026-09-01T01:00:00.000Z');
    await expect(page.locator('[data-testid="ctx-time"]').inputValue()).resolves.toBe(
      '2026-09-01T09:00',
    );

    const chosen = Date.UTC(2026, 8, 1, 1, 0);
    const check = page.locator('[data-testid="ctx-time-check"]');
    await check.waitFor();
    const outside = chosen < epochOf(detail.begin_time) || chosen > epochOf(detail.end_time);
    const sentence = `所选时间不在活动时间内（活动 ${shown(detail.begin_time)} 至 ${shown(detail.end_time)}）`;
    if (outside) await expect(check.textContent()).resolves.toContain(sentence);
    else await expect(check.textContent()).resolves.not.toContain(sentence);
    await expect(check.getAttribute('role')).resolves.toBe('status');
    await page.locator('.context-panel').screenshot({ path: `${SHOTS}/preview-calendar-1440.png` });
  });

  it('a time typed a minute either side of the enrolment end decides the enrol gate there', async () => {
    const detail = await kpzyDetail();
    await page.goto(`${baseUrl}/preview?site=hd-kpzy&as=student&role=STUDENT`);
    let frame = await frameFor('student');
    const enrolEnd = epochOf(detail.enroll_setting.end_time);
    const minute = enrolEnd - (enrolEnd % 60_000);
    // A minute and more before the end: the frame's clock runs on from the typed instant.
    await typeTime(beijingField(minute - 60_000));
    await expect(page.locator('[data-testid="ctx-time-check"]').textContent()).resolves.toBe(
      '所选时间在活动时间与报名时间内。',
    );
    await frame.locator('[data-gate="enroll"]').click();
    await expect
      .poll(() => new URL(frame.url()).pathname, { timeout: 10_000 })
      .toBe('/hd/kpzy/contest/kpzy2026/enroll');

    await page.goto(`${baseUrl}/preview?site=hd-kpzy&as=student&role=STUDENT`);
    frame = await frameFor('student');
    await typeTime(beijingField(minute + 120_000));
    await expect(page.locator('[data-testid="ctx-time-check"]').textContent()).resolves.toBe(
      `所选时间晚于报名截止（报名 ${shown(detail.enroll_setting.begin_time)} 至 ${shown(detail.enroll_setting.end_time)}）`,
    );
    await frame.locator('[data-gate="enroll"]').click();
    const toast = frame.locator('[data-testid="toast"]').last();
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toBe('当前报名已截止，暂时无法报名');

    // 本页门禁一览 at this very time: the student's enrol cell says what the preview just did.
    await page.getByRole('tab', { name: '门禁真值表' }).click();
    await page.getByRole('tab', { name: '本页门禁一览' }).click();
    const view = page.locator('[data-panel="page-gates"]');
    await view.locator('table').waitFor();
    await expect(
      view.locator('[data-page-cell="STUDENT|enroll"] .tt__outcome').textContent(),
    ).resolves.toBe('提示：当前报名已截止，暂时无法报名');
    await expect(view.locator('caption').textContent()).resolves.toContain(
      `${beijingField(minute + 120_000).replace('T', ' ')}（北京时间，模拟时间）`,
    );
    await expect(view.locator('thead th').allTextContents()).resolves.toEqual([
      '访客',
      '活动报名 enroll',
      '作品上传 upload',
      '评审入口 review',
      '我的作品 myWork',
      '活动详情 signedIn',
      '资料下载 signedIn',
    ]);
    await expect(view.locator('tbody th').allTextContents()).resolves.toEqual([
      '未登录',
      '学生',
      '教师',
      '家长',
      '教育管理者',
      '教研人员',
      '电教人员',
      '社会学习者',
    ]);
    await expect(
      view.locator('[data-page-cell="loggedOut|enroll"] .tt__outcome').textContent(),
    ).resolves.toBe('确认框：需要登录才可以报名，是否登录？');
    // The view's tabs and its scrolling table are reachable from the keyboard.
    await page.getByRole('tab', { name: '本页门禁一览' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(
      page.getByRole('tab', { name: '按门禁：真值表' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    // Past the view's own controls (state selects, switches), Tab reaches the table's region.
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const reached: string[] = [];
    for (let step = 0; step < 8 && !reached.includes('本页门禁一览（可滚动）'); step++) {
      await page.keyboard.press('Tab');
      reached.push(await focused());
    }
    expect(reached).toContain('本页门禁一览（可滚动）');
    await page.locator('.app__main').screenshot({ path: `${SHOTS}/preview-page-gates-1440.png` });
    await page.screenshot({ path: `${SHOTS}/preview-app-1440.png` });

    await page.setViewportSize({ width: 375, height: 900 });
    await view.locator('table').waitFor();
    await page.screenshot({ path: `${SHOTS}/preview-page-gates-375.png`, fullPage: true });
    await page.locator('.context-panel').screenshot({ path: `${SHOTS}/preview-calendar-375.png` });
    await page.setViewportSize({ width: 1440, height: 1000 });
  });
});

describe('the truth table draws its phases from the real contest', () => {
  it("names the contest's dates and shows them in its cells, as the preview does", async () => {
    const detail = await kpzyDetail();
    await page.goto(`${baseUrl}/preview?site=hd-kpzy`);
    await page.getByRole('tab', { name: '门禁真值表' }).click();
    const note = page.locator('[data-panel="truth-table"] [data-calendar-source]');
    await expect.poll(() => note.getAttribute('data-calendar-source')).toBe('contest');
    await expect(note.textContent()).resolves.toContain(
      `报名 ${shown(detail.enroll_setting.begin_time)} 至 ${shown(detail.enroll_setting.end_time)}，活动 ${shown(detail.begin_time)} 至 ${shown(detail.end_time)}`,
    );
    // Enrolment opens at the later of the contest's and the enrolment's begin.
    const opens = [detail.begin_time, detail.enroll_setting.begin_time].sort(
      (a, b) => epochOf(b) - epochOf(a),
    )[0];
    const date = `${opens.slice(5, 7)}月${opens.slice(8, 10)}日`;
    const cell = page.locator('[data-cell="STUDENT|none|published|beforeStart"]');
    await expect(cell.locator('.tt__outcome').textContent()).resolves.toBe(
      `提示：活动${date}正式开始，敬请期待`,
    );
    await page.locator('.app__main').screenshot({ path: `${SHOTS}/preview-truth-table-1440.png` });

    await cell.click();
    await page.waitForURL((url) => url.searchParams.get('as') === 'student');
    const frame = await frameFor('student');
    await frame.locator('[data-gate="enroll"]').click();
    const toast = frame.locator('[data-testid="toast"]').last();
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toBe(`活动${date}正式开始，敬请期待`);
  });

  it('falls back to the reference calendar only when the contest cannot be fetched, and says so', async () => {
    await setScenario(baseUrl, 'contest-missing');
    try {
      await page.goto(`${baseUrl}/preview?site=hd-kpzy`);
      await page.getByRole('tab', { name: '门禁真值表' }).click();
      const note = page.locator('[data-panel="truth-table"] [data-calendar-source]');
      await expect.poll(() => note.getAttribute('data-calendar-source')).toBe('reference');
      await expect(note.textContent()).resolves.toContain(
        '活动 kpzy2026 的详情取不到（活动详情请求失败（404：活动不存在）），日期按参考日历推算',
      );
      await expect(page.locator('.context-panel [role="alert"]').textContent()).resolves.toBe(
        '活动 kpzy2026 的日期获取失败：活动详情请求失败（404：活动不存在）',
      );
    } finally {
      await setScenario(baseUrl, 'default');
    }
  });

  it('throws no uncaught errors in the preview app or its frame', () => {
    expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
  });
});
