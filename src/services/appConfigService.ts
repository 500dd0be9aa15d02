/**
 * App config (seed 000 §7; ledger A-23): GET /v1/app_configs (sdp-app-id) merged over the
 * same-origin /web_config.json, server keys winning key by key. The merged result is kept in
 * localStorage for CONFIG_CACHE_MS (24 h). Failures are swallowed: the answer is then {}.
 */
import { CONFIG_CACHE_MS } from '../lib/specConstants';
import { isRecord } from './answers';
import type { ClockLike, HttpClient, HttpLogger, StorageLike } from './http/types';
import type { AppConfigService } from './portalServices';

export const APP_CONFIGS_PATH = '/v1/app_configs';
export const WEB_CONFIG_URL = '/web_config.json';
export const APP_CONFIG_STORAGE_KEY = 'edu.appConfig';

interface CachedConfig {
  savedAt: number;
  appId: string;
  value: Record<string, unknown>;
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
  /** localStorage in the browser. */
  storage?: StorageLike;
  clock: ClockLike;
  appId: string;
  logger?: HttpLogger;
}

export function createAppConfigService(
  client: HttpClient,
  options: AppConfigServiceOptions,
): AppConfigService {
  const { storage, clock, appId, logger } = options;
  let inFlight: Promise<Record<string, unknown>> | null = null;

  function readCache(): Record<string, unknown> | null {
    try {
      const raw = storage?.getItem(APP_CONFIG_STORAGE_KEY);
      if (!raw) return null;
      const cached = JSON.parse(raw) as Partial<CachedConfig>;
      const fresh =
        typeof cached.savedAt === 'number' && clock.now() - cached.savedAt < CONFIG_CACHE_MS;
      return fresh && cached.appId === appId && isRecord(cached.value) ? cached.value : null;
    } catch {
      return null;
    }
  }

  function writeCache(value: Record<string, unknown>): void {
    const entry: CachedConfig = { savedAt: clock.now(), appId, value };
    try {
      storage?.setItem(APP_CONFIG_STORAGE_KEY, JSON.stringify(entry));
    } catch {
      // storage full or unavailable: the next page load asks again
    }
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
    // Only a complete answer is cached, so a partial one is asked again next time.
    if (server.status === 'fulfilled' && web.status === 'fulfilled') writeCache(merged);
    return merged;
  }

  return {
    siteConfig() {
      const cached = readCache();
      if (cached) return Promise.resolve(cached);
      inFlight ??= load()
        .catch(() => ({}))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
