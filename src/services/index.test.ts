import { expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { IDBFactory } from 'fake-indexeddb';
import { testClient, testEnv } from './testing/fakes';
import { createLocalCache } from './cache';
import { startMswServer } from './testing/msw';
import { createPortalServices } from './index';

const origin = window.location.origin;
const { requests } = startMswServer(
  http.get(`${origin}/svc/course/v1/libraries/kpzy-guide/contents/actions/full/adapter`, () =>
    HttpResponse.json({ urls: [`${origin}/files/guide.json`] }),
  ),
  http.get(`${origin}/files/guide.json`, () =>
    HttpResponse.json([
      { id: 'keep', title: 'K', unit_id: 'u1' },
      { id: 'sample', title: 'S', unit_id: 'u1' },
      { id: 'unit-gone', title: 'U', unit_id: 'u-x' },
    ]),
  ),
  http.get(`${origin}/svc/stats/v1/res_stats/r1`, () =>
    HttpResponse.json({ id: 'r1', like_count: 1, total_uv: 1 }),
  ),
  http.get(`${origin}/svc/contest/contests/kpzy2026/actions/root_upload_limit`, () =>
    HttpResponse.json({ result: true }),
  ),
  http.get(`${origin}/svc/app/v1/app_configs`, () => HttpResponse.json({ a: 1 })),
  http.get(`${origin}/web_config.json`, () => HttpResponse.json({ b: 2 })),
  http.get(`${origin}/svc/course/v2/channels/portal-home/sections`, () => HttpResponse.json([])),
);

it('wires every service over one client and passes the exclusions on', async () => {
  const { client, clock } = testClient();
  const configCache = createLocalCache({ indexedDB: new IDBFactory(), now: clock.now });
  const services = createPortalServices(client, testEnv(), {
    excludedContentIds: { 'kpzy-guide': ['sample'] },
    excludedUnitIds: ['u-x'],
    configCache,
  });
  expect((await services.library.contents('kpzy-guide')).map((item) => item.id)).toEqual(['keep']);
  await expect(services.stats.one('r1')).resolves.toMatchObject({ id: 'r1' });
  await expect(services.contest.uploadLimit('kpzy2026')).resolves.toEqual({ result: true });
  await expect(services.appConfig.siteConfig()).resolves.toEqual({ a: 1, b: 2 });
  await expect(services.channels.sections('portal-home')).resolves.toEqual([]);
  await vi.waitFor(async () =>
    expect(await configCache.get(`appConfig:${testEnv().appId}`)).toEqual({ a: 1, b: 2 }),
  );
  expect(requests.every((r) => r.url.origin === origin)).toBe(true);
});
