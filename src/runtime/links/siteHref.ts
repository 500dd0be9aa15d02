/**
 * Manifest links are written relative to the site ('' is the site home, 'list?libraryId=…'),
 * as absolute in-site paths ('/sport') or as http(s) URLs. This turns them into hrefs, resolved
 * by the link policy (linkPolicy.ts) exactly as a browser would resolve them on the site's
 * home: an in-site path comes back normalised, an external address as its normalised URL (the
 * caller's useSafeHref or SafeLink then sends it through the interstitial), and a refused one
 * as '' (no link: useSafeHref gives undefined for it).
 */
import { decideLink } from './linkPolicy';

/**
 * The page's origin where there is one (so `//host` takes the page's scheme, as in the
 * browser); elsewhere any origin does, as only the path of an in-site answer is used.
 */
function siteOrigin(): string {
  return typeof window !== 'undefined' && /^https?:$/.test(window.location.protocol)
    ? window.location.origin
    : 'http://site.invalid';
}

export function siteHref(sitePrefix: string, to: string): string {
  const home = sitePrefix || '/';
  const trimmed = to.trim();
  // '' is the home itself, '?…' and '#…' belong to it (/hd/kpzy?x), everything else is below it.
  const onHome = trimmed === '' || trimmed.startsWith('?') || trimmed.startsWith('#');
  const decision = decideLink(trimmed === '' ? home : to, {
    origin: siteOrigin(),
    base: onHome ? home : `${sitePrefix}/`,
  });
  if (decision.kind === 'in-site') return decision.path;
  if (decision.kind === 'external') return decision.url;
  return '';
}

/** The path part of an href, for highlighting the current menu item. */
export function hrefPath(href: string): string {
  const end = href.search(/[?#]/);
  return end >= 0 ? href.slice(0, end) : href;
}

/** The query of a link (`list?libraryId=…` → `libraryId=…`), without its hash. */
export function hrefQuery(href: string): string {
  const start = href.indexOf('?');
  if (start < 0) return '';
  const end = href.indexOf('#', start);
  return href.slice(start + 1, end < 0 ? undefined : end);
}
