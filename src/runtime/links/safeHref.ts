/**
 * Links that come from data are checked: http(s) or in-site only, never `javascript:`.
 * The `x-edu-theme` parameter is carried over to in-site links (ledger A-59: not to
 * third-party hosts).
 */
import { THEME_QUERY_PARAM } from '../../lib/specConstants';

const ABSOLUTE_HTTP = /^https?:\/\//i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True for http(s) URLs and in-site paths; false for every other scheme. */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed === '') return false;
  if (trimmed.startsWith('//')) return false;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const collapsed = Array.from(trimmed)
    .filter((character) => character.charCodeAt(0) > 0x20)
    .join('');
  if (ABSOLUTE_HTTP.test(collapsed)) return true;
  return !HAS_SCHEME.test(collapsed);
}

export function isInSite(href: string, origin: string): boolean {
  if (!ABSOLUTE_HTTP.test(href)) return !href.startsWith('//');
  try {
    return new URL(href).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Adds `x-edu-theme=<theme>` to an in-site link when the current page carries one.
 * External links and unsafe links are returned unchanged (callers drop unsafe ones).
 */
export function carryTheme(href: string, theme: string | null, origin: string): string {
  if (!theme || !isSafeHref(href) || !isInSite(href, origin)) return href;
  const hashIndex = href.indexOf('#');
  const hash = hashIndex >= 0 ? href.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  const queryIndex = withoutHash.indexOf('?');
  const path = queryIndex >= 0 ? withoutHash.slice(0, queryIndex) : withoutHash;
  const query = new URLSearchParams(queryIndex >= 0 ? withoutHash.slice(queryIndex + 1) : '');
  query.set(THEME_QUERY_PARAM, theme);
  return `${path}?${query.toString()}${hash}`;
}
