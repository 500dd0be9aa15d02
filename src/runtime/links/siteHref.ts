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
