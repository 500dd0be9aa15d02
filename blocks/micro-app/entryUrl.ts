/**
 * Where a micro-app's remote entry is: `microApps.<name>` of the current environment
 * (site-configs/environments.json), accepted only when it passes the site's link rules.
 */
import { lookupEnvironmentName } from '../../src/runtime/environment';
import { isSafeHref } from '../../src/runtime/links/safeHref';
import type { MicroAppName } from './microAppContract';

/**
 * The configured entry address, or null when it is missing or not allowed. Only http(s) URLs
 * and absolute in-site paths: a relative path would resolve against the portal's own chunk.
 */
export function microAppEntryUrl(env: object, name: MicroAppName): string | null {
  const url = lookupEnvironmentName(env, `microApps.${name}`);
  if (typeof url !== 'string' || !isSafeHref(url)) return null;
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed) ? trimmed : null;
}

/**
 * The address of a retry: the browser remembers a module that failed to load by its URL, so
 * each retry asks for a new one.
 */
export function retryUrl(url: string, attempt: number): string {
  if (attempt <= 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
