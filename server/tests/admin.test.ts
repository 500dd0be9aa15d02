/**
 * The admin jump as the stand-in answers it (seed 000 §2 Footer, §6, §7; ledger CORE-FOOTER-04,
 * CORE-LOGIN-13, CORE-API-41, A-34): POST /sso/get_code hands the signed-in user a single-use
 * code, and the admin landing page at /svc/admin redeems it once, within 5 minutes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/security';
import { fromPlatformTime } from '../time';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';

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

async function getCode(token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/sso/get_code',
    payload: {},
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  const { code, expires_at: expiresAt } = res.json() as { code: string; expires_at: string };
  expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  // Five minutes from now, in the platform's wire format.
  expect(expiresAt).toMatch(/\+0800$/);
  expect(fromPlatformTime(expiresAt) - clock.now()).toBe(5 * 60 * 1000);
  return code;
}

const adminPage = (query: string) => app.inject({ url: `/svc/admin?${query}` });

describe('POST /sso/get_code', () => {
  it('needs a signed-in user (401 UC/AUTH_INVALID)', async () => {
    const res = await app.inject({ method: 'POST', url: '/sso/get_code', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UC/AUTH_INVALID' });
  });

  it('answers a new random code on every call', async () => {
    const token = await login(app, 'eduadmin');
    const first = await getCode(token);
    const second = await getCode(token);
    expect(first).not.toBe(second);
  });

  it('the code also logs in once through the uckey login (one store of user keys)', async () => {
    const token = await login(app, 'teacher');
    const code = await getCode(token);
    const url = '/svc/uc/v1.1/sessions/actions/login_by_uckey';
    const first = await app.inject({ method: 'POST', url, payload: { uckey: code } });
    expect(first.json()).toMatchObject({ user_id: 'u-teacher' });
    const again = await app.inject({ method: 'POST', url, payload: { uckey: code } });
    expect(again.statusCode).toBe(401);
  });
});

describe('GET /svc/admin (management-system landing page)', () => {
  it("redeems the key: 管理系统 with the user's display name and the jump target", async () => {
    const token = await login(app, 'eduadmin');
    const code = await getCode(token);
    const res = await adminPage(`jump=areaAdmin&uckey=${encodeURIComponent(code)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<title>管理系统</title>');
    expect(res.body).toContain('<dd data-admin="user">赵建国</dd>');
    expect(res.body).toContain('<dd data-admin="jump">areaAdmin</dd>');
  });

  it('a key works once: the second visit gets 401 登录凭证无效或已过期', async () => {
    const code = await getCode(await login(app, 'eduadmin'));
    expect((await adminPage(`jump=areaAdmin&uckey=${code}`)).statusCode).toBe(200);
    const again = await adminPage(`jump=areaAdmin&uckey=${code}`);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('登录凭证无效或已过期');
    expect(again.body).not.toContain('赵建国');
  });

  it('a key older than 5 minutes, an unknown key and no key get 401', async () => {
    const code = await getCode(await login(app, 'eduadmin'));
    clock.advance(5 * 60 * 1000 + 1);
    for (const query of [`uckey=${code}`, 'uckey=made-up', 'jump=areaAdmin']) {
      const res = await adminPage(query);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('登录凭证无效或已过期');
    }
  });

  it('a key used within 5 minutes still works', async () => {
    const code = await getCode(await login(app, 'nickonly'));
    clock.advance(5 * 60 * 1000 - 1000);
    const res = await adminPage(`uckey=${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('快乐的小蜜蜂');
  });

  it('shows the jump target as text, never as markup', async () => {
    const code = await getCode(await login(app, 'eduadmin'));
    const res = await adminPage(`jump=${encodeURIComponent('<script>x</script>')}&uckey=${code}`);
    expect(res.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(res.body).not.toContain('<script>x');
  });
});
