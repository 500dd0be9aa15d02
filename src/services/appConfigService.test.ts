import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MemoryStorage, testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { APP_CONFIG_STORAGE_KEY, createAppConfigService } from './appConfigService';

const origin = window.location.origin;
const { server, requests } = startMswServer(
  http.get(`${origin}/svc/app/v1/app_configs`, () =>
    HttpResponse.json({ live_close_login: '0', recommend_week: 'week_1' }),
  ),
  http.get(`${origin}/web_config.json`, () =>
    HttpResponse.json({ live_close_login: '1', siteConfig: { downloadApp: true } }),
  ),
);

function setup() {
  const { client, clock } = testClient();
  const storage = new MemoryStorage();
  const service = createAppConfigService(client, { storage, clock, appId: 'local-app-id' });
  return { service, storage, clock, client };
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

  it('is served from localStorage for 24 h, then fetched again', async () => {
    const { service, storage, clock, client } = setup();
    await service.siteConfig();
    expect(requests).toHaveLength(2);
    expect(storage.getItem(APP_CONFIG_STORAGE_KEY)).not.toBeNull();

    // a reload: a new service over the same storage
    const reloaded = createAppConfigService(client, { storage, clock, appId: 'local-app-id' });
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
    const { service, storage } = setup();
    await expect(service.siteConfig()).resolves.toEqual({});
    expect(storage.getItem(APP_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('keeps the part that answered when the other fails, without caching it', async () => {
    server.use(
      http.get(`${origin}/svc/app/v1/app_configs`, () => new HttpResponse(null, { status: 500 })),
    );
    const { service, storage } = setup();
    await expect(service.siteConfig()).resolves.toEqual({
      live_close_login: '1',
      siteConfig: { downloadApp: true },
    });
    expect(storage.getItem(APP_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('shares one load between concurrent callers', async () => {
    const { service } = setup();
    await Promise.all([service.siteConfig(), service.siteConfig()]);
    expect(requests).toHaveLength(2);
  });
});
