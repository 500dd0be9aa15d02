import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';
import { LIVE_SEEDS } from '../seed-data/lives';

const dir = tempDir();
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0, 0));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const search = async (query: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/svc/course/v1/open_class_lives/actions/search?${query}`,
  });
  return res;
};
const ids = async (status: number) =>
  ((await search(`status=${status}`)).json() as { items: { id: string }[] }).items
    .map((item) => item.id)
    .sort();
const seededWhere = (test: (start: number, end: number) => boolean) =>
  LIVE_SEEDS.filter((live) => test(live.hours[0], live.hours[1]))
    .map((live) => live.id)
    .sort();

describe('GET /svc/course/v1/open_class_lives/actions/search', () => {
  it('answers every live without login for status -1, with a total', async () => {
    const res = await search('status=-1&$offset=0&$limit=50');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; items: Record<string, unknown>[] };
    expect(body.total).toBe(LIVE_SEEDS.length);
    expect(body.items).toHaveLength(LIVE_SEEDS.length);
    expect(body.items[0]).toMatchObject({
      start_time: expect.stringMatching(/\+0800$/),
      end_time: expect.stringMatching(/\+0800$/),
      cover_url: expect.stringMatching(/^\/svc\/static\/covers\//),
    });
  });

  it('filters 0 not started, 1 in progress, 2 ended by the clock', async () => {
    expect(await ids(0)).toEqual(seededWhere((start) => start > 0));
    expect(await ids(1)).toEqual(seededWhere((start, end) => start <= 0 && end >= 0));
    expect(await ids(2)).toEqual(seededWhere((_start, end) => end < 0));
    for (const status of [0, 1, 2]) expect((await ids(status)).length).toBeGreaterThan(0);
  });

  it('every live with a resource id opens a real detail resource', async () => {
    for (const live of LIVE_SEEDS.filter((seed) => seed.resourceId)) {
      const res = await app.inject({
        method: 'GET',
        url: `/svc/course/v1/contents/${live.resourceId}/actions/detail?content_type=open_class_live`,
      });
      expect(res.statusCode, live.id).toBe(200);
      expect(res.json()).toMatchObject({ title: live.title, resource_type: 'open_class_live' });
    }
  });

  it('pages with $offset and $limit and refuses an unknown status', async () => {
    const page = (await search('status=-1&$offset=2&$limit=3')).json() as { items: unknown[] };
    expect(page.items).toHaveLength(3);
    expect((await search('status=7')).statusCode).toBe(400);
  });
});

const SUBSCRIPTIONS = '/svc/course/v1/open_class_lives/actions/get_subscription';
const subscribeUrl = (liveId: string) =>
  `/svc/course/v1/open_class_lives/${liveId}/actions/subscribe`;
const upcoming = (minutes: number) =>
  LIVE_SEEDS.find((live) => Math.round(live.hours[0] * 60) === minutes);

describe('live subscriptions (get_subscription, subscribe)', () => {
  it('seeds one live 10 minutes and one 16 minutes from the seeding moment', () => {
    expect(upcoming(10)?.resourceId).toBeTruthy();
    expect(upcoming(16)?.resourceId).toBeTruthy();
  });

  it('both need the token: 401 UC/AUTH_INVALID without it', async () => {
    const list = await app.inject({ method: 'GET', url: SUBSCRIPTIONS });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toMatchObject({ code: 'UC/AUTH_INVALID' });
    const post = await app.inject({ method: 'POST', url: subscribeUrl('live-tiyu-tiaosheng') });
    expect(post.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: subscribeUrl('live-tiyu-tiaosheng'),
      headers: bearer('not-a-token'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('a bodiless POST subscribes the caller only, once, and get_subscription lists it', async () => {
    const student = await login(app, 'student');
    const teacher = await login(app, 'teacher');
    const mine = async (token: string) =>
      (await app.inject({ method: 'GET', url: SUBSCRIPTIONS, headers: bearer(token) })).json();
    expect(await mine(student)).toEqual([]);

    const live = upcoming(16)?.id ?? '';
    for (let time = 0; time < 2; time += 1) {
      const res = await app.inject({
        method: 'POST',
        url: subscribeUrl(live),
        headers: bearer(student),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ live_id: live, is_subscribe: true });
    }
    // The JSON content type with an empty body is what some clients send: still no body.
    const typed = await app.inject({
      method: 'POST',
      url: subscribeUrl('live-tiyu-tiaosheng'),
      headers: { ...bearer(student), 'content-type': 'application/json' },
      payload: '',
    });
    expect(typed.statusCode).toBe(200);
    // Same instant (the test clock stands still): ordered by live id.
    expect(await mine(student)).toEqual([
      { live_id: 'live-tiyu-tiaosheng', is_subscribe: true },
      { live_id: live, is_subscribe: true },
    ]);
    expect(await mine(teacher)).toEqual([]);
  });

  it('refuses an unknown live (404 该直播未找到) and one already started (409)', async () => {
    const student = await login(app, 'student');
    const unknown = await app.inject({
      method: 'POST',
      url: subscribeUrl('no-such-live'),
      headers: bearer(student),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'LIVE/NOT_FOUND', message: '该直播未找到' });
    const started = LIVE_SEEDS.find((live) => live.hours[0] < 0 && live.hours[1] > 0)?.id ?? '';
    const late = await app.inject({
      method: 'POST',
      url: subscribeUrl(started),
      headers: bearer(student),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: '直播已开始，无需预约' });
  });
});
