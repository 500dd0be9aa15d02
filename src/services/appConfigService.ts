/**
 * App config (seed 000 §7; ledger A-23): GET /v1/app_configs (sdp-app-id) merged over the
 * same-origin /web_config.json, server keys winning key by key. The merged result is kept in the
 * page's local cache (src/services/cache: IndexedDB, else sessionStorage) for CONFIG_CACHE_MS
 * (24 h), one entry per app id. Failures are swallowed: the answer is then {}.
 */
import { CONFIG_CACHE_MS } from '../lib/specConstants';
import { isRecord } from './answers';
import type { LocalCache } from './cache/localCache';
import type { ClockLike, HttpClient, HttpLogger } from './http/types';

export interface AppConfigService {
  /** /v1/app_configs merged over /web_config.json, cached 24 hours; a failure gives {}. */
  siteConfig(): Promise<Record<string, unknown>>;
}

export const APP_CONFIGS_PATH = '/v1/app_configs';
export const WEB_CONFIG_URL = '/web_config.json';

/** The local-cache key of the merged config of one app. */
export function appConfigCacheKey(appId: string): string {
  return `appConfig:${appId}`;
}

/** `{key: value}` as is; a list of `{key|name|config_key, value}` entries becomes an object. */
export function configObjectFrom(answer: unknown): Record<string, unknown> {
  if (isRecord(answer)) {
    const items = answer.items;
    return Array.isArray(items) ? configObjectFrom(items) : answer;
  }
  if (!Array.isArray(answer)) return {};
  const config: Record<string, unknown> = {};
  for (const entry of answer) {
    if (!isRecord(entry)) continue;
    const key = entry.key ?? entry.name ?? entry.config_key;
    if (typeof key === 'string') config[key] = entry.value;
  }
  return config;
}

export interface AppConfigServiceOptions {
  /**
   * Where the merged config is kept for 24 h, or a loader of it: the browser passes a dynamic
   * import so the cache code (and idb) stays out of the entry chunk. None = no caching.
   */
  cache?: LocalCache | (() => Promise<LocalCache>);
  clock: ClockLike;
  appId: string;
  logger?: HttpLogger;
}

export function createAppConfigService(
  client: HttpClient,
  options: AppConfigServiceOptions,
): AppConfigService {
  const { clock, appId, logger } = options;
  const cacheKey = appConfigCacheKey(appId);
  let inFlight: Promise<Record<string, unknown>> | null = null;
  let cacheLoad: Promise<LocalCache | null> | null = null;

  /** The cache, loaded once; a failed load (chunk unavailable) means asking the server. */
  function cache(): Promise<LocalCache | null> {
    const source = options.cache;
    if (typeof source !== 'function') return Promise.resolve(source ?? null);
    cacheLoad ??= source().catch((error: unknown) => {
      logger?.warn('app config cache unavailable', error);
      cacheLoad = null; // the next call tries again
      return null;
    });
    return cacheLoad;
  }

  async function load(): Promise<Record<string, unknown>> {
    const [server, web] = await Promise.allSettled([
      client.request({ service: 'app', method: 'GET', path: APP_CONFIGS_PATH, appIdHeader: true }),
      client.request({ absoluteUrl: WEB_CONFIG_URL, method: 'GET', noAuth: true }),
    ]);
    for (const result of [server, web]) {
      if (result.status === 'rejected') logger?.warn('app config part failed', result.reason);
    }
    const merged = {
      ...(web.status === 'fulfilled' ? configObjectFrom(web.value) : {}),
      ...(server.status === 'fulfilled' ? configObjectFrom(server.value) : {}),
    };
    // Only a complete answer is cached, so a partial one is asked again next time. The cache
    // never rejects; the answer does not wait for the write.
    if (server.status === 'fulfilled' && web.status === 'fulfilled') {
      void cache().then((store) => store?.set(cacheKey, merged, clock.now() + CONFIG_CACHE_MS));
    }
    return merged;
  }

  async function cachedOrLoaded(): Promise<Record<string, unknown>> {
    const store = await cache();
    const cached = await store?.get<unknown>(cacheKey);
    return isRecord(cached) ? cached : load();
  }

  return {
    siteConfig() {
      // The cache read is inside the shared promise, so concurrent callers make one load.
      inFlight ??= cachedOrLoaded()
        .catch(() => ({}))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
