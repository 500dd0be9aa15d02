/**
 * Which site serves this address: a site whose hosts include the host wins; otherwise the
 * longest matching path prefix; otherwise the portal (the fallback site).
 */
import type { SiteIndexEntry } from '../manifest/types';

export function sitePrefix(entry: SiteIndexEntry, host: string): string {
  if (entry.match.hosts?.includes(host)) return '';
  const prefix = entry.match.pathPrefix ?? '';
  return prefix === '/' ? '' : prefix;
}

export function resolveSite(
  sites: SiteIndexEntry[],
  host: string,
  pathname: string,
): SiteIndexEntry | undefined {
  const byHost = sites.find((site) => site.match.hosts?.includes(host));
  if (byHost) return byHost;
  let best: SiteIndexEntry | undefined;
  let bestLength = -1;
  for (const site of sites) {
    const prefix = site.match.pathPrefix;
    if (!prefix || prefix === '/') continue;
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && prefix.length > bestLength) {
      best = site;
      bestLength = prefix.length;
    }
  }
  return best ?? sites.find((site) => site.kind === 'portal');
}
