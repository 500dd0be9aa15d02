import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import LiveListBlock from './LiveListBlock';
import { LIVE_T0, liveAt } from './fixtures';
import { createLiveService, type LiveService } from '../../src/services/liveService';
import { testClient } from '../../src/services/testing/fakes';
import { startMswServer } from '../../src/services/testing/msw';
import { createFakeServices, renderBlock } from '../testing/renderBlock';

/** /schoolService/publicLive: the live list of one channel (ledger CORE-ROUTE-16). */
describe('live-list of a channel', () => {
  const { server } = startMswServer();

  it('asks the lives of its channel and keeps the status tabs', async () => {
    const search = vi.fn<LiveService['search']>(async () => ({
      items: [liveAt('school-1', -10, 50)],
      total: 1,
    }));
    const services = {
      ...createFakeServices(),
      live: async () => ({
        search,
        subscriptions: async () => new Set<string>(),
        subscribe: async () => undefined,
      }),
    };
    renderBlock(
      LiveListBlock,
      { title: 'msg:schoolServiceLive.title', channel: 'schoolService' },
      { services, path: '/schoolService/publicLive', now: LIVE_T0 },
    );
    await screen.findByText('直播 school-1');
    expect(search).toHaveBeenCalledWith(-1, 0, 12, 'schoolService');
    expect(screen.getByRole('heading', { name: '公益直播课' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '未开始',
      '直播中',
      '已结束',
    ]);
  });

  it('sends channel as a query parameter, and none without it', async () => {
    const urls: URL[] = [];
    server.use(
      http.get('*/v1/open_class_lives/actions/search', ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    const service = createLiveService(testClient().client);
    await service.search(-1, 0, 12, 'schoolService');
    await service.search(-1, 0, 12);
    expect(urls[0].searchParams.get('channel')).toBe('schoolService');
    expect(urls[1].searchParams.has('channel')).toBe(false);
  });
});
