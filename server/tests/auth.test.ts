import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/security';
import { TOKEN_TTL_MS, TICKET_TTL_MS } from '../auth';
import { DEMO_USERS } from '../seed-data/users';
import { bearer, buildApp, login, manualClock, postLogin, tempDir, ticketOf } from './helpers';

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  // portal.test: the same-origin case below speaks under that name, which the stand-in must know.
  app = await buildApp(dir.path, { clock: clock.now, allowedHosts: ['portal.test'] });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const exchange = (ticket: string) =>
  app.inject({
    method: 'POST',
    url: '/svc/uc/v1.1/sso/tickets/actions/exchange',
    payload: { ticket },
  });
const current = (token: string) =>
  app.inject({ url: '/svc/uc/v1.1/users/current', headers: bearer(token) });

describe('sign-in page', () => {
  it('is a Chinese HTML page under the site CSP, with no script, listing every demo account', async () => {
    const res = await app.inject('/sso/login?redirect_uri=%2Fhd%2Fkpzy');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.body).toContain('<title>国家中小学智慧教育平台 统一身份认证 (本地替身)</title>');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('Demo@2026');
    for (const user of DEMO_USERS) expect(res.body).toContain(`data-account="${user.account}"`);
    for (const role of ['学生', '教师', '家长', '教育管理者', '教研员', '电教人员', '社会学习者']) {
      expect(res.body).toContain(role);
    }
    expect(res.body).toContain('value="/hd/kpzy"');
  });

  it('falls back to / when redirect_uri points at another site', async () => {
    const page = await app.inject('/sso/login?redirect_uri=https%3A%2F%2Fevil.example%2Fsteal');
    expect(page.body).toContain('name="redirect_uri" value="/"');
    for (const target of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
    ]) {
      const res = await postLogin(app, 'teacher', undefined, target);
      expect(res.statusCode).toBe(302);
      expect(String(res.headers.location)).toMatch(/^\/\?ticket=/);
    }
  });

  it('keeps an in-site path or a same-origin URL, adding the ticket to its query', async () => {
    const inSite = await postLogin(app, 'teacher', undefined, '/hd/kpzy?x-edu-theme=dark#top');
    expect(String(inSite.headers.location)).toMatch(
      /^\/hd\/kpzy\?x-edu-theme=dark&ticket=[\w-]+#top$/,
    );
    const sameOrigin = await postLogin(
      app,
      'teacher',
      undefined,
      'http://portal.test:8080/sport',
      'portal.test:8080',
    );
    expect(String(sameOrigin.headers.location)).toMatch(/^\/sport\?ticket=/);
  });

  it('re-renders the page with 账号或密码错误 and 401 on a wrong password, issuing nothing', async () => {
    const res = await postLogin(app, 'teacher', 'wrong-password', '/art');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.body).toContain('账号或密码错误');
    expect(res.body).toContain('value="teacher"');
    expect(res.headers.location).toBeUndefined();
    expect((await postLogin(app, 'nobody', 'Demo@2026')).statusCode).toBe(401);
  });
});

describe('ticket, token and user centre', () => {
  it('goes from sign-in to ticket to token to the current user and roles', async () => {
    const signIn = await postLogin(app, 'teacher');
    const swap = await exchange(ticketOf(String(signIn.headers.location)));
    expect(swap.statusCode).toBe(200);
    const session = swap.json() as { access_token: string; expires_at: string; user_id: string };
    expect(session.user_id).toBe('u-teacher');
    expect(session.access_token.length).toBeGreaterThanOrEqual(40);
    expect(Date.parse(session.expires_at) - clock.now()).toBe(TOKEN_TTL_MS);

    const me = await current(session.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user_id: 'u-teacher',
      real_name: '张三',
      user_name: 'teacher',
      account_type: 'person',
      avatar: expect.stringMatching(/^\/svc\/static\/covers\/.+\.svg$/),
    });
    const roles = await app.inject({
      url: '/svc/uc/v1.1/users/u-teacher/roles',
      headers: bearer(session.access_token),
    });
    expect(roles.json()).toEqual([{ role_code: 'TEACHER' }]);
  });

  it('accepts a ticket only once', async () => {
    const ticket = ticketOf(String((await postLogin(app, 'student')).headers.location));
    expect((await exchange(ticket)).statusCode).toBe(200);
    const replay = await exchange(ticket);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UC/TICKET_INVALID' });
  });

  it('refuses a ticket older than its lifetime', async () => {
    const ticket = ticketOf(String((await postLogin(app, 'student')).headers.location));
    clock.advance(TICKET_TTL_MS + 1000);
    expect((await exchange(ticket)).statusCode).toBe(401);
  });

  it('refuses a malformed exchange body with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/svc/uc/v1.1/sso/tickets/actions/exchange',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_ARGUMENT', message: '请求体缺少必填字段 ticket' });
  });

  it('answers 401 UC/AUTH_INVALID without a token, with a made-up token, and after 8 hours', async () => {
    expect((await app.inject('/svc/uc/v1.1/users/current')).statusCode).toBe(401);
    const forged = await current('not-a-real-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: 'UC/AUTH_INVALID',
      message: expect.stringMatching(/登录/),
    });

    const token = await login(app, 'guardian');
    clock.advance(TOKEN_TTL_MS - 60_000);
    expect((await current(token)).statusCode).toBe(200);
    clock.advance(120_000);
    expect((await current(token)).statusCode).toBe(401);
  });

  it('invalidates the token on logout', async () => {
    const token = await login(app, 'learner');
    const out = await app.inject({
      method: 'POST',
      url: '/svc/uc/v1.1/sessions/actions/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await current(token)).statusCode).toBe(401);
  });

  it('lets each user read only their own roles', async () => {
    const token = await login(app, 'student');
    const other = await app.inject({
      url: '/svc/uc/v1.1/users/u-teacher/roles',
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    const unknown = await app.inject({
      url: '/svc/uc/v1.1/users/u-nobody/roles',
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('carries the awkward identities the display-name and role rules must handle', async () => {
    const who = async (account: string) => {
      const token = await login(app, account);
      const me = (await current(token)).json() as { user_id: string };
      const roles = (
        await app.inject({ url: `/svc/uc/v1.1/users/${me.user_id}/roles`, headers: bearer(token) })
      ).json();
      return { me, roles };
    };
    expect(await who('teacher-guardian')).toMatchObject({
      me: { real_name: '周华' },
      roles: [{ role_code: 'TEACHER' }, { role_code: 'GUARDIAN' }],
    });
    expect(await who('norole')).toMatchObject({ roles: [] });
    expect(await who('minor')).toMatchObject({
      me: { real_name: null, user_name: '郑小雨', is_minor: true },
    });
    expect(await who('nickonly')).toMatchObject({
      me: { real_name: null, nick_name: '快乐的小蜜蜂' },
    });
    expect(await who('guest')).toMatchObject({
      me: { account_type: 'guest', real_name: null },
      roles: [],
    });
  });
});
