/**
 * Identity as a signed-in visitor meets it: the complete-information dialog for a user with no
 * role (no way out but choosing), the role switch from the header's role tag with the matrix's
 * choices and the 已切换为…身份 message, and safe logout that survives a reload.
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

async function openAccountMenu(page: Page) {
  await page.locator('button.site-header__user').click();
  await page.locator('.site-header__panel').waitFor();
}

describe('identity dialogs and logout', () => {
  it('a user with no role must complete information; Escape does not dismiss it', async () => {
    const { page, context } = await openPage(browser);
    // The save is answered here, not stored: norole must stay without roles for the other
    // files that meet it (the stand-in would add the role to the account for good).
    await page.route(/\/svc\/uc\/v1\.1\/identities\/actions\/save(\?|$)/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ user_id: 'u-norole', role_code: 'TEACHER' }),
      }),
    );
    await signIn(page, baseUrl, 'norole', '/');
    const dialog = page.locator('[data-testid="complete-information"]');
    await dialog.waitFor();
    const choices = await dialog
      .locator('[data-role]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-role')));
    expect(choices).toEqual(['TEACHER', 'STUDENT', 'GUARDIAN']);
    expect(await dialog.getByRole('button', { name: '取消' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await screenshot(page, 'identity-complete-information');
    await dialog.getByText('我是教师').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await openAccountMenu(page);
    await expect(page.locator('.site-header__role-tag').textContent()).resolves.toContain('教师');
    await context.close();
  });

  it('a teacher switches to guardian from the role tag and sees 已切换为家长身份', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/');
    await openAccountMenu(page);
    await screenshot(page, 'identity-account-menu');
    await page.locator('[data-role-switch]').click();
    const dialog = page.locator('[data-testid="role-switch"]');
    await dialog.waitFor();
    const choices = await dialog
      .locator('[data-role]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-role')));
    // Seed 000 §4 order: teacher, guardian, then academic staff, electric-education staff, admin.
    expect(choices).toEqual([
      'TEACHER',
      'GUARDIAN',
      'ACADEMIC_STAFF',
      'ELECTRIC_TEACHER',
      'EDU_ADMIN',
    ]);
    await screenshot(page, 'identity-role-switch');
    await dialog.getByText('我是家长').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.locator('[data-testid="toast"]').last().textContent()).resolves.toBe(
      '已切换为家长身份',
    );
    await context.close();
  });

  it('a student has no role switch', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'student', '/');
    await openAccountMenu(page);
    expect(await page.locator('[data-role-switch]').count()).toBe(0);
    await expect(page.locator('.site-header__role-tag').textContent()).resolves.toBe('学生');
    await context.close();
  });

  it('安全退出 logs out through the single sign-on and a reload stays logged out', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'guardian', '/');
    await openAccountMenu(page);
    await page.locator('.site-header__logout').click();
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
    await page.locator('[data-login-state="out"]').waitFor();
    await page.reload();
    await page.locator('[data-login-state="out"]').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('edu.session.token'));
    expect(token).toBeNull();
    await context.close();
  });
});
