/**
 * The personal areas that live on another application (seed 000 §2; ledger CORE-ROUTE-25,
 * a signed-in teacher visiting /personal, /applicationCenter, /user/myFavorite,
 * /user/myFollows or /user/myFootprint on the portal really leaves it — a full-page
 * navigation to the same path on the personal-centre service (`/svc/personal` locally) — and
 * Back does not bounce between the two (the portal page is replaced, not stacked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
const PERSONAL_CENTRE = '/svc/personal';
const PATHS = [
  '/personal',
  '/applicationCenter',
  '/user/myFavorite',
  '/user/myFollows',
  '/user/myFootprint',
];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('hand-off to the personal-centre application', () => {
  it('a teacher visiting each of the 5 paths lands on the personal-centre page', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/');
    for (const path of PATHS) {
      await page.goto(`${baseUrl}${path}`);
      // Watched by address, not by waiting for a load: the portal page replaces itself while it
      // loads, and that load ends aborted (waitForURL then threw ERR_ABORTED in a loaded run).
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toBe(`${PERSONAL_CENTRE}${path}`);
      // The personal-centre stand-in names the page it was asked for.
      const asked = page.locator('[data-personal-centre="path"]');
      await asked.waitFor();
      await expect(asked.textContent()).resolves.toBe(path);
      await expect(page.locator('h1').textContent()).resolves.toBe('个人中心');
      expect(new URL(page.url()).pathname).toBe(`${PERSONAL_CENTRE}${path}`);
    }
    await screenshot(page, 'handoff-personal-centre');
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
