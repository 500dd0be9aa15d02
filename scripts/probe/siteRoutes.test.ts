/** Every route of every site manifest, as an address a browser can open. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from './siteRoutes';

const siteConfigDir = resolve(import.meta.dirname, '../../site-configs');
const samples = { firstContentOf: (libraryId: string) => `${libraryId}-001` };

function manifests(dir = siteConfigDir): { prefix: string; routes: { path: string }[] }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'shared' || name === 'messages' ? [] : manifests(path);
    if (name !== 'site.json') return [];
    const site = JSON.parse(readFileSync(path, 'utf8'));
    return [{ prefix: site.match.pathPrefix, routes: site.routes }];
  });
}

describe('siteRoutes', () => {
  const routes = siteRoutes(siteConfigDir, samples);

  it('lists every route of every site manifest once, under its site prefix', () => {
    const expected = manifests().flatMap(({ prefix, routes: siteRoutes }) =>
      siteRoutes.map((route) => `${prefix.replace(/\/$/, '')}/${route.path}`),
    );
    expect(routes).toHaveLength(expected.length);
    expect(routes.some((route) => route.url === '/')).toBe(true);
    expect(routes.some((route) => route.url === '/hd/kpzy')).toBe(true);
  });

  it('fills every :param with a seeded id and gives detail pages the content they show', () => {
    for (const route of routes) expect(route.url, route.routePath).not.toMatch(/\/:|\/x(\/|$|\?)/);
    const byPath = (siteId: string, path: string) =>
      routes.find((route) => route.siteId === siteId && route.routePath === path)?.url;
    expect(byPath('hd-kpzy', 'contest/:contestId/enroll')).toBe('/hd/kpzy/contest/kpzy2026/enroll');
    expect(byPath('hd-sxj', 'contest/:contestId/enroll')).toBe('/hd/sxj/contest/113/enroll');
    expect(byPath('portal', 'tStudio/:scopeId')).toBe('/tStudio/studio-teach-hd-math');
    expect(byPath('hd-kpzy', 'show/content')).toBe(
      '/hd/kpzy/show/content?libraryId=kpzy-works&workId=kpzy-works-001',
    );
    expect(byPath('portal', 'content/detail')).toMatch(/^\/content\/detail\?contentId=res-/);
  });

  it('says which query parameters a page reads and which pages need a signed-in visitor', () => {
    const list = routes.find((route) => route.siteId === 'hd-kpzy' && route.routePath === 'list');
    expect(list?.queryReaders).toEqual({ libraryId: ['library-list'] });
    const external = routes.find((route) => route.routePath === 'externalLink');
    expect(external?.queryKeys).toContain('url');
    const user = routes.find((route) => route.siteId === 'portal' && route.routePath === 'user');
    expect(user?.signedIn).toBe(true);
    const faq = routes.find((route) => route.siteId === 'portal' && route.routePath === 'faq');
    expect(faq?.signedIn).toBe(false);
  });
});
