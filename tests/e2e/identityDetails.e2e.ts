/**
 * Login and identity details a visitor sees (seed 000 §2 Header, §3, §4, §6, §7, §9): the
 * cached user painted before the server answers (CORE-LOGIN-08), the numeric login state and
 * the 登录失败 toast (CORE-LOGIN-01/04), the 已认证 school mark (CORE-ROLE-26/27), tenant-0
 * identities with their cache (CORE-ROLE-28/29), the first-login choice among known roles
 * (CORE-ROLE-16, A-30), the role dialog's animation (CORE-ROLE-31) and the account entries on
 * the personal-centre application (CORE-HEADER-11, A-05).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';
import { ROLE_DIALOG_ANIMATION_MS } from '../../src/lib/specConstants';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Service calls carry the version parameter (?_v=…): patterns allow a query.
const CURRENT_USER = /\/svc\/uc\/v1\.1\/users\/current(\?|$)/;
/** The user centre's saved identity (stand-in path): null = the user never chose one. */
const SAVED_IDENTITY = /\/svc\/uc\/v1\.1\/users\/[^/]+\/identities\/actions\/current(\?|$)/;

/** Answers the saved-identity call with "never chose" whatever earlier tests saved. */
async function neverChose(page: Page) {
  await page.route(SAVED_IDENTITY, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ identity: null }) }),
  );
}
const VERIFY_STATUS = /\/svc\/uc\/v1\/teacher\/profile\/verify\/status\?/;
const account = (page: Page) => page.locator('.site-header__account');

async function openAccountMenu(page: Page) {
  await page.locator('button.site-header__user').click();
  await page.locator('.site-header__panel').waitFor();
}

async function roleTag(page: Page): Promise<string> {
  return ((await page.locator('.site-header__role-tag').textContent()) ?? '').trim();
}

describe('login state in the header', () => {
  it('a reload paints the cached user before the current-user call answers (CORE-LOGIN-08)', async () => {
    const { page, context } = await openPage(browser, { width: 1600 });
    await signIn(page, baseUrl, 'teacher', '/');
    await page.locator('[data-login-state="in"]').waitFor();

    let answered = false;
    await page.route(CURRENT_USER, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    page.on('response', (response) => {
      if (CURRENT_USER.test(response.url())) answered = true;
    });
    await page.reload();
    await page.locator('.site-header__name', { hasText: '张三' }).waitFor();
    expect(answered).toBe(false);
    await expect(account(page).getAttribute('data-login-state')).resolves.toBe('cached');
    await expect(account(page).getAttribute('data-login-code')).resolves.toBe('0');
    // The answer then confirms it: state 1.
    await page.locator('[data-login-state="in"][data-login-code="1"]').waitFor();
    expect(answered).toBe(true);
    await context.close();
  });

  it('0 while the check waits, then 2 with 登录失败，请重试：timeout when it fails (CORE-LOGIN-01/04)', async () => {
    const { page, context } = await openPage(browser);
    // The check is answered only once the waiting header has been looked at.
    let answer: () => void = () => undefined;
    const looked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(CURRENT_USER, async (route) => {
      await looked;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UC/TIMEOUT', message: 'timeout' }),
      });
    });
    await page.goto(`${baseUrl}/`);
    // Nothing seen while waiting (only the links' unseen room), so present but not visible.
    await page.locator('[data-login-code="0"]').waitFor({ state: 'attached' });
    // While waiting without a cache: neither 登录 nor an account menu (CORE-HEADER-08).
    await expect(account(page).innerText()).resolves.toBe('');
    expect(await page.getByRole('button', { name: '登录' }).count()).toBe(0);
    answer();
    await page.locator('[data-login-code="2"]').waitFor();
    await expect(page.locator('[data-testid="toast"]').first().textContent()).resolves.toBe(
      '登录失败，请重试：timeout',
    );
    await expect(account(page).getAttribute('data-login-state')).resolves.toBe('out');
    await context.close();
  });

  it('3 for a visitor who is not signed in', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-login-code="3"][data-login-state="out"]').waitFor();
    expect(await page.locator('[data-testid="toast"]').count()).toBe(0);
    await context.close();
  });
});

describe('school verification (CORE-ROLE-26/27)', () => {
  it('teacher: asked with user_type=TEACHER, marked 已认证 beside the role tag', async () => {
    const { page, context } = await openPage(browser, { width: 1440 });
    const verify = page.waitForRequest(VERIFY_STATUS);
    await signIn(page, baseUrl, 'teacher', '/');
    expect(new URL((await verify).url()).searchParams.get('user_type')).toBe('TEACHER');
    await openAccountMenu(page);
    const mark = page.locator('.site-header__panel [data-school-verified]');
    await expect(mark.textContent()).resolves.toBe('已认证');
    // Beside the role tag.
    await expect(
      page
        .locator('.site-header__role-tag + [data-school-verified]')
        .evaluate((node) => node.previousElementSibling?.textContent),
    ).resolves.toContain('教师');
    await screenshot(page, 'identity-details-verified-1440');
    await context.close();
  });

  for (const [id, userType] of [
    // Code 2 without a school, and code 1: asked, not verified.
    ['academic', 'ACADEMIC_STAFF'],
    ['eduadmin', 'EDU_ADMIN'],
  ] as const) {
    it(`${id}: asked with user_type=${userType}, not verified`, async () => {
      const { page, context } = await openPage(browser);
      const answer = page.waitForResponse(VERIFY_STATUS);
      await signIn(page, baseUrl, id, '/');
      const response = await answer;
      expect(new URL(response.url()).searchParams.get('user_type')).toBe(userType);
      await response.finished();
      await openAccountMenu(page);
      expect(await page.locator('[data-school-verified]').count()).toBe(0);
      await context.close();
    });
  }

  it('student: no verify request at all, no mark', async () => {
    const { page, context } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (VERIFY_STATUS.test(request.url())) asked.push(request.url());
    });
    await signIn(page, baseUrl, 'student', '/');
    await page.locator('[data-login-state="in"]').waitFor();
    await page.waitForLoadState('networkidle');
    await openAccountMenu(page);
    expect(await page.locator('[data-school-verified]').count()).toBe(0);
    expect(asked).toEqual([]);
    await context.close();
  });
});

describe('first-login choice among known roles (CORE-ROLE-16, ledger A-30)', () => {
  it('teacher-guardian is asked once, offered exactly 教师 and 家长; the choice is saved', async () => {
    const { page, context } = await openPage(browser);
    // Other tests may have chosen for this account already: here it never chose.
    await neverChose(page);
    await signIn(page, baseUrl, 'teacher-guardian', '/');
    const dialog = page.locator('[data-testid="complete-information"]');
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-variant')).resolves.toBe('knownRoles');
    const choices = await dialog
      .locator('[data-role]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-role')));
    expect(choices).toEqual(['TEACHER', 'GUARDIAN']);
    await expect(dialog.locator('[data-role="TEACHER"] input').isChecked()).resolves.toBe(true);
    // No way out but choosing.
    expect(await dialog.getByRole('button', { name: '取消' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await screenshot(page, 'identity-details-first-login-known-roles');

    await dialog.getByText('我是家长').click();
    const save = page.waitForRequest(
      (request: Request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname.endsWith('/identities/actions/save'),
    );
    await dialog.getByRole('button', { name: '确定' }).click();
    expect((await save).postDataJSON()).toEqual({ userId: 'u-teacher-guardian', role: 'GUARDIAN' });
    await dialog.waitFor({ state: 'detached' });
    await openAccountMenu(page);
    await expect(roleTag(page)).resolves.toBe('家长');

    // Asked once: the next visit keeps 家长 and does not ask again.
    await page.reload();
    await page.locator('[data-login-state="in"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await dialog.count()).toBe(0);
    await openAccountMenu(page);
    await expect(roleTag(page)).resolves.toBe('家长');

    // Identities are cached (CORE-ROLE-29): with roles and identities both failing, the role
    // tag still comes from the cached tenant-0 identities, and nothing is asked.
    await page.route(/\/svc\/uc\/v1\.1\/users\/[^/]+\/(roles|identities)(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.reload();
    await page.locator('[data-login-state="in"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await dialog.count()).toBe(0);
    await openAccountMenu(page);
    await expect(roleTag(page)).resolves.toBe('家长');
    await context.close();
  });

  it('the tenant-5 guardian identity does not count: a one-role teacher is not asked (CORE-ROLE-28)', async () => {
    const { page, context } = await openPage(browser);
    // The ledger's answers: roles [TEACHER]; identities TEACHER of tenant 0, GUARDIAN of tenant 5
    // (the stand-in answers that too, but earlier tests may have added roles to this account).
    await neverChose(page);
    await page.route(/\/svc\/uc\/v1\.1\/users\/u-teacher\/roles(\?|$)/, (route) =>
      route.fulfill({ contentType: 'application/json', body: '[{"role_code":"TEACHER"}]' }),
    );
    await page.route(/\/svc\/uc\/v1\.1\/users\/u-teacher\/identities(\?|$)/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          { identity_code: 'TEACHER', identity_name: '教师', tenant_id: 0 },
          { identity_code: 'GUARDIAN', identity_name: '家长', tenant_id: 5 },
        ]),
      }),
    );
    await signIn(page, baseUrl, 'teacher', '/');
    await page.locator('[data-login-state="in"]').waitFor();
    await page.waitForLoadState('networkidle');
    // Counted, GUARDIAN would make two known roles and the choice would be asked.
    expect(await page.locator('[data-testid="complete-information"]').count()).toBe(0);
    await openAccountMenu(page);
    await expect(roleTag(page)).resolves.toBe('教师');
    const cached = await page.evaluate(() => localStorage.getItem('edu.identities.u-teacher'));
    expect(JSON.parse(cached ?? '[]')).toEqual([
      { identity_code: 'TEACHER', identity_name: '教师', tenant_id: 0 },
    ]);
    await context.close();
  });
});

describe('role dialog animation (CORE-ROLE-31)', () => {
  /**
   * Clicks the role tag and reports the durations of the animations that ran, and when the
   * dialog was fully shown, in ms after the click.
   */
  async function openTimed(page: Page): Promise<{ elapsed: number; durations: number[] }> {
    return page.evaluate(
      () =>
        new Promise<{ elapsed: number; durations: number[] }>((resolve) => {
          const durations = new Set<number>();
          const start = performance.now();
          document.querySelector<HTMLElement>('[data-role-switch]')!.click();
          const check = () => {
            const modal = document.querySelector<HTMLElement>('[data-testid="role-switch"]');
            const backdrop = modal?.parentElement;
            if (modal && backdrop) {
              const animations = [...modal.getAnimations(), ...backdrop.getAnimations()];
              for (const animation of animations)
                durations.add(Number(animation.effect?.getTiming().duration));
              const running = animations.filter((animation) => animation.playState !== 'finished');
              const shown =
                running.length === 0 &&
                getComputedStyle(modal).opacity === '1' &&
                getComputedStyle(backdrop).opacity === '1';
              if (shown)
                return resolve({ elapsed: performance.now() - start, durations: [...durations] });
            }
            requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
  }

  it('opens with a 200 ms animation and is then fully shown; closes animated', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'guardian', '/');
    // Measured on a settled page: the home's sections load first.
    await page.waitForLoadState('networkidle');
    await openAccountMenu(page);
    const { elapsed, durations } = await openTimed(page);
    // The animation is the spec's 200 ms; the wall clock only has to show it did not stall
    // (it runs long when the machine is busy, so it is not the measure).
    expect(durations).toEqual([ROLE_DIALOG_ANIMATION_MS]);
    expect(elapsed).toBeLessThanOrEqual(ROLE_DIALOG_ANIMATION_MS * 5);

    const closed = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const modal = document.querySelector('[data-testid="role-switch"]')!;
          [...modal.querySelectorAll('button')].find((b) => b.textContent === '取消')!.click();
          const check = () =>
            document.querySelector('[data-testid="role-switch"]')
              ? requestAnimationFrame(check)
              : resolve(performance.now() - start);
          requestAnimationFrame(check);
        }),
    );
    expect(closed).toBeGreaterThanOrEqual(ROLE_DIALOG_ANIMATION_MS / 2);
    expect(closed).toBeLessThanOrEqual(ROLE_DIALOG_ANIMATION_MS * 5);
    await context.close();
  });

  it('does not animate for a visitor who asks for reduced motion', async () => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, baseUrl, 'guardian', '/');
    await openAccountMenu(page);
    const { durations } = await openTimed(page);
    expect(durations).toEqual([]);
    await context.close();
  });
});

describe('account entries on the personal-centre application (CORE-HEADER-11, A-05)', () => {
  it('each entry links to its page on the personal centre; 我的收藏 opens there', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'guardian', '/');
    await openAccountMenu(page);
    const links = await page
      .locator('.site-header__panel-links a')
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.textContent, node.getAttribute('href')] as const),
      );
    expect(links).toEqual([
      ['我的收藏', '/svc/personal/user/myFavorite'],
      ['我的关注', '/svc/personal/user/myFollows'],
      ['个人中心', '/svc/personal/personal'],
      ['通行证', '/svc/personal/passport'],
      ['应用中心', '/svc/personal/applicationCenter'],
      ['账号设置', '/svc/personal/user/accountSettings'],
    ]);
    await page.locator('.site-header__panel-links a', { hasText: '我的收藏' }).click();
    await page.waitForURL((url) => url.pathname === '/svc/personal/user/myFavorite');
    await expect(page.locator('[data-personal-centre="path"]').textContent()).resolves.toBe(
      '/user/myFavorite',
    );
    await context.close();
  });
});
