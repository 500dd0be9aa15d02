/**
 * The two ways the portal hands a signed-in visitor to another party, as a browser meets them:
 * the third-party login bridge /cgi-bin/connect (seed 001 §4, §7, §8; 000 §7; ledger
 * HD-BRIDGE-01..10) and the quality-course jump /jpk (seed 000 §2, §7; CORE-JPK-01..05). The
 * quality-course host is answered by page.route, so the browser never leaves 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

/** The anonymous current-user check answers 401 by design (seed 000 §4: absent → logout). */
const unexpected = (errors: string[]) => errors.filter((text) => !text.includes('status of 401'));

/** The configured type-2 address of the portal manifest (site-configs/portal/site.json). */
const JPK_HOST = 'jpk.smartedu.example';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request of the page whose path starts with `prefix`, in the order sent. */
function recordRequests(page: Page, prefix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && url.pathname.startsWith(prefix)) seen.push(request);
  });
  return seen;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * Passes the requests matching `pattern` on to the stand-in and keeps their JSON answers (the
 * page navigates away before a recorded response's body could be read). `delayMs` holds each
 * request back first.
 */
async function keepAnswers(page: Page, pattern: string, delayMs = 0): Promise<unknown[]> {
  const answers: unknown[] = [];
  await page.route(pattern, async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const response = await route.fetch();
    answers.push(await response.json());
    await route.fulfill({ response });
  });
  return answers;
}

const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('edu.session.token');
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
  });

/** Answers the quality-course host locally and returns the addresses the browser asked for. */
async function answerJpkHost(page: Page): Promise<URL[]> {
  const asked: URL[] = [];
  await page.route(`https://${JPK_HOST}/**`, async (route) => {
    asked.push(new URL(route.request().url()));
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>精品课</title><p>精品课</p>',
    });
  });
  return asked;
}

describe('login bridge /cgi-bin/connect', () => {
  it('signed in: code, token, login by token under /svc/thirdLogin/v1, then redirect_uri', async () => {
    const { page, context, cspViolations, consoleErrors } = await openPage(browser);
    await signIn(page, baseUrl, 'student', '/goTip');
    const before = await storedToken(page);
    expect(before).not.toBeNull();
    const calls = recordRequests(page, '/svc/thirdLogin/');
    // HD-BRIDGE-01: a slow code request keeps 登录中 on screen.
    const codes = await keepAnswers(page, '**/svc/thirdLogin/v1/authorization_codes*', 2000);
    const tokens = await keepAnswers(page, '**/svc/thirdLogin/v1/third_tokens*');
    const redirectUri = '/goTip?from=bridge';
    await page.goto(
      `${baseUrl}/cgi-bin/connect?redirect_uri=${encodeURIComponent(redirectUri)}&sdpAppId=APP2`,
    );
    await page.locator('[data-bridge="running"]').waitFor();
    await expect(page.locator('[data-bridge]').textContent()).resolves.toBe('登录中');
    await screenshot(page, 'bridge-logging-in');
    await page.waitForURL(
      (url) => url.pathname === '/goTip' && url.searchParams.get('from') === 'bridge',
    );

    // HD-BRIDGE-10: all three on the thirdLogin service, under /v1.
    expect(calls.map((call) => `${call.method()} ${pathOf(call)}`)).toEqual([
      'POST /svc/thirdLogin/v1/authorization_codes',
      'POST /svc/thirdLogin/v1/third_tokens',
      'POST /svc/thirdLogin/v1/sessions/actions/login_by_token',
    ]);
    const [codeCall, tokenCall, loginCall] = calls;
    // HD-BRIDGE-05: scope email, redirect URI and client id from the manifest, app id header.
    expect(codeCall.headers()['sdp-app-id']).toBe('APP2');
    expect(codeCall.postDataJSON()).toEqual({
      scope: 'email',
      redirect_uri: `${baseUrl}/thirdLogin`,
      client_id: 'local-app-id',
    });
    // HD-BRIDGE-06, 07: the code and the token the stand-in answered are passed on.
    const [{ code }] = codes as { code: string }[];
    expect(tokenCall.postDataJSON()).toEqual({
      redirect_params: { code, app_id: 'APP2' },
      auto_register: true,
    });
    const [{ token }] = tokens as { token: string }[];
    expect(loginCall.postDataJSON()).toEqual({ token });

    // The login by token's portal token is now the visitor's session.
    const after = await storedToken(page);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    await page.locator('[data-login-state="in"]').waitFor();
    expect(cspViolations).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('logged out: 请先登录, no third-party request, then /', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    const calls = recordRequests(page, '/svc/thirdLogin/');
    await page.goto(`${baseUrl}/cgi-bin/connect`);
    await page.locator('[data-bridge="loginFirst"]').waitFor();
    await expect(page.locator('[data-bridge]').textContent()).resolves.toBe('请先登录');
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
    expect(calls).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  // Issue 12: a dot segment in redirect_uri left //evil.example/x, and the bridge went there.
  it.each([
    ['logged out', false],
    ['logged in', true],
  ])('%s: redirect_uri /.//evil.example/x (encoded) stays on the site', async (_state, login) => {
    const { page, context } = await openPage(browser);
    if (login) await signIn(page, baseUrl, 'student', '/goTip');
    const foreign: string[] = [];
    await context.route(
      (url) => url.hostname === 'evil.example',
      async (route) => {
        foreign.push(route.request().url());
        await route.abort();
      },
    );
    await page.goto(`${baseUrl}/cgi-bin/connect?redirect_uri=%2F.%2F%2Fevil.example%2Fx`);
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('a uckey in the query logs in first, then the bridge runs (HD-BRIDGE-04)', async () => {
    const owner = await openPage(browser);
    await signIn(owner.page, baseUrl, 'teacher', '/goTip');
    const uckey = await owner.page.evaluate(async () => {
      const raw = localStorage.getItem('edu.session.token') ?? '{}';
      const { access_token: token } = JSON.parse(raw) as { access_token: string };
      const response = await fetch('/svc/uc/v1.1/uckeys', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { uckey: string }).uckey;
    });
    await owner.context.close();

    const { page, context } = await openPage(browser);
    const logins = recordRequests(page, '/svc/uc/v1.1/sessions/actions/login_by_uckey');
    const calls = recordRequests(page, '/svc/thirdLogin/');
    await page.goto(
      `${baseUrl}/cgi-bin/connect?uckey=${encodeURIComponent(uckey)}&redirect_uri=%2FgoTip`,
    );
    await page.waitForURL((url) => url.pathname === '/goTip');
    expect(logins.map((call) => call.postDataJSON())).toEqual([{ uckey }]);
    expect(calls.map(pathOf)).toEqual([
      '/svc/thirdLogin/v1/authorization_codes',
      '/svc/thirdLogin/v1/third_tokens',
      '/svc/thirdLogin/v1/sessions/actions/login_by_token',
    ]);
    await page.locator('[data-login-state="in"]').waitFor();
    await context.close();
  });
});

describe('quality-course jump /jpk', () => {
  it('signed in as a teacher: POST /sso/get_ticket {}, then the type-2 address with ticket and identity_code', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/goTip');
    const asked = await answerJpkHost(page);
    const tickets = recordRequests(page, '/sso/get_ticket');
    const answers = await keepAnswers(page, '**/sso/get_ticket*');
    await page.goto(`${baseUrl}/jpk?role_code=TEACHER&jpk_type=2`);
    await page.waitForURL((url) => url.hostname === JPK_HOST);

    expect(tickets).toHaveLength(1);
    expect(tickets[0].method()).toBe('POST');
    expect(tickets[0].postData()).toBe('{}');
    expect(asked).toHaveLength(1);
    const target = asked[0];
    expect(`${target.origin}${target.pathname}`).toBe(`https://${JPK_HOST}/junior`);
    expect(target.searchParams.get('identity_code')).toBe('TEACHER');
    // The ticket is the one the stand-in issued: the quality-course site can redeem it once.
    const ticket = target.searchParams.get('ticket') ?? '';
    expect(answers).toEqual([expect.objectContaining({ ticket })]);
    const exchange = await fetch(`${baseUrl}/svc/uc/v1.1/sso/tickets/actions/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket }),
    });
    expect(exchange.status).toBe(200);
    expect(((await exchange.json()) as { user_id: string }).user_id).toBe('u-teacher');
    await context.close();
  });

  it('a failing ticket call shows the error with 重试 and 返回首页; 重试 then jumps', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await signIn(page, baseUrl, 'teacher', '/goTip');
    const asked = await answerJpkHost(page);
    let failures = 1;
    await page.route('**/sso/get_ticket*', async (route) => {
      if (failures-- > 0)
        return route.fulfill({
          status: 500,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify({ code: 'INTERNAL_ERROR', message: '服务器开小差了，请稍后重试' }),
        });
      return route.continue();
    });
    await page.goto(`${baseUrl}/jpk?role_code=TEACHER&jpk_type=1`);
    const failed = page.locator('[data-jpk="failed"]');
    await failed.waitFor();
    await expect(failed.locator('h1').textContent()).resolves.toBe(
      '获取精品课登录凭证失败，请稍后重试',
    );
    await expect(failed.getByRole('link', { name: '返回首页' }).getAttribute('href')).resolves.toBe(
      '/',
    );
    await screenshot(page, 'jpk-ticket-failed');
    await failed.getByRole('button', { name: '重试' }).click();
    await page.waitForURL((url) => url.hostname === JPK_HOST);
    expect(asked.map((url) => url.pathname)).toEqual(['/primary']);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('logged out: no ticket request, straight to the stand-in login page', async () => {
    const { page, context } = await openPage(browser);
    const tickets = recordRequests(page, '/sso/get_ticket');
    await page.goto(`${baseUrl}/jpk?jpk_type=1`);
    await page.waitForURL((url) => url.pathname === '/sso/login');
    expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe('/jpk?jpk_type=1');
    await page.locator('[data-account="teacher"]').waitFor();
    expect(tickets).toEqual([]);
    await context.close();
  });
});
