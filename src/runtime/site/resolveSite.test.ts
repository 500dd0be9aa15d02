import { describe, expect, it } from 'vitest';
import { resolveSite, sitePrefix, withCampaignHosts } from './resolveSite';
import type { SiteIndexEntry } from '../manifest/types';

const sites: SiteIndexEntry[] = [
  { id: 'portal', kind: 'portal', match: { pathPrefix: '/' } },
  { id: 'hd-kpzy', kind: 'campaign', match: { pathPrefix: '/hd/kpzy' } },
  {
    id: 'hd-diaa',
    kind: 'campaign',
    match: { pathPrefix: '/hd/diaa', hosts: ['diaa.example.cn'] },
  },
];

describe('resolveSite', () => {
  it.each([
    ['/', 'portal'],
    ['/sport', 'portal'],
    ['/hd/kpzy', 'hd-kpzy'],
    ['/hd/kpzy/contest/1/enroll', 'hd-kpzy'],
    ['/hd/kpzyx', 'portal'],
    ['/hd/unknown', 'portal'],
  ])('path %s is served by %s', (path, id) => {
    expect(resolveSite(sites, 'www.example.cn', path)?.id).toBe(id);
  });

  it('a site on its own host is chosen by host, with its home at /', () => {
    const site = resolveSite(sites, 'diaa.example.cn', '/');
    expect(site?.id).toBe('hd-diaa');
    expect(sitePrefix(site!, 'diaa.example.cn')).toBe('');
    expect(sitePrefix(site!, 'www.example.cn')).toBe('/hd/diaa');
  });

  describe('campaign hosts of the environment (CORE-CHAN-13)', () => {
    const plain: SiteIndexEntry[] = [
      { id: 'portal', kind: 'portal', match: { pathPrefix: '/' } },
      { id: 'hd-diaa', kind: 'campaign', match: { pathPrefix: '/hd/diaa' } },
      { id: 'hd-kpzy', kind: 'campaign', match: { pathPrefix: '/hd/kpzy' } },
    ];
    const withHosts = withCampaignHosts(plain, { 'diaa.localhost': 'hd-diaa' });

    it.each([
      ['diaa.localhost:8080', '/'],
      ['diaa.localhost', '/'],
      ['diaa.localhost:8080', '/experts'],
      ['diaa.localhost:8080', '/contest/diaa2024-t1/enroll'],
    ])('on %s, %s is the diaa site with its routes relative to /', (host, path) => {
      const site = resolveSite(withHosts, host, path);
      expect(site?.id).toBe('hd-diaa');
      expect(sitePrefix(site!, host)).toBe('');
    });

    it('other hosts still choose by path; the other sites are unchanged', () => {
      expect(resolveSite(withHosts, '127.0.0.1:8080', '/')?.id).toBe('portal');
      expect(resolveSite(withHosts, '127.0.0.1:8080', '/hd/diaa')?.id).toBe('hd-diaa');
      expect(sitePrefix(resolveSite(withHosts, 'localhost:8080', '/hd/diaa')!, 'localhost')).toBe(
        '/hd/diaa',
      );
      expect(withHosts[2]).toBe(plain[2]);
      expect(withCampaignHosts(plain, undefined)).toBe(plain);
    });

    it('on its host, a stored link under /hd/diaa keeps that prefix', () => {
      const site = resolveSite(withHosts, 'diaa.localhost:8080', '/hd/diaa/detail');
      expect(site?.id).toBe('hd-diaa');
      expect(sitePrefix(site!, 'diaa.localhost:8080', '/hd/diaa/detail')).toBe('/hd/diaa');
      expect(sitePrefix(site!, 'diaa.localhost:8080', '/hd/diaax')).toBe('');
      expect(sitePrefix(site!, 'diaa.localhost:8080', '/news')).toBe('');
    });

    it('a host differing only in a subdomain does not match', () => {
      expect(resolveSite(withHosts, 'x.diaa.localhost:8080', '/')?.id).toBe('portal');
    });
  });
});

describe('a malformed index entry matches nothing and stops no other site', () => {
  const malformed = [
    ...sites,
    { id: 'hd-bad-hosts', kind: 'campaign', match: { hosts: 5 } },
    { id: 'hd-bad-prefix', kind: 'campaign', match: { pathPrefix: { at: '/hd/x' } } },
    { id: 'hd-no-match', kind: 'campaign' },
  ] as unknown as SiteIndexEntry[];

  it.each([
    ['/', 'portal'],
    ['/hd/kpzy', 'hd-kpzy'],
    ['/hd/x', 'portal'],
  ])('path %s is served by %s', (path, id) => {
    expect(resolveSite(malformed, 'www.example.cn', path)?.id).toBe(id);
    expect(
      resolveSite(
        withCampaignHosts(malformed, { 'bad.example.cn': 'hd-bad-hosts' }),
        'www.example.cn',
        path,
      )?.id,
    ).toBe(id);
  });

  it('its prefix is none', () => {
    expect(sitePrefix(malformed[4], 'www.example.cn', '/hd/x')).toBe('');
  });
});
