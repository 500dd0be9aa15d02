import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { IDBFactory } from 'fake-indexeddb';
import { MemoryStorage, testClient, type ManualClock } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createLocalCache } from './cache';
import { appConfigCacheKey, createAppConfigService } from './appConfigService';

const origin = window.location.origin;
const { server, requests } = startMswServer(
  http.get(`${origin}/svc/app/v1/app_configs`, () =>
    HttpResponse.json({ live_close_login: '0', recommend_week: 'week_1' }),
  ),
  http.get(`${origin}/web_config.json`, () =>
    HttpResponse.json({ live_close_login: '1', siteConfig: { downloadApp: true } }),
  ),
);

const KEY = appConfigCacheKey('local-app-id');

/** A page's local cache over the browser database `idb` (a reload opens the same one). */
function pageCache(idb: IDBFactory, clock: ManualClock) {
  return createLocalCache({ indexedDB: idb, now: clock.now, warn: () => undefined });
}

function setup() {
  const { client, clock } = testClient();
  const idb = new IDBFactory();
  const cache = pageCache(idb, clock);
  const service = createAppConfigService(client, { cache, clock, appId: 'local-app-id' });
  return { service, cache, idb, clock, client };
}

describe('app config', () => {
  it('merges /v1/app_configs (sdp-app-id) over /web_config.json (no auth); server keys win', async () => {
    const { service } = setup();
    await expect(service.siteConfig()).resolves.toEqual({
      live_close_login: '0',
      recommend_week: 'week_1',
      siteConfig: { downloadApp: true },
    });
    const appConfigs = requests.find((r) => r.url.pathname === '/svc/app/v1/app_configs');
    const webConfig = requests.find((r) => r.url.pathname === '/web_config.json');
    expect(appConfigs?.headers.get('sdp-app-id')).toBe('local-app-id');
    expect(appConfigs?.headers.get('authorization')).toBe('Bearer test-token');
    expect(webConfig?.headers.get('authorization')).toBeNull();
  });

  it('is served from the local cache (IndexedDB) for 24 h, then fetched again', async () => {
    const { service, cache, idb, clock, client } = setup();
    const savedAt = clock.now();
    await service.siteConfig();
    expect(requests).toHaveLength(2);
    // the answer does not wait for the write
    await vi.waitFor(async () => expect((await cache.list(KEY)).entries).toHaveLength(1));
    const { entries } = await cache.list(KEY);
    expect(entries).toEqual([
      {
        key: KEY,
        expire: savedAt + 24 * 60 * 60 * 1000,
        data: {
          live_close_login: '0',
          recommend_week: 'week_1',
          siteConfig: { downloadApp: true },
        },
      },
    ]);
    expect(cache.backend()).toBe('indexeddb');

    // a reload: a new cache and service over the same browser database
    const reloaded = createAppConfigService(client, {
      cache: pageCache(idb, clock),
      clock,
      appId: 'local-app-id',
    });
    clock.advance(24 * 60 * 60 * 1000 - 1);
    await expect(reloaded.siteConfig()).resolves.toMatchObject({ recommend_week: 'week_1' });
    expect(requests).toHaveLength(2);

    clock.advance(1);
    await reloaded.siteConfig();
    expect(requests).toHaveLength(4);
  });

  it('swallows failures: {} and nothing cached', async () => {
    server.use(
      http.get(`${origin}/svc/app/v1/app_configs`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${origin}/web_config.json`, () => HttpResponse.error()),
    );
    const { service, cache } = setup();
    await expect(service.siteConfig()).resolves.toEqual({});
    await expect(cache.get(KEY)).resolves.toBeUndefined();
  });

  it('keeps the part that answered when the other fails, without caching it', async () => {
    server.use(
      http.get(`${origin}/svc/app/v1/app_configs`, () => new HttpResponse(null, { status: 500 })),
    );
    const { service, cache } = setup();
    await expect(service.siteConfig()).resolves.toEqual({
      live_close_login: '1',
      siteConfig: { downloadApp: true },
    });
    await expect(cache.get(KEY)).resolves.toBeUndefined();
  });

  it('shares one load between concurrent callers', async () => {
    const { service } = setup();
    await Promise.all([service.siteConfig(), service.siteConfig()]);
    expect(requests).toHaveLength(2);
  });

  it("does not serve another app's cached config", async () => {
    const { cache, clock, client } = setup();
    await cache.set(
      appConfigCacheKey('other-app'),
      { recommend_week: 'week_9' },
      clock.now() + 1e6,
    );
    const service = createAppConfigService(client, { cache, clock, appId: 'local-app-id' });
    await expect(service.siteConfig()).resolves.toMatchObject({ recommend_week: 'week_1' });
    expect(requests).toHaveLength(2);
  });

  it('keeps working when IndexedDB cannot open: cached in sessionStorage', async () => {
    const { client, clock } = testClient();
    const sessionStorage = new MemoryStorage();
    const refused = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const cache = () =>
      createLocalCache({
        indexedDB: refused as unknown as IDBFactory,
        sessionStorage,
        now: clock.now,
        warn: () => undefined,
      });
    await createAppConfigService(client, {
      cache: cache(),
      clock,
      appId: 'local-app-id',
    }).siteConfig();
    expect(JSON.parse(sessionStorage.getItem(`edu.cache:${KEY}`) ?? 'null')).toMatchObject({
      key: KEY,
      data: { recommend_week: 'week_1' },
    });
    const reloaded = createAppConfigService(client, {
      cache: cache(),
      clock,
      appId: 'local-app-id',
    });
    await expect(reloaded.siteConfig()).resolves.toMatchObject({ recommend_week: 'week_1' });
    expect(requests).toHaveLength(2);
  });

  it('asks the server when the cache code fails to load, and loads it again to keep the answer', async () => {
    const { client, clock, idb } = setup();
    const cache = pageCache(idb, clock);
    let loads = 0;
    const service = createAppConfigService(client, {
      cache: () => {
        loads += 1;
        return loads === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(cache);
      },
      clock,
      appId: 'local-app-id',
    });
    await expect(service.siteConfig()).resolves.toMatchObject({ recommend_week: 'week_1' });
    expect(requests).toHaveLength(2);
    await vi.waitFor(async () => expect(await cache.get(KEY)).toBeDefined());
    await expect(service.siteConfig()).resolves.toMatchObject({ recommend_week: 'week_1' });
    expect(requests).toHaveLength(2);
    expect(loads).toBe(2);
  });
});
