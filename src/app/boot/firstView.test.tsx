/**
 * The first view renders once (issue 17 point 4): the entry waits for the site's manifest and
 * the code of the blocks of the page the address shows, so nothing suspends on the first render
 * and React never holds the reveal behind a startup fallback.
 */
import { Suspense, use } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBlockRegistry } from '../../runtime/blocks/createBlockRegistry';
import type { SiteResources } from '../../runtime/boot/siteResources';
import type { EnvironmentConfig } from '../../runtime/environment';
import { loadSiteResources } from '../../runtime/boot/siteResources';
import type { SiteIndexEntry, SiteManifest } from '../../runtime/manifest/types';
import { prepareFirstView } from './firstView';
import { createFakeServices } from '../../../blocks/testing/renderBlock';

const sites: SiteIndexEntry[] = [
  { id: 'portal', kind: 'portal', match: { pathPrefix: '/' } },
  { id: 'hd-kpzy', kind: 'campaign', match: { pathPrefix: '/hd/kpzy' } },
];

const manifest = {
  routes: [
    { path: '', page: 'home' },
    { path: 'training/workDetail', page: 'work' },
    { path: 'training/:trainId', page: 'project' },
    { path: 'contest/:contestId/upload', page: 'upload', guard: 'upload' },
  ],
  pages: {
    home: { blocks: [{ type: 'banner', props: { channelId: '{{channels.home}}' } }] },
    work: { blocks: [{ type: 'work' }] },
    upload: { blocks: [{ type: 'banner', props: { channelId: 'c2' } }] },
    project: {
      data: { project: { source: 'training.project', params: { trainId: { route: 'trainId' } } } },
      blocks: [{ type: 'frame', slots: { body: [{ type: 'courses' }] } }],
    },
  },
} as unknown as SiteManifest;

function setup(hang: string[] = []) {
  const loads: string[] = [];
  const prefetched: unknown[] = [];
  let finishPrefetch: () => void = () => undefined;
  const loader = (type: string) => ({
    type,
    // 'work' takes input (a form, say): its page is rendered in the browser only.
    ...(type === 'work' ? {} : { firstView: 'server' as const }),
    load: vi.fn(() => {
      loads.push(type);
      return hang.includes(type)
        ? new Promise<never>(() => undefined)
        : Promise.resolve({ default: () => null });
    }),
    // The banner's early start: its data, settled when the test says so.
    ...(type === 'banner'
      ? {
          prefetch: (props: Record<string, unknown>) => {
            prefetched.push(props.channelId);
            return new Promise<void>((resolve) => {
              finishPrefetch = resolve;
            });
          },
        }
      : {}),
  });
  const registry = createBlockRegistry(['banner', 'work', 'frame', 'courses'].map(loader));
  const resources: SiteResources = { manifest, problems: [], messages: {}, messagesZh: {} };
  const siteResources = vi.fn(async () => resources);
  const services = createFakeServices();
  return {
    deps: {
      sites,
      registry,
      siteResources,
      services,
      env: { channels: { home: 'c1' } } as unknown as EnvironmentConfig,
    },
    loads,
    prefetched,
    finishPrefetch: () => finishPrefetch(),
    siteResources,
  };
}

const at = (pathname: string) => ({ host: 'localhost', pathname, search: '' });

describe('prepareFirstView', () => {
  it('loads the manifest of the site the address shows and the code of its page, slots included', async () => {
    const { deps, loads, siteResources } = setup();
    await expect(prepareFirstView(deps, at('/training/train-2026-summer'))).resolves.toBe('page');
    expect(siteResources).toHaveBeenCalledWith('portal', 'zh-CN');
    expect(loads).toEqual(['frame', 'courses']);
  });

  it('ranks routes as the router does: a literal path wins over a parameter', async () => {
    const { deps, loads } = setup();
    // …and a page with a block that takes input is not one the server renders.
    await expect(prepareFirstView(deps, at('/training/workDetail'))).resolves.toBe('interactive');
    expect(loads).toEqual(['work']);
  });

  it('waits for the blocks’ early start (their first data, environment names filled) too, but not on a guarded page', async () => {
    const { deps, prefetched, finishPrefetch } = setup();
    let done = false;
    const prepared = prepareFirstView(deps, at('/')).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(prefetched).toEqual(['c1']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    finishPrefetch();
    await prepared;
    expect(done).toBe(true);

    const guarded = setup();
    // Said, so the server renders no guarded page (its guard decides live, in the browser).
    await expect(prepareFirstView(guarded.deps, at('/contest/c9/upload'))).resolves.toBe('guarded');
    expect(guarded.loads).toEqual(['banner']);
    expect(guarded.prefetched).toEqual([]);
  });

  it('waits no longer than its limit for code that does not come', async () => {
    vi.useFakeTimers();
    try {
      const { deps } = setup(['banner']);
      let done = false;
      void prepareFirstView(deps, at('/'), 1500).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(1499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing for an address no route shows, and never rejects', async () => {
    const { deps, loads } = setup();
    await expect(prepareFirstView(deps, at('/no/such/page'))).resolves.toBe('none');
    expect(loads).toEqual([]);
    const failing = { ...deps, siteResources: vi.fn(async () => Promise.reject(new Error('x'))) };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(prepareFirstView(failing, at('/'))).resolves.toBe('none');
    error.mockRestore();
  });
});

/** Shows the site id of loaded resources, suspending on them as SiteHost does. */
function SiteId(props: { resources: Promise<SiteResources> }) {
  const resources = use(props.resources);
  return <p>{String((resources.manifest as { id?: string } | null)?.id)}</p>;
}

describe('site resources once loaded', () => {
  it('render without suspending: no fallback is ever committed', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      const body = url.includes('/sites/')
        ? { manifest: { id: 'first-view-test' }, problems: [] }
        : { 'shell.loading': '努力加载中…' };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const promise = loadSiteResources('first-view-test', 'zh-CN');
    await promise;
    await Promise.resolve();
    fetchMock.mockRestore();
    const fallback = vi.fn(() => <p>加载中</p>);
    function Fallback() {
      return fallback();
    }
    render(
      <Suspense fallback={<Fallback />}>
        <SiteId resources={promise} />
      </Suspense>,
    );
    expect(screen.getByText('first-view-test')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });
});
