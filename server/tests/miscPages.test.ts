import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';
import {
  LIVE_ACTIVITY_SEEDS,
  SCHOOL_SERVICE_LIVE_IDS,
  VALID_VERIFY_CODE,
} from '../seed-data/miscPages';

const dir = tempDir();
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0, 0));
let app: FastifyInstance;
let teacher: string;
let student: string;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  teacher = await login(app, 'teacher');
  student = await login(app, 'student');
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const MY_LIVES = '/svc/course/live_activities/actions/search_by_user';
const PORTAL_BODY = { offset: 0, limit: 2, is_mine: true, scope_type: 4, status: [0, 1] };

describe('POST /svc/course/live_activities/actions/search_by_user (my live activities)', () => {
  it("answers the caller's own not-over activities, soonest first, limit 2 with the total", async () => {
    const res = await app.inject({
      method: 'POST',
      url: MY_LIVES,
      headers: bearer(teacher),
      payload: PORTAL_BODY,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; items: Record<string, unknown>[] };
    const open = LIVE_ACTIVITY_SEEDS.filter((s) => s.owner === 'u-teacher' && s.hours[1] >= 0);
    expect(body.total).toBe(open.length);
    expect(body.items.map((item) => item.id)).toEqual(open.slice(0, 2).map((s) => s.id));
    expect(body.items[0]).toMatchObject({
      status: 1,
      live_url: '/publicLive/la-teacher-yuwen',
      start_time: expect.stringMatching(/\+0800$/),
    });
    expect(body.items[1]).toMatchObject({ status: 0 });
  });

  it('gives up to 6 on mobile and never the ended ones; another user sees only his own', async () => {
    const res = await app.inject({
      method: 'POST',
      url: MY_LIVES,
      headers: bearer(teacher),
      payload: { ...PORTAL_BODY, limit: 6 },
    });
    const ids = (res.json() as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain('la-teacher-ended');
    const other = await app.inject({
      method: 'POST',
      url: MY_LIVES,
      headers: bearer(student),
      payload: PORTAL_BODY,
    });
    expect(other.json()).toEqual({ total: 0, items: [] });
  });

  it('needs login and a well-formed body', async () => {
    expect(
      (await app.inject({ method: 'POST', url: MY_LIVES, payload: PORTAL_BODY })).statusCode,
    ).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: MY_LIVES,
      headers: bearer(teacher),
      payload: { ...PORTAL_BODY, limit: 500 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /svc/course/v1/live_activity_banned/actions/by_user_id (ban check)', () => {
  const check = (userId: string, token = teacher) =>
    app.inject({
      method: 'GET',
      url: `/svc/course/v1/live_activity_banned/actions/by_user_id?banned_user_id=${userId}`,
      headers: bearer(token),
    });

  it('says the seeded student is banned and the teacher is not', async () => {
    expect((await check('u-student', student)).json()).toMatchObject({
      banned_user_id: 'u-student',
      banned: true,
    });
    expect((await check('u-teacher')).json()).toMatchObject({ banned: false, reason: null });
  });

  it('needs login and the user id', async () => {
    const anon = await app.inject({
      method: 'GET',
      url: '/svc/course/v1/live_activity_banned/actions/by_user_id?banned_user_id=u-student',
    });
    expect(anon.statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: '/svc/course/v1/live_activity_banned/actions/by_user_id',
      headers: bearer(teacher),
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('live room comments /svc/course/v1/live_activities/{liveId}/comments', () => {
  const url = '/svc/course/v1/live_activities/live-yuwen-shici/comments';

  it('lists the seeded comments without login and stores a signed-in comment', async () => {
    const before = (await app.inject({ method: 'GET', url })).json() as unknown[];
    expect(before).toHaveLength(3);
    const posted = await app.inject({
      method: 'POST',
      url,
      headers: bearer(teacher),
      payload: { content: '  同学们好！ ' },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ user_name: '张三', content: '同学们好！' });
    const after = (await app.inject({ method: 'GET', url })).json() as { content: string }[];
    expect(after.at(-1)?.content).toBe('同学们好！');
  });

  it('refuses a banned user, an empty comment and an unknown room', async () => {
    const banned = await app.inject({
      method: 'POST',
      url,
      headers: bearer(student),
      payload: { content: '你好' },
    });
    expect(banned.statusCode).toBe(403);
    expect(banned.json()).toMatchObject({
      code: 'LIVE/BANNED',
      message: '您已被禁言，暂时无法发言',
    });
    const empty = await app.inject({
      method: 'POST',
      url,
      headers: bearer(teacher),
      payload: { content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'GET',
      url: '/svc/course/v1/live_activities/no-such-live/comments',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('open class lives of a channel (/schoolService/publicLive)', () => {
  it('keeps only the channel’s lives with channel=schoolService', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/svc/course/v1/open_class_lives/actions/search?status=-1&channel=schoolService',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; items: { id: string }[] };
    expect(body.total).toBe(SCHOOL_SERVICE_LIVE_IDS.length);
    expect(body.items.map((item) => item.id).sort()).toEqual([...SCHOOL_SERVICE_LIVE_IDS].sort());
  });
});

describe('GET /svc/course/v1/recommends/{kind}', () => {
  it('answers the week_1 activities by default, linking in-site', async () => {
    const res = await app.inject({ method: 'GET', url: '/svc/course/v1/recommends/activity' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { week: string; total: number; items: Record<string, unknown>[] };
    expect(body.week).toBe('week_1');
    expect(body.total).toBe(4);
    expect(body.items[0]).toMatchObject({
      title: '2026年全国中小学科普资源征集活动',
      link: '/hd/kpzy',
    });
  });

  it('answers model lessons whose detail exists, and another order for week_2', async () => {
    const week1 = (
      await app.inject({ method: 'GET', url: '/svc/course/v1/recommends/modelLesson?week=week_1' })
    ).json() as { items: { resource_id: string; resource_type: string }[] };
    expect(week1.items).toHaveLength(6);
    const first = week1.items[0];
    expect(first.resource_type).toBe('assets_video');
    const detail = await app.inject({
      method: 'GET',
      url: `/svc/course/v1/contents/${first.resource_id}/actions/detail`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: first.resource_id, resource_type: 'assets_video' });
    const week2 = (
      await app.inject({ method: 'GET', url: '/svc/course/v1/recommends/modelLesson?week=week_2' })
    ).json() as { items: { resource_id: string }[] };
    expect(week2.items[0].resource_id).not.toBe(first.resource_id);
  });

  it('refuses another kind or a malformed week', async () => {
    const kind = await app.inject({ method: 'GET', url: '/svc/course/v1/recommends/other' });
    expect(kind.statusCode).toBe(400);
    const week = await app.inject({
      method: 'GET',
      url: '/svc/course/v1/recommends/activity?week=1',
    });
    expect(week.statusCode).toBe(400);
  });
});

describe('POST /svc/course/v1/verify_codes/actions/check', () => {
  const check = (code: unknown) =>
    app.inject({
      method: 'POST',
      url: '/svc/course/v1/verify_codes/actions/check',
      payload: { code },
    });

  it('answers the certificate of a valid code, in any case', async () => {
    const res = await check(VALID_VERIFY_CODE.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: VALID_VERIFY_CODE, holder_name: '李明' });
  });

  it('says 验证码错误 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await check('ZX2026XX9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: '验证码错误，请核对后重新输入' });
    expect((await check('a b')).statusCode).toBe(400);
  });
});
