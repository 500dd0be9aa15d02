/**
 * CORE-CHAN-13: every environment names the host of the data contest (diaa), and each host in
 * `campaignHosts` chooses a campaign site that exists, so a typo in environments.json cannot
 * silently send the contest host to the portal.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import environments from '../../../site-configs/environments.json';
import { resolveSite, sitePrefix, withCampaignHosts } from './resolveSite';
import type { SiteIndexEntry } from '../manifest/types';

const hdDir = resolve(import.meta.dirname, '../../../site-configs/hd');
const sites: SiteIndexEntry[] = [
  { id: 'portal', kind: 'portal', match: { pathPrefix: '/' } },
  ...readdirSync(hdDir).map((key) => {
    const site = JSON.parse(
      readFileSync(resolve(hdDir, key, 'site.json'), 'utf8'),
    ) as SiteIndexEntry;
    return { id: site.id, kind: site.kind, match: site.match };
  }),
];

describe('campaignHosts of site-configs/environments.json', () => {
  it.each(Object.entries(environments.environments))(
    '%s: each campaign host renders its site at /',
    (_name, env) => {
      const hosts = (env as { campaignHosts?: Record<string, string> }).campaignHosts ?? {};
      expect(Object.values(hosts)).toContain('hd-diaa');
      const withHosts = withCampaignHosts(sites, hosts);
      for (const [host, siteId] of Object.entries(hosts)) {
        const site = resolveSite(withHosts, host, '/');
        expect(site?.id).toBe(siteId);
        expect(site?.kind).toBe('campaign');
        expect(sitePrefix(site!, host, '/')).toBe('');
      }
    },
  );
});
