/** Manifests made hostile, with what the validator refuses put back and counted as held. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CarrierLedger } from './carriers';
import { makeManifestsHostile } from './hostileManifests';
import { markerIdsIn } from './payloads';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function siteConfigs() {
  const dir = mkdtempSync(join(tmpdir(), 'probe-manifests-'));
  dirs.push(dir);
  const source = join(dir, 'source');
  mkdirSync(join(source, 'hd/demo'), { recursive: true });
  mkdirSync(join(source, 'messages'), { recursive: true });
  writeFileSync(
    join(source, 'hd/demo/site.json'),
    JSON.stringify({
      id: 'hd-demo',
      match: { pathPrefix: '/hd/demo' },
      header: {
        title: 'msg:demo.title',
        menu: [
          { label: '首页', to: '' },
          { label: '活动指南', to: 'list?libraryId={{libraries.demo.guide}}' },
        ],
      },
      routes: [{ path: 'list', page: 'list' }],
      pages: {
        list: { blocks: [{ type: 'library-list', props: { libraryIdFromQuery: 'libraryId' } }] },
      },
    }),
  );
  writeFileSync(join(source, 'messages/zh-CN.json'), JSON.stringify({ 'demo.title': '演示' }));
  writeFileSync(join(source, 'environments.json'), JSON.stringify({ environments: {} }));
  return { source, work: join(dir, 'work') };
}

describe('makeManifestsHostile', () => {
  it('puts payloads into texts and links, never into ids, routes or block settings', async () => {
    const { source, work } = siteConfigs();
    mkdirSync(work);
    const ledger = new CarrierLedger(3);
    const result = await makeManifestsHostile(source, work, ledger, async () => []);
    const site = JSON.parse(readFileSync(join(result.siteConfigDir, 'hd/demo/site.json'), 'utf8'));
    expect(site.id).toBe('hd-demo');
    expect(site.match.pathPrefix).toBe('/hd/demo');
    expect(site.routes).toEqual([{ path: 'list', page: 'list' }]);
    expect(site.pages.list.blocks[0].props).toEqual({ libraryIdFromQuery: 'libraryId' });
    expect(markerIdsIn(site.header.title).length).toBeGreaterThan(0);
    expect(markerIdsIn(site.header.menu[0].label).length).toBeGreaterThan(0);
    for (const item of site.header.menu) expect(markerIdsIn(item.to)).toHaveLength(1);
    const catalogue = JSON.parse(
      readFileSync(join(result.siteConfigDir, 'messages/zh-CN.json'), 'utf8'),
    );
    expect(markerIdsIn(catalogue['demo.title']).length).toBeGreaterThan(0);
    // The source is left as it was.
    expect(readFileSync(join(source, 'hd/demo/site.json'), 'utf8')).toContain('"label":"首页"');
  });

  it('puts back what the validator refuses, and counts it as held (refused on the way in)', async () => {
    const { source, work } = siteConfigs();
    mkdirSync(work);
    const ledger = new CarrierLedger(3);
    let rounds = 0;
    const result = await makeManifestsHostile(source, work, ledger, async (dir) => {
      rounds++;
      const site = JSON.parse(readFileSync(join(dir, 'hd/demo/site.json'), 'utf8'));
      return site.header.menu[1].to.startsWith('list?')
        ? []
        : [
            {
              file: 'site-configs/hd/demo/site.json',
              pointer: '/header/menu/1/to',
              message: 'bad link',
            },
          ];
    });
    const site = JSON.parse(readFileSync(join(result.siteConfigDir, 'hd/demo/site.json'), 'utf8'));
    expect(site.header.menu[1].to).toBe('list?libraryId={{libraries.demo.guide}}');
    expect(markerIdsIn(site.header.menu[0].to)).toHaveLength(1);
    expect(rounds).toBe(2);
    expect(result).toMatchObject({ reverted: 1, remainingProblems: [] });
    expect(ledger.refusedCount()).toBe(1);
  });
});
