import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, bearer, buildApp, login, tempDir } from './helpers';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

interface Stats {
  id: string;
  like_count: number;
  total_uv: number;
  open_class_live_count: number;
}

const likesIn = (resId: string) =>
  (
    app.portal.db
      .prepare('SELECT user_id FROM likes WHERE res_id = ? ORDER BY user_id')
      .all(resId) as {
      user_id: string;
    }[]
  ).map((row) => row.user_id);

describe('stats service', () => {
  it('requires the sdp-app-id header on every call', async () => {
    for (const url of [
      '/svc/stats/v1/res_stats/sport-0001',
      '/svc/stats/v1/res_stats/actions/query?res_ids=a',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'APP_ID_REQUIRED', message: '缺少请求头 sdp-app-id' });
    }
  });

  it('answers the stats of one resource, zeros for a resource nobody has touched', async () => {
    const seeded = (
      await app.inject({ url: '/svc/stats/v1/res_stats/sport-0001', headers: APP_ID })
    ).json() as Stats;
    expect(seeded.id).toBe('sport-0001');
    expect(seeded.like_count).toBeGreaterThan(0);
    expect(seeded.total_uv).toBeGreaterThan(seeded.like_count);
    const fresh = await app.inject({
      url: '/svc/stats/v1/res_stats/brand-new-resource',
      headers: APP_ID,
    });
    expect(fresh.json()).toEqual({
      id: 'brand-new-resource',
      like_count: 0,
      total_uv: 0,
      open_class_live_count: 0,
    });
  });

  it('answers a batch of up to 100 ids in the order asked', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `res-${i}`);
    ids[0] = 'sport-0002';
    const res = await app.inject({
      url: `/svc/stats/v1/res_stats/actions/query?res_ids=${ids.join(',')}`,
      headers: APP_ID,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Stats[];
    expect(list.map((s) => s.id)).toEqual(ids);
    expect(list[0].like_count).toBeGreaterThan(0);
  });

  it('refuses 101 ids with 400 and says what the limit is', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `res-${i}`).join(',');
    const res = await app.inject({
      url: `/svc/stats/v1/res_stats/actions/query?res_ids=${ids}`,
      headers: APP_ID,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('100');
  });

  it('refuses a batch without ids', async () => {
    const res = await app.inject({
      url: '/svc/stats/v1/res_stats/actions/query?res_ids=',
      headers: APP_ID,
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a signed-in user to like, and stores nothing otherwise', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/svc/stats/v1/res_stats/art-0001?type=like',
      headers: APP_ID,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UC/AUTH_INVALID' });
    expect(likesIn('art-0001')).toEqual([]);
  });

  it('stores one like per user and resource, however often it is sent', async () => {
    const before = (
      (
        await app.inject({ url: '/svc/stats/v1/res_stats/art-0001', headers: APP_ID })
      ).json() as Stats
    ).like_count;
    const teacher = await login(app, 'teacher');
    const student = await login(app, 'student');
    const like = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/svc/stats/v1/res_stats/art-0001?type=like',
        headers: { ...APP_ID, ...bearer(token), 'content-type': 'application/json' },
        payload: '',
      });
    const first = await like(teacher);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: 'art-0001', like_status: 1, like_count: before + 1 });
    expect((await like(teacher)).json()).toMatchObject({ like_count: before + 1 });
    expect((await like(student)).json()).toMatchObject({ like_count: before + 2 });
    expect(likesIn('art-0001')).toEqual(['u-student', 'u-teacher']);
    const after = (
      await app.inject({ url: '/svc/stats/v1/res_stats/art-0001', headers: APP_ID })
    ).json() as Stats;
    expect(after.like_count).toBe(before + 2);
  });

  it('refuses other stat types', async () => {
    const token = await login(app, 'teacher');
    const res = await app.inject({
      method: 'POST',
      url: '/svc/stats/v1/res_stats/art-0002?type=share',
      headers: { ...APP_ID, ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(likesIn('art-0002')).toEqual([]);
  });
});

describe('app config and site files', () => {
  it('answers the server properties, with sdp-app-id only', async () => {
    expect((await app.inject('/svc/app/v1/app_configs')).statusCode).toBe(400);
    const res = await app.inject({ url: '/svc/app/v1/app_configs', headers: APP_ID });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({
      recommend_week: 'week_1',
      live_close_login: 0,
      live_record_random_delay_sec: 99,
      siteConfig: { downloadApp: true, downloadPcUrl: '/svc/static/download/' },
    });
  });

  it('serves web_config.json at the site root', async () => {
    const res = await app.inject('/web_config.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ siteConfig: { downloadPcUrl: '/svc/static/download/' } });
  });

  it('serves the installer description the top download bar reads', async () => {
    const res = await app.inject('/svc/static/download/latest.yml?v=0.123');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^path: smartedu-setup-2\.2\.22\.exe$/m);
  });
});
