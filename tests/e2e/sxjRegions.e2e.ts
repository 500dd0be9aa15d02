/**
 * Regional entries and stages of the recitation contests (seed 001 §9; ledger HD-SXJ-08,
 * HD-SXJ-10, HD-CONST-08, HD-CONST-12; decision A-50): each contest page of the three editions
 * shows as many 赛区 as its edition declares (writing and seal carving: 3 on /hd/sxj, 2 on
 * /hd/b-sxj and /hd/c-sxj; recitation and explanation 3 everywhere), the stages 初测 and 复测,
 * and a region's 活动报名 opens the enrol page for that region, which sends it with the enrolment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, openPage, screenshot, signIn } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const THREE = ['内地赛区', '港澳台赛区', '海外赛区'];
const TWO = ['内地赛区', '港澳台赛区'];

const EXPECTED: Record<string, Record<string, string[]>> = {
  sxj: { sdds: THREE, jjds: THREE, sxds: THREE, zkds: THREE },
  'b-sxj': { sdds: THREE, jjds: THREE, sxds: TWO, zkds: TWO },
  'c-sxj': { sdds: THREE, jjds: THREE, sxds: TWO, zkds: TWO },
};

/** The region titles on screen, once the block's code has arrived. */
async function regionTitles(page: Page, path: string): Promise<string[]> {
  await page.goto(`${baseUrl}${path}`);
  const block = page.locator('.contest-regions');
  await block.waitFor();
  return block.locator('.contest-regions__title').allTextContents();
}

describe('recitation contest regions and stages', () => {
  it.each(Object.keys(EXPECTED))(
    '/hd/%s: each contest shows its edition’s regional entries and 初测 · 复测',
    async (edition) => {
      const { page, context, consoleErrors, cspViolations } = await openPage(browser);
      for (const [contest, titles] of Object.entries(EXPECTED[edition])) {
        const path = `/hd/${edition}/${contest}`;
        expect(await regionTitles(page, path), path).toEqual(titles);
        await expect(
          page.locator('.contest-regions__stage-label').allTextContents(),
          path,
        ).resolves.toEqual(['初测', '复测']);
        // Every card has its own enrol button.
        await expect(
          page.locator('.contest-regions__card .contest-regions__enroll').count(),
        ).resolves.toBe(titles.length);
      }
      // A signed-out visitor's session check answers 401; nothing else may go wrong.
      expect(consoleErrors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
      expect(cspViolations).toEqual([]);
      await context.close();
    },
  );

  it('lays out at 1440 and 375 px without overflow', async () => {
    for (const width of [1440, 375]) {
      const { page, context } = await openPage(browser, { width });
      for (const [edition, contest] of [
        ['sxj', 'sxds'],
        ['b-sxj', 'sxds'],
      ]) {
        await regionTitles(page, `/hd/${edition}/${contest}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${edition}/${contest} at ${width}`).toBeLessThanOrEqual(0);
        // The cards sit side by side on a desktop and one under the other on a phone.
        const lefts = await page
          .locator('.contest-regions__card')
          .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().x)));
        expect(new Set(lefts).size, `${edition}/${contest} at ${width}`).toBe(
          width === 375 ? 1 : lefts.length,
        );
        await page.locator('.contest-regions').scrollIntoViewIfNeeded();
        await screenshot(page, `regions-${edition}-${contest}-${width}`);
      }
      await context.close();
    }
  });

  it('a signed-in learner enrols for 港澳台赛区 on /hd/c-sxj/sdds, and the region is sent', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await signIn(page, baseUrl, 'learner', '/hd/c-sxj/sdds');
    // Press only once the header knows the learner: a press while the login check still runs
    // would be judged as logged out.
    await page.locator('.site-header__account[data-login-state="in"]').waitFor();
    const hmt = page.locator('.contest-regions__card', {
      has: page.locator('.contest-regions__title', { hasText: '港澳台赛区' }),
    });
    await hmt.getByRole('button', { name: /活动报名/ }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/hd/c-sxj/contest/118/enroll' && url.searchParams.get('region') === 'hmt',
    );
    const region = page.locator('.enrol-form__region');
    await region.waitFor();
    await expect(region.textContent()).resolves.toBe('报名赛区：港澳台赛区');
    await screenshot(page, 'regions-enrol-hmt-1440');

    await page.getByLabel('手机号').fill('13800000007');
    await page.getByLabel('学校').fill('香港培正中学');
    const [request] = await Promise.all([
      page.waitForRequest(
        (candidate) =>
          candidate.method() === 'POST' &&
          new URL(candidate.url()).pathname.endsWith('/contests/118/enrolls'),
      ),
      page.getByRole('button', { name: '提交报名' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      mobile: '13800000007',
      school_name: '香港培正中学',
      extra: { region: 'hmt' },
    });
    // The stand-in took it (its body schema accepts `extra`) and the visitor is told so.
    expect((await request.response())?.status()).toBe(201);
    await page.getByText('报名成功，请等待审核').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
