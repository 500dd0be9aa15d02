/**
 * Which site serves this address: a site whose hosts include the host wins; otherwise the
 * longest matching path prefix; otherwise the portal (the fallback site).
 */
import type { SiteIndexEntry } from '../manifest/types';

/**
 * Hosts are listed by name without port (`diaa.localhost`), as the address bar has them in
 * production; locally the address carries a port, which must not stop the match.
 */
function servesHost(entry: SiteIndexEntry, host: string): boolean {
  // The index is data: a malformed entry matches nothing rather than stopping every site.
  const hosts: unknown = entry.match?.hosts;
  if (!Array.isArray(hosts)) return false;
  return hosts.includes(host) || hosts.includes(host.replace(/:\d+$/, ''));
}

/** The entry's path prefix, if it has a usable one. */
function prefixOf(entry: SiteIndexEntry): string | undefined {
  const prefix: unknown = entry.match?.pathPrefix;
  return typeof prefix === 'string' ? prefix : undefined;
}

/**
 * Where the site's routes start: '' on its own host (home link /), else its path prefix. On its
 * own host an address under the prefix (a stored link /hd/diaa/detail?…) still keeps it.
 */
export function sitePrefix(entry: SiteIndexEntry, host: string, pathname?: string): string {
  const prefix = prefixOf(entry) ?? '';
  const underPrefix =
    pathname !== undefined && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (servesHost(entry, host) && !underPrefix) return '';
  return prefix === '/' ? '' : prefix;
}

/**
 * Seed 001 §2 (ledger CORE-CHAN-13): a contest may live on its own host, which differs per
 * environment, so `environments.json` names it (`campaignHosts`: host → site id) and it is
 * added here to the hosts of the site it chooses.
 */
export function withCampaignHosts(
  sites: SiteIndexEntry[],
  campaignHosts: Record<string, string> | undefined,
): SiteIndexEntry[] {
  if (!campaignHosts) return sites;
  return sites.map((site) => {
    const hosts = Object.entries(campaignHosts)
      .filter(([, siteId]) => siteId === site.id)
      .map(([host]) => host);
    if (hosts.length === 0) return site;
    const own: unknown = site.match?.hosts;
    return {
      ...site,
      match: { ...site.match, hosts: [...(Array.isArray(own) ? own : []), ...hosts] },
    };
  });
}

export function resolveSite(
  sites: SiteIndexEntry[],
  host: string,
  pathname: string,
): SiteIndexEntry | undefined {
  const byHost = sites.find((site) => servesHost(site, host));
  if (byHost) return byHost;
  let best: SiteIndexEntry | undefined;
  let bestLength = -1;
  for (const site of sites) {
    const prefix = prefixOf(site);
    if (!prefix || prefix === '/') continue;
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && prefix.length > bestLength) {
      best = site;
      bestLength = prefix.length;
    }
  }
  return best ?? sites.find((site) => site.kind === 'portal');
}
