import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UCKEY_TTL_MS } from '../data/identities';
import { bearer, buildApp, login, manualClock, postLogin, tempDir, ticketOf } from './helpers';

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  // portal.test: the name an operator would add (ALLOWED_HOSTS) to reach the stand-in by it.
  app = await buildApp(dir.path, { clock: clock.now, allowedHosts: ['portal.test'] });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = (url: string, token?: string) =>
  app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe('authed identity calls', () => {
  it.each([
    ['POST', '/svc/uc/v1.1/identities/actions/save'],
    ['GET', '/svc/uc/v1.1/users/u-teacher/identities'],
    ['POST', '/svc/uc/v1.1/users/u-teacher/identities'],
    ['GET', '/svc/uc/v1/teacher/profile/verify/status?user_type=TEACHER'],
    ['GET', '/svc/uc/v1/members/u-student/classes/actions/page_query?$offset=0&$limit=20'],
    ['GET', '/svc/uc/v1/sun_teachers/u-teacher/schools/actions/query'],
    ['POST', '/svc/uc/v1.1/uckeys'],
  ])('%s %s needs a token (401 UC/AUTH_INVALID)', async (method, url) => {
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
      headers: bearer('not-a-token'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UC/AUTH_INVALID' });
  });

  it("refuses another user's identities, memberships and schools (403)", async () => {
    const token = await login(app, 'student');
    for (const url of [
      '/svc/uc/v1.1/users/u-teacher/identities',
      '/svc/uc/v1/members/u-teacher/classes/actions/page_query',
      '/svc/uc/v1/sun_teachers/u-teacher/schools/actions/query',
    ]) {
      expect((await get(url, token)).statusCode).toBe(403);
    }
    const save = await post(
      '/svc/uc/v1.1/identities/actions/save',
      { userId: 'u-teacher', role: 'GUARDIAN' },
      token,
    );
    expect(save.statusCode).toBe(403);
  });
});

describe('save identity', () => {
  it('stores the choice and adds the role when missing', async () => {
    const token = await login(app, 'norole');
    const res = await post(
      '/svc/uc/v1.1/identities/actions/save',
      { userId: 'u-norole', role: 'STUDENT' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_id: 'u-norole', role_code: 'STUDENT' });
    const roles = await get('/svc/uc/v1.1/users/u-norole/roles', token);
    expect(roles.json()).toEqual([{ role_code: 'STUDENT' }]);
    const row = app.portal.db
      .prepare('SELECT role_code FROM uc_identity_choices WHERE user_id = ?')
      .get('u-norole');
    expect(row).toEqual({ role_code: 'STUDENT' });
  });

  it('answers the saved identity as the current identity: null before any choice', async () => {
    const token = await login(app, 'teacher-guardian');
    const url = '/svc/uc/v1.1/users/u-teacher-guardian/identities/actions/current';
    expect((await get(url, token)).json()).toEqual({
      user_id: 'u-teacher-guardian',
      identity: null,
    });
    await post(
      '/svc/uc/v1.1/identities/actions/save',
      { userId: 'u-teacher-guardian', role: 'GUARDIAN' },
      token,
    );
    expect((await get(url, token)).json()).toEqual({
      user_id: 'u-teacher-guardian',
      identity: { identity_code: 'GUARDIAN', identity_name: '家长', tenant_id: 0 },
    });
    expect((await get(url, await login(app, 'student'))).statusCode).toBe(403);
    expect((await get(url, 'not-a-token')).statusCode).toBe(401);
  });

  it('rejects EDU_EXPERT, unknown roles and malformed bodies (400)', async () => {
    const token = await login(app, 'teacher');
    for (const payload of [
      { userId: 'u-teacher', role: 'EDU_EXPERT' },
      { userId: 'u-teacher', role: 'KING' },
      { userId: 'u-teacher' },
      { userId: 'u-teacher', role: 3 },
    ]) {
      expect((await post('/svc/uc/v1.1/identities/actions/save', payload, token)).statusCode).toBe(
        400,
      );
    }
  });
});

describe('identities', () => {
  it('lists the roles as tenant-0 identities plus another tenant the portal must skip', async () => {
    const token = await login(app, 'teacher');
    const res = await get('/svc/uc/v1.1/users/u-teacher/identities', token);
    expect(res.json()).toEqual([
      { identity_code: 'TEACHER', identity_name: '教师', tenant_id: 0 },
      { identity_code: 'GUARDIAN', identity_name: '家长', tenant_id: 5 },
    ]);
  });

  it('adds an identity with identity_code (201, then 200 when already held)', async () => {
    const token = await login(app, 'guardian');
    const url = '/svc/uc/v1.1/users/u-guardian/identities';
    const first = await post(url, { identity_code: 'SOCIAL_LEARNER' }, token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      identity_code: 'SOCIAL_LEARNER',
      identity_name: '社会学习者',
      tenant_id: 0,
    });
    expect((await post(url, { identity_code: 'SOCIAL_LEARNER' }, token)).statusCode).toBe(200);
    expect((await get(url, token)).json()).toHaveLength(2);
    expect((await post(url, { identity_code: 'EDU_EXPERT' }, token)).statusCode).toBe(400);
  });
});

describe('teacher verify status', () => {
  it('answers {code, school}; user_type is required', async () => {
    const teacher = await login(app, 'teacher');
    const ok = await get('/svc/uc/v1/teacher/profile/verify/status?user_type=TEACHER', teacher);
    expect(ok.json()).toEqual({
      code: 2,
      school: { school_id: 's-demo-1', school_name: '北京市示范中学' },
    });
    expect((await get('/svc/uc/v1/teacher/profile/verify/status', teacher)).statusCode).toBe(400);
    const admin = await login(app, 'eduadmin');
    const pending = await get(
      '/svc/uc/v1/teacher/profile/verify/status?user_type=EDU_ADMIN',
      admin,
    );
    expect(pending.json()).toMatchObject({ code: 1 });
  });
});

describe('class memberships and sun-teacher schools', () => {
  it('pages memberships with $offset and $limit and gives the total', async () => {
    const token = await login(app, 'student');
    const base = '/svc/uc/v1/members/u-student/classes/actions/page_query';
    const all = (await get(`${base}?$offset=0&$limit=20`, token)).json();
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({
      class_member_type: 'STUDENT',
      class_type: 'CLASS',
      school_id: 's-sun-1',
    });
    const second = (await get(`${base}?$offset=1&$limit=1`, token)).json();
    expect(second).toMatchObject({ total: 2, items: [{ class_type: 'GROUP' }] });
    expect((await get(`${base}?$limit=500`, token)).statusCode).toBe(400);
    expect((await get(`${base}?$offset=-1`, token)).statusCode).toBe(400);
  });

  it('lists the schools of a sun teacher, none for others', async () => {
    const teacher = await login(app, 'teacher');
    const res = await get('/svc/uc/v1/sun_teachers/u-teacher/schools/actions/query', teacher);
    expect(res.json()).toEqual([{ school_id: 's-sun-1', school_name: '阳光实验学校' }]);
    const learner = await login(app, 'learner');
    const none = await get('/svc/uc/v1/sun_teachers/u-learner/schools/actions/query', learner);
    expect(none.json()).toEqual([]);
  });
});

describe('uckey login', () => {
  it('issues a single-use uckey that logs in once', async () => {
    const token = await login(app, 'teacher');
    const issued = await post('/svc/uc/v1.1/uckeys', {}, token);
    expect(issued.statusCode).toBe(201);
    const { uckey } = issued.json() as { uckey: string };
    const first = await post('/svc/uc/v1.1/sessions/actions/login_by_uckey', { uckey });
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ token_type: 'Bearer', user_id: 'u-teacher' });
    const me = await get('/svc/uc/v1.1/users/current', answer.access_token);
    expect(me.json()).toMatchObject({ user_id: 'u-teacher' });
    const again = await post('/svc/uc/v1.1/sessions/actions/login_by_uckey', { uckey });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'UC/UCKEY_INVALID' });
  });

  it('refuses an expired or unknown uckey and a malformed body', async () => {
    const token = await login(app, 'teacher');
    const { uckey } = (await post('/svc/uc/v1.1/uckeys', {}, token)).json() as { uckey: string };
    clock.advance(UCKEY_TTL_MS + 1000);
    expect((await post('/svc/uc/v1.1/sessions/actions/login_by_uckey', { uckey })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/svc/uc/v1.1/sessions/actions/login_by_uckey', { uckey: 'nope' })).statusCode,
    ).toBe(401);
    expect((await post('/svc/uc/v1.1/sessions/actions/login_by_uckey', {})).statusCode).toBe(400);
  });
});

describe('non-SSO session from a ticket', () => {
  it('exchanges a fresh ticket once (201), and refuses it after', async () => {
    const signIn = await postLogin(app, 'guardian');
    const ticket = ticketOf(String(signIn.headers.location));
    const res = await post('/svc/uc/v1.1/sessions', { ticket });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user_id: 'u-guardian', token_type: 'Bearer' });
    const again = await post('/svc/uc/v1.1/sessions', { ticket });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'UC/TICKET_INVALID' });
  });
});

describe('GET /sso/logout', () => {
  it('redirects to a same-origin logout_redirect_uri as its path', async () => {
    const res = await app.inject({
      url: `/sso/logout?logout_redirect_uri=${encodeURIComponent('http://portal.test/liveList')}&client_id=x`,
      headers: { host: 'portal.test' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/liveList');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends a foreign or missing target to / and expires the SSO cookie when sent', async () => {
    const foreign = await app.inject({
      url: `/sso/logout?logout_redirect_uri=${encodeURIComponent('https://evil.example/x')}`,
      headers: { host: 'portal.test', cookie: 'a=1; sso_session=abc' },
    });
    expect(foreign.headers.location).toBe('/');
    expect(String(foreign.headers['set-cookie'])).toMatch(/^sso_session=; Path=\/; Max-Age=0/);
    const missing = await app.inject({ url: '/sso/logout' });
    expect(missing.headers.location).toBe('/');
  });
});
