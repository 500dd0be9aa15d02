/**
 * Seed 001 §2 "A menu-view analytics event is tracked on section change" (ledger HD-MENU-17,
 * HD-ANALYTICS-13): going to 新闻通知 then 活动说明 sends two menu views with the menu names to
 * the campaign events; the section the visit starts on and a reload of the current section send
 * none. The events travel the real road (reporter, local cache on fake IndexedDB); only the
 * analytics service at its end is a fake that records what it was given.
 */
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeServices, renderWithRuntime } from '../../../blocks/testing/renderBlock';
import type { SiteManifest } from '../../runtime/manifest/types';
import type { AnalyticsPayload, AnalyticsSink } from '../../services/analyticsService';
import { SiteHeader } from './SiteHeader';

const MENU: SiteManifest['header']['menu'] = [
  { label: '首页', to: '' },
  { label: '新闻通知', to: 'news' },
  { label: '活动说明', to: 'explain' },
];

let sent: [AnalyticsSink, AnalyticsPayload][];

/** Services whose analytics collector records each request (one page's services). */
function recordingServices() {
  return {
    ...createFakeServices(),
    analytics: async () => ({
      send: async (sink: AnalyticsSink, payload: AnalyticsPayload) =>
        void sent.push([sink, payload]),
      sendOnUnload: () => 0,
    }),
  };
}

/** The menu views of one site that reached the collector, as [sink, menu, to]. */
function menuViews(siteId: string) {
  return sent.flatMap(([sink, payload]) =>
    payload.events
      .filter((event) => event.event_type === 'menu_view' && event.attributes.site_id === siteId)
      .map((event) => [sink, event.attributes.menu, event.attributes.to]),
  );
}

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
});

describe('menu views (HD-MENU-17)', () => {
  it('two section changes, two menu views with the menu names; none at start or on a reload', async () => {
    const services = recordingServices();
    // Menu links load a new page: each address is a fresh render in the same tab.
    for (const path of ['/hd/diaa', '/hd/diaa/news', '/hd/diaa/news', '/hd/diaa/explain']) {
      const { unmount } = renderWithRuntime(<SiteHeader />, {
        path,
        sitePrefix: '/hd/diaa',
        services,
        site: {
          id: 'hd-diaa-menu-test',
          header: { variant: 'campaign', title: '数据创新大赛', menu: MENU },
        },
      });
      unmount();
    }
    // The first event loads the reporter and opens the cache: give the road up to 10 s (a
    // loaded 2-core machine transforms the reporter's modules slowly; the test allows 15 s).
    const expected = [
      ['campaign', '新闻通知', 'news'],
      ['campaign', '活动说明', 'explain'],
    ];
    for (let waited = 0; waited < 10_000; waited += 50) {
      if (menuViews('hd-diaa-menu-test').length >= expected.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Events of the same millisecond may leave in either order: compare them as a set.
    expect(menuViews('hd-diaa-menu-test').sort()).toEqual(expected.sort());
  }, 15_000);

  it('the portal header sends none', async () => {
    const services = recordingServices();
    renderWithRuntime(<SiteHeader />, {
      path: '/',
      services,
      site: {
        id: 'portal-menu-test',
        header: { variant: 'portal', title: '国家中小学智慧教育平台', menu: MENU },
      },
    });
    fireEvent.click(screen.getByRole('link', { name: '新闻通知' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menuViews('portal-menu-test')).toEqual([]);
  });
});
