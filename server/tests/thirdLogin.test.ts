import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THIRD_LOGIN_CODE_TTL_MS, THIRD_LOGIN_TOKEN_TTL_MS } from '../routes/thirdLogin';
import { APP_ID, bearer, buildApp, login, manualClock, tempDir } from './helpers';

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const BASE = '/svc/thirdLogin';
const CODE_REQUEST = {
  scope: 'email',
  redirect_uri: 'http://127.0.0.1:8080/thirdLogin',
  client_id: 'local-app-id',
};

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${BASE}${path}`, payload: payload as object, headers });

async function codeFor(account: string): Promise<string> {
  const token = await login(app, account);
  const res = await post('/v1/authorization_codes', CODE_REQUEST, { ...bearer(token), ...APP_ID });
  expect(res.statusCode).toBe(201);
  return (res.json() as { code: string }).code;
}

const tokenRequest = (code: string) => ({
  redirect_params: { code, app_id: 'local-app-id' },
  auto_register: true,
});

async function thirdTokenFor(account: string): Promise<string> {
  const res = await post('/v1/third_tokens', tokenRequest(await codeFor(account)));
  expect(res.statusCode).toBe(201);
  return (res.json() as { token: string }).token;
}

describe('step 1: authorisation code', () => {
  it('gives a signed-in user a random code that expires', async () => {
    const token = await login(app, 'student');
    const headers = { ...bearer(token), ...APP_ID };
    const first = await post('/v1/authorization_codes', CODE_REQUEST, headers);
    const second = await post('/v1/authorization_codes', CODE_REQUEST, headers);
    expect(first.statusCode).toBe(201);
    const answer = first.json() as { code: string; expires_at: string };
    expect(answer.code).toMatch(/^[\w-]{40,}$/);
    expect(answer.code).not.toBe((second.json() as { code: string }).code);
    expect(answer.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0800$/);
    // Only the hash is stored.
    const stored = app.portal.db.prepare('SELECT code_hash FROM third_login_codes').all() as {
      code_hash: string;
    }[];
    expect(stored.map((row) => row.code_hash)).not.toContain(answer.code);
  });

  it('without a portal session answers 401 in Chinese', async () => {
    for (const headers of [APP_ID, { ...APP_ID, ...bearer('not-a-token') }]) {
      const res = await post('/v1/authorization_codes', CODE_REQUEST, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UC/AUTH_INVALID' });
      expect((res.json() as { message: string }).message).toMatch(/登录/);
    }
  });

  it('without the sdp-app-id header answers 400', async () => {
    const token = await login(app, 'student');
    const res = await post('/v1/authorization_codes', CODE_REQUEST, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'APP_ID_REQUIRED', message: '缺少请求头 sdp-app-id' });
  });

  it.each([
    ['another scope', { ...CODE_REQUEST, scope: 'profile' }],
    ['no redirect_uri', { scope: 'email', client_id: 'local-app-id' }],
    ['no client_id', { scope: 'email', redirect_uri: CODE_REQUEST.redirect_uri }],
  ])('refuses %s (400, Chinese message)', async (_name, body) => {
    const token = await login(app, 'student');
    const res = await post('/v1/authorization_codes', body, { ...bearer(token), ...APP_ID });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('step 2: third-party token creation', () => {
  it('redeems the code once for a random third-party token', async () => {
    const code = await codeFor('student');
    const first = await post('/v1/third_tokens', tokenRequest(code));
    expect(first.statusCode).toBe(201);
    const answer = first.json() as { token: string; expires_at: string };
    expect(answer.token).toMatch(/^[\w-]{40,}$/);
    expect(answer.token).not.toBe(code);

    const again = await post('/v1/third_tokens', tokenRequest(code));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 'THIRD_LOGIN/CODE_INVALID',
      message: '授权码无效或已过期，请重新登录',
    });
  });

  it('refuses an unknown or expired code (401)', async () => {
    expect((await post('/v1/third_tokens', tokenRequest('made-up'))).statusCode).toBe(401);
    const code = await codeFor('student');
    clock.advance(THIRD_LOGIN_CODE_TTL_MS + 1);
    const res = await post('/v1/third_tokens', tokenRequest(code));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'THIRD_LOGIN/CODE_INVALID' });
  });

  it.each([
    ['no redirect_params', { auto_register: true }],
    ['no code', { redirect_params: { app_id: 'local-app-id' }, auto_register: true }],
    ['no app_id', { redirect_params: { code: 'c' }, auto_register: true }],
    ['no auto_register', { redirect_params: { code: 'c', app_id: 'a' } }],
    ['auto_register as text', { redirect_params: { code: 'c', app_id: 'a' }, auto_register: 'y' }],
  ])('refuses a body with %s (400)', async (_name, body) => {
    const res = await post('/v1/third_tokens', body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('step 3: login by token', () => {
  it('answers a portal access token like the ticket exchange, usable at once', async () => {
    const thirdToken = await thirdTokenFor('student');
    const res = await post('/v1/sessions/actions/login_by_token', { token: thirdToken });
    expect(res.statusCode).toBe(200);
    const grant = res.json() as Record<string, string>;
    expect(Object.keys(grant).sort()).toEqual([
      'access_token',
      'expires_at',
      'token_type',
      'user_id',
    ]);
    expect(grant).toMatchObject({ token_type: 'Bearer', user_id: 'u-student' });
    const me = await app.inject({
      url: '/svc/uc/v1.1/users/current',
      headers: bearer(grant.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user_id: 'u-student' });
  });

  it('refuses a reused, unknown or expired token (401, Chinese message)', async () => {
    const thirdToken = await thirdTokenFor('teacher');
    expect(
      (await post('/v1/sessions/actions/login_by_token', { token: thirdToken })).statusCode,
    ).toBe(200);
    const reused = await post('/v1/sessions/actions/login_by_token', { token: thirdToken });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      code: 'THIRD_LOGIN/TOKEN_INVALID',
      message: '第三方登录凭证无效或已过期，请重新登录',
    });
    expect(
      (await post('/v1/sessions/actions/login_by_token', { token: 'made-up' })).statusCode,
    ).toBe(401);

    const late = await thirdTokenFor('teacher');
    clock.advance(THIRD_LOGIN_TOKEN_TTL_MS + 1);
    expect((await post('/v1/sessions/actions/login_by_token', { token: late })).statusCode).toBe(
      401,
    );
  });

  it('a code is not a third-party token, and a portal token is neither', async () => {
    const code = await codeFor('student');
    expect((await post('/v1/sessions/actions/login_by_token', { token: code })).statusCode).toBe(
      401,
    );
    const portal = await login(app, 'student');
    expect((await post('/v1/third_tokens', tokenRequest(portal))).statusCode).toBe(401);
  });

  it('refuses a body without token (400)', async () => {
    expect((await post('/v1/sessions/actions/login_by_token', {})).statusCode).toBe(400);
  });
});
