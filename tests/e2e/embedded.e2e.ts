/**
 * The portal inside the embedded apps (seed 000 §4; ledger CORE-ROLE-07, CORE-ROLE-24,
 * CORE-ROLE-25, A-30), with the bridges of src/stores/embeddedApp.ts played by the test:
 * the desktop client's `window.smarteduDesktop` (its role wins, its role-change event reloads
 * the page), the mobile bridge's `SmartEduMobile` user agent with the stored current identity,
 * and no complete-information dialog for a user without roles in either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { ARTIFACTS_DIR, launchBrowser, openPage, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The teacher-guardian demo account holds TEACHER then GUARDIAN; its stored choice is GUARDIAN. */
const MULTI_ROLE = { account: 'teacher-guardian', userId: 'u-teacher-guardian' };

async function roleTag(page: Page): Promise<string | null> {
  await page.locator('button.site-header__user').click();
  const tag = page.locator('.site-header__panel .site-header__role-tag');
  await tag.waitFor();
  const text = await tag.textContent();
  await page.keyboard.press('Escape');
  return text;
}

/** Runs before every page script: the browser's own stored role choice is GUARDIAN. */
async function storeGuardianChoice(page: Page) {
  await page.addInitScript(
    (key) => localStorage.setItem(key, 'GUARDIAN'),
    `edu.role.${MULTI_ROLE.userId}`,
  );
}

/** Plays the desktop client: the app account's role is TEACHER until the test changes it. */
async function injectDesktopBridge(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'smarteduDesktop', {
      value: {
        getRole: () => Promise.resolve(sessionStorage.getItem('test.desktopRole') ?? 'TEACHER'),
      },
    });
  });
}

/** Plays the mobile bridge: its user agent token, for every navigation of this page. */
async function useMobileBridgeUserAgent(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await cdp.send('Emulation.setUserAgentOverride', {
    userAgent: `${userAgent} SmartEduMobile/3.1.0`,
  });
}

describe('embedded desktop app (CORE-ROLE-24)', () => {
  it('without the bridge the stored choice (家长) shows — the control for the next test', async () => {
    const { page, context } = await openPage(browser);
    await storeGuardianChoice(page);
    await signIn(page, baseUrl, MULTI_ROLE.account, '/');
    await expect(roleTag(page)).resolves.toBe('家长');
    await context.close();
  });

  it('the role follows the app account (教师); its role-change event reloads the page', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await storeGuardianChoice(page);
    await injectDesktopBridge(page);
    await signIn(page, baseUrl, MULTI_ROLE.account, '/');
    await expect(roleTag(page)).resolves.toBe('教师');
    await page.locator('button.site-header__user').click();
    await page.screenshot({
      path: join(ARTIFACTS_DIR, 'embedded-desktop-teacher.png'),
      clip: { x: 0, y: 0, width: 1440, height: 360 },
    });
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      (window as unknown as { beforeRoleChange: boolean }).beforeRoleChange = true;
    });
    const reloaded = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame(),
    });
    await page.evaluate(() => {
      sessionStorage.setItem('test.desktopRole', 'GUARDIAN');
      window.dispatchEvent(
        new CustomEvent('smartedu-desktop-role-change', { detail: { role: 'GUARDIAN' } }),
      );
    });
    const frame = await reloaded;
    expect(new URL(frame.url()).pathname).toBe('/');
    await page.waitForLoadState();
    await expect(
      page.evaluate(() => 'beforeRoleChange' in window),
      'a new document, not the same page',
    ).resolves.toBe(false);
    // The new page may first show the role cached from before; it follows the app's answer.
    await expect.poll(() => roleTag(page), { timeout: 10_000 }).toBe('家长');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('embedded mobile bridge (CORE-ROLE-25)', () => {
  it('the role is the stored current identity (学生), not the first role (教师)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/sso/login`);
    await useMobileBridgeUserAgent(page);
    await page.addInitScript(() =>
      localStorage.setItem('smartedu.currentIdentity', '{"identity_code":"STUDENT"}'),
    );
    await signIn(page, baseUrl, MULTI_ROLE.account, '/');
    await expect(roleTag(page)).resolves.toBe('学生');
    // Students do not see the teacher-training menu item (the manifest's visibleWhen). Only the
    // header menu: the home page's icon navigation also has a 教师研修 entry.
    await expect
      .poll(() => page.locator('nav.site-header__menu').getByText('教师研修').count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await expect(page.locator('nav.site-header__menu').textContent()).resolves.toContain('首页');
    await context.close();
  });
});

describe('no complete-information dialog in the embedded app (CORE-ROLE-07)', () => {
  it.each([
    ['an ordinary browser (the control): is asked', async () => undefined, 1],
    ['the mobile bridge: is not asked', useMobileBridgeUserAgent, 0],
    [
      'the desktop app: is not asked',
      async (page: Page) => {
        await page.addInitScript(() => {
          Object.defineProperty(window, 'smarteduDesktop', { value: { getRole: () => null } });
        });
      },
      0,
    ],
  ] as const)('a user without roles in %s', async (_name, embed, dialogs) => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/sso/login`);
    await embed(page);
    await signIn(page, baseUrl, 'norole', '/');
    await page.locator('button.site-header__user').waitFor();
    // The dialog would open in the same render as the signed-in header; give it a moment anyway.
    await page.waitForTimeout(800);
    await expect(page.locator('[data-testid="complete-information"]').count()).resolves.toBe(
      dialogs,
    );
    await context.close();
  });
});
