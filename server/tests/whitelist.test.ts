import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, tempDir } from './helpers';

/**
 * A whitelist-restricted contest (seed 000 §7 is_whitelisted_user, CORE-API-30, A-47): the HMT
 * students' contest lets only its list enrol; the stand-in's enrol gate refuses the others with
 * the words the button shows, 抱歉，您暂无访问权限.
 */

/** The HMT students' contest, restricted to its list (server/seed-data/contests.json). */
const HMT_CONTEST_ID = 'dnds2026-hmt';
const dir = tempDir();
let app: FastifyInstance;
let student: string;
let teacher: string;

beforeAll(async () => {
  app = await buildApp(dir.path);
  student = await login(app, 'student');
  teacher = await login(app, 'teacher');
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

const whitelisted = async (token: string, contestId = HMT_CONTEST_ID) =>
  (
    await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/${contestId}/enrolls/actions/is_whitelisted_user`,
      headers: bearer(token),
    })
  ).json();

describe('the HMT contest is whitelist-restricted', () => {
  it('says so in its detail, and answers is_whitelisted_user per user', async () => {
    const detail = await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/${HMT_CONTEST_ID}/actions/detail`,
    });
    expect(detail.json()).toMatchObject({ enroll_setting: { config: { whitelist_only: true } } });
    expect(await whitelisted(student)).toEqual({ is_whitelisted_user: true });
    expect(await whitelisted(teacher)).toEqual({ is_whitelisted_user: false });
    // An unrestricted contest lets everybody through.
    expect(await whitelisted(teacher, 'kpzy2026')).toEqual({ is_whitelisted_user: true });
    const kpzy = await app.inject({
      method: 'GET',
      url: '/svc/contest/contests/kpzy2026/actions/detail',
    });
    expect(kpzy.json().enroll_setting.config).toEqual({});
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/${HMT_CONTEST_ID}/enrolls/actions/is_whitelisted_user`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to enrol a user not on the list, with the button text; enrols one who is', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: `/svc/contest/contests/${HMT_CONTEST_ID}/enrolls`,
      headers: bearer(teacher),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'GATE/enroll.notWhitelisted',
      message: '抱歉，您暂无访问权限',
    });
    const rows = app.portal.db
      .prepare('SELECT COUNT(*) FROM enrolments WHERE contest_id = ?')
      .pluck()
      .get(HMT_CONTEST_ID);
    expect(rows).toBe(0);
    const admitted = await app.inject({
      method: 'POST',
      url: `/svc/contest/contests/${HMT_CONTEST_ID}/enrolls`,
      headers: bearer(student),
      payload: {},
    });
    expect(admitted.statusCode).toBe(201);
  });
});
