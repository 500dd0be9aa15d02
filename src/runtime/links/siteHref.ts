/**
 * Manifest links are written relative to the site ('' is the site home, 'list?libraryId=…'),
 * as absolute in-site paths ('/sport') or as http(s) URLs. This turns them into hrefs.
 */
export function siteHref(sitePrefix: string, to: string): string {
  if (/^https?:\/\//i.test(to) || to.startsWith('/')) return to;
  if (to === '' || to.startsWith('?') || to.startsWith('#')) return `${sitePrefix || '/'}${to}`;
  return `${sitePrefix}/${to}`;
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
