/**
 * Where a micro-app's remote entry is: `microApps.<name>` of the current environment
 * (site-configs/environments.json), accepted only when it passes the site's link rules.
 */
import { lookupEnvironmentName } from '../../src/runtime/environment';
import { decideLink } from '../../src/runtime/links/linkPolicy';
import type { MicroAppName } from './microAppContract';

/**
 * The configured entry address, or null when it is missing or the link policy refuses it. Only
 * http(s) URLs and absolute in-site paths: a relative path would resolve against the portal's
 * own chunk, so the policy is asked with `base: null`. `origin` is the page's.
 */
export function microAppEntryUrl(env: object, name: MicroAppName, origin: string): string | null {
  const decision = decideLink(lookupEnvironmentName(env, `microApps.${name}`), {
    origin,
    base: null,
  });
  if (decision.kind === 'in-site') return decision.path;
  if (decision.kind === 'external') return decision.url;
  return null;
}

/**
 * The address of a retry: the browser remembers a module that failed to load by its URL, so
 * each retry asks for a new one.
 */
export function retryUrl(url: string, attempt: number): string {
  if (attempt <= 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
