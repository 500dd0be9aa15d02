/**
 * The gate truth table agrees with the live preview (issue 5, browser tests): for a sample of
 * kpzy enrol-gate cells, opening the cell puts the live preview in that context (demo account,
 * stand-in scenario, simulated instant), and clicking the real enrol button there gives exactly
 * the outcome the cell shows — the same confirm, toast or navigation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, setScenario, type WatchedPage } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;
let watched: WatchedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  watched = await openPage(browser, { width: 1440, height: 1000 });
});
afterAll(async () => {
  await setScenario(baseUrl, 'default');
  await watched?.context.close();
  await browser?.close();
});

/** What a visitor meets after clicking the enrol button. */
type Outcome = { confirm: string } | { toast: string } | { navigatesTo: string };

/**
 * Cells chosen to cover each kind of outcome and each axis: logged out, the three contest
 * states, enrolment open and closed, several roles and enrolment states. Cells whose message
 * carries a date are left out: the table draws its dates from a reference calendar, the
 * preview from the scenario's real one.
 */
const SAMPLE: { cell: string; outcome: Outcome }[] = [
  {
    cell: 'loggedOut|none|published|enrolmentOpen',
    outcome: { confirm: '需要登录才可以报名，是否登录？' },
  },
  {
    cell: 'TEACHER|none|published|afterEnrolmentEnd',
    outcome: { toast: '当前报名已截止，暂时无法报名' },
  },
  {
    cell: 'GUARDIAN|none|unpublished|enrolmentOpen',
    outcome: { toast: '活动暂未开始，敬请期待' },
  },
  {
    cell: 'STUDENT|none|published|enrolmentOpen',
    outcome: { navigatesTo: '/hd/kpzy/contest/kpzy2026/enroll' },
  },
];

async function openTruthTable(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/preview?site=hd-kpzy`);
  await page.getByRole('tab', { name: '门禁真值表' }).click();
  await page.locator('[data-panel="truth-table"] [data-cell]').first().waitFor();
}

/**
 * The live preview frame reloaded for the context now in the page's URL (the simulated instant
 * reaches it by message, not in its address), with the enrol button rendered and the identity
 * signed in. The frame is looked up again until one holds still.
 */
async function frameInContext(page: Page, signedIn: boolean): Promise<Frame> {
  const wanted = new URL(page.url()).searchParams;
  let ready: Frame | null = null;
  await expect
    .poll(
      async () => {
        const frame = page.frames().find((candidate) => {
          if (!candidate.url().includes('__preview=1') || candidate.isDetached()) return false;
          return new URL(candidate.url()).searchParams.get('as') === wanted.get('as');
        });
        if (!frame) return false;
        // The frame that showed the previous context carries a marker; the new one does not.
        const marked = await frame.evaluate(() => 'qaPreviousContext' in window).catch(() => true);
        if (marked) return false;
        const count = (selector: string) =>
          frame
            .locator(selector)
            .count()
            .catch(() => 0);
        const enrolShown = (await count('[data-gate="enroll"]:visible')) === 1;
        const identityShown = signedIn ? (await count('[data-login-state="in"]')) === 1 : true;
        ready = enrolShown && identityShown ? frame : null;
        return ready !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return ready!;
}

describe('kpzy enrol gate: truth table against the live preview', () => {
  it.each(SAMPLE)('cell $cell: the preview shows what the cell says', async ({ cell, outcome }) => {
    const { page } = watched;
    await openTruthTable(page);
    const shown = page.locator(`[data-cell="${cell}"]`);
    const expected =
      'confirm' in outcome
        ? outcome.confirm
        : 'toast' in outcome
          ? outcome.toast
          : '允许：前往目标页面';
    await expect(shown.textContent()).resolves.toContain(expected);

    for (const frame of page.frames())
      await frame
        .evaluate(() => Object.assign(window, { qaPreviousContext: true }))
        .catch(() => undefined);
    await shown.click();
    await page.waitForURL((url) => url.searchParams.has('at'));
    const frame = await frameInContext(page, !cell.startsWith('loggedOut'));
    const enrol = frame.locator('[data-gate="enroll"]');
    await enrol.click();
    if ('confirm' in outcome) {
      const confirm = frame.locator('[data-testid="confirm"] p');
      await confirm.waitFor();
      await expect(confirm.textContent()).resolves.toBe(outcome.confirm);
    } else if ('toast' in outcome) {
      const toast = frame.locator('[data-testid="toast"]').last();
      await toast.waitFor();
      await expect(toast.textContent()).resolves.toBe(outcome.toast);
    } else {
      await expect
        .poll(() => new URL(frame.url()).pathname, { timeout: 10_000 })
        .toBe(outcome.navigatesTo);
    }
  });
});
