import { describe, expect, it } from 'vitest';
import { resolveSite, sitePrefix } from './resolveSite';
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
});
