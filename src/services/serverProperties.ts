/**
 * Server properties (seed 000 §9; ledger CORE-LIVE-26, CORE-CONST-14): `recommend_week`,
 * `live_close_login` and `live_record_random_delay_sec` come from the merged app config
 * (src/services/appConfigService.ts: GET /v1/app_configs over /web_config.json); a key the
 * config lacks (or gives in an unusable form) takes its default from
 * `SERVER_PROPERTY_DEFAULTS` in src/lib/specConstants.ts. Numbers may arrive as strings
 * ('0', '99'), as the platform's config service sends them.
 */
import { SERVER_PROPERTY_DEFAULTS } from '../lib/specConstants';
import type { AppConfigService } from './portalServices';

export interface ServerProperties {
  /** The recommendation week the recommendation lists ask for, e.g. week_1. */
  recommend_week: string;
  /** 1: watching a live needs login; 0: it does not. */
  live_close_login: number;
  /** Upper bound of the random delay before a live's study record is sent, in seconds. */
  live_record_random_delay_sec: number;
}

const WEEK_PATTERN = /^week_[0-9]{1,2}$/;

/** A non-negative number of a config value (numbers may arrive as text: "0", "99"), else `fallback`. */
export function numberFrom(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** The three server properties of a merged app config, defaults filling the gaps. */
export function readServerProperties(config: Record<string, unknown> | null): ServerProperties {
  const source = config ?? {};
  const week = source.recommend_week;
  return {
    recommend_week:
      typeof week === 'string' && WEEK_PATTERN.test(week.trim())
        ? week.trim()
        : SERVER_PROPERTY_DEFAULTS.recommend_week,
    live_close_login: numberFrom(
      source.live_close_login,
      SERVER_PROPERTY_DEFAULTS.live_close_login,
    ),
    live_record_random_delay_sec: numberFrom(
      source.live_record_random_delay_sec,
      SERVER_PROPERTY_DEFAULTS.live_record_random_delay_sec,
    ),
  };
}

/** The server properties of the app config service; a failed load gives the defaults. */
export async function loadServerProperties(appConfig: AppConfigService): Promise<ServerProperties> {
  try {
    return readServerProperties(await appConfig.siteConfig());
  } catch {
    return readServerProperties(null);
  }
}
