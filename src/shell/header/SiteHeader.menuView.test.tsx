/**
 * Seed 001 §2 "A menu-view analytics event is tracked on section change" (ledger HD-MENU-17,
 * HD-ANALYTICS-13): going to 新闻通知 then 活动说明 queues two menu views with the menu names; the
 * section the visit starts on and a reload of the current section queue none.
 */
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../../blocks/testing/renderBlock';
import type { SiteManifest } from '../../runtime/manifest/types';
import { SiteHeader } from './SiteHeader';

const tracked = vi.hoisted(() => [] as [string, string, Record<string, string>][]);
vi.mock('../../analytics/track', () => ({
  trackEvent: (_deps: unknown, sink: string, type: string, attributes: Record<string, string>) =>
    void tracked.push([sink, type, attributes]),
}));

const MENU: SiteManifest['header']['menu'] = [
  { label: '首页', to: '' },
  { label: '新闻通知', to: 'news' },
  { label: '活动说明', to: 'explain' },
];

beforeEach(() => {
  tracked.length = 0;
  sessionStorage.clear();
});

describe('menu views (HD-MENU-17)', () => {
  it('two section changes, two menu views with the menu names; none at start or on a reload', () => {
    // Menu links load a new page: each address is a fresh render in the same tab.
    for (const path of ['/hd/diaa', '/hd/diaa/news', '/hd/diaa/news', '/hd/diaa/explain']) {
      const { unmount } = renderWithRuntime(<SiteHeader />, {
        path,
        sitePrefix: '/hd/diaa',
        site: { header: { variant: 'campaign', title: '数据创新大赛', menu: MENU } },
      });
      unmount();
    }
    expect(tracked).toEqual([
      ['campaign', 'menu_view', expect.objectContaining({ menu: '新闻通知', to: 'news' })],
      ['campaign', 'menu_view', expect.objectContaining({ menu: '活动说明', to: 'explain' })],
    ]);
  });

  it('the portal header sends none', () => {
    renderWithRuntime(<SiteHeader />, {
      path: '/',
      site: { header: { variant: 'portal', title: '国家中小学智慧教育平台', menu: MENU } },
    });
    fireEvent.click(screen.getByRole('link', { name: '新闻通知' }));
    expect(tracked).toEqual([]);
  });
});
