import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import LiveListBlock from './LiveListBlock';
import { LIVE_T0, liveAt } from './fixtures';
import { liveTimeRange } from './liveTime';
import { countdownText, nextChangeIn } from './liveSubscribe';
import { createLiveService } from '../../src/services/liveService';
import { testClient } from '../../src/services/testing/fakes';
import { startMswServer } from '../../src/services/testing/msw';
import { createTranslator } from '../../src/runtime/messages/translator';
import zhCN from '../../site-configs/messages/zh-CN.json';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import type { LiveFilter } from '../../src/lib/liveList';
import type { LivePage, LiveService } from '../../src/services/liveService';
import type { PortalServices } from '../../src/services/portalServices';
import type { RoleCode } from '../../src/runtime/facts/facts';

const LIVES = [
  liveAt('ended-1d', -1500, -1440),
  liveAt('up-2h', 120, 180),
  liveAt('live-60m', -60, 60),
  liveAt('up-1h', 60, 120),
  liveAt('live-5m', -5, 60),
  liveAt('no-resource', 240, 300, { resource_id: null }),
];

function liveServices(
  answer: (status: LiveFilter, offset: number, limit: number) => LivePage,
  subscribedIds: string[] = [],
) {
  const search = vi.fn<LiveService['search']>(async (status, offset, limit) =>
    answer(status, offset, limit),
  );
  const subscriptions = vi.fn<LiveService['subscriptions']>(async () => new Set(subscribedIds));
  const subscribe = vi.fn<LiveService['subscribe']>(async () => undefined);
  const services = {
    ...createFakeServices(),
    live: async () => ({ search, subscriptions, subscribe }),
  };
  return { services, search, subscriptions, subscribe };
}

const show = (services: PortalServices, path = '/liveList', role?: RoleCode) =>
  renderBlock(
    LiveListBlock,
    { title: 'msg:liveList.title' },
    { services, path, now: LIVE_T0, role },
  );

const ready = () =>
  waitFor(() =>
    expect(document.querySelector('[data-live-list]')?.getAttribute('data-live-list')).toMatch(
      /ready|empty/,
    ),
  );
const cardIds = () =>
  Array.from(document.querySelectorAll('[data-live-id]')).map((node) =>
    node.getAttribute('data-live-id'),
  );

describe('live-list block', () => {
  it('asks for status -1 first and orders live, upcoming, ended with their badges', async () => {
    const { services, search } = liveServices(() => ({ items: LIVES, total: LIVES.length }));
    show(services);
    await ready();
    expect(search).toHaveBeenCalledWith(-1, 0, 12);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('直播课堂');
    expect(cardIds()).toEqual(['live-5m', 'live-60m', 'up-1h', 'up-2h', 'no-resource', 'ended-1d']);
    const badge = (id: string) =>
      document.querySelector(`[data-live-id="${id}"] .live-list__badge`)?.textContent;
    expect([badge('live-5m'), badge('up-1h'), badge('ended-1d')]).toEqual([
      '直播中',
      '预告',
      '回放',
    ]);
    const card = document.querySelector('[data-live-id="live-5m"] a');
    const href = new URL(card?.getAttribute('href') ?? '', 'http://portal.test');
    expect(href.pathname).toBe('/content/detail');
    expect(href.searchParams.get('contentId')).toBe('live-5m');
    expect(href.searchParams.get('contentType')).toBe('open_class_live');
  });

  it('each tab asks its status code (全部 -1, 未开始 0, 直播中 1, 已结束 2) and keeps it in the address', async () => {
    const { services, search } = liveServices(() => ({ items: LIVES, total: LIVES.length }));
    show(services);
    await ready();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['全部', '未开始', '直播中', '已结束']);
    for (const [index, status] of [
      [1, 0],
      [2, 1],
      [3, 2],
      [0, -1],
    ] as const) {
      search.mockClear();
      fireEvent.click(screen.getByRole('tab', { name: tabs[index].textContent ?? '' }));
      await ready();
      expect(search).toHaveBeenCalledWith(status, 0, 12);
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tabs[index].textContent);
    }
    fireEvent.click(screen.getByRole('tab', { name: '直播中' }));
    await ready();
    expect(screen.getByTestId('location').textContent).toBe('/liveList?status=1');
  });

  it('arrow keys move between the tabs and choose them', async () => {
    const { services, search } = liveServices(() => ({ items: LIVES, total: LIVES.length }));
    show(services);
    await ready();
    const all = screen.getByRole('tab', { name: '全部' });
    expect(all.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: '未开始' }).tabIndex).toBe(-1);
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    await ready();
    expect(document.activeElement?.textContent).toBe('未开始');
    expect(search).toHaveBeenLastCalledWith(0, 0, 12);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    await ready();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('已结束');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { selected: true }).id,
    );
  });

  it('an empty tab shows the taken-down screen whose 看看其他 leads to /liveList', async () => {
    const { services } = liveServices(() => ({ items: [], total: 0 }));
    show(services, '/liveList?status=2');
    await ready();
    expect(screen.getByText('哎呀，该内容已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe('/liveList');
  });

  it('a live without a resource id says 该直播未找到 and does not navigate', async () => {
    const { services } = liveServices(() => ({ items: LIVES, total: LIVES.length }));
    const { runtime } = show(services);
    await ready();
    const item = document.querySelector('[data-live-id="no-resource"]') as HTMLElement;
    fireEvent.click(item.querySelector('.live-list__card') as HTMLElement);
    expect(runtime.ui.toast).toHaveBeenCalledWith('该直播未找到');
    expect(screen.getByTestId('location').textContent).toBe('/liveList');
  });

  it('loads the next page with 查看更多', async () => {
    const { services, search } = liveServices((_status, offset, limit) => ({
      items: LIVES.slice(offset, offset + limit),
      total: LIVES.length,
    }));
    renderBlock(
      LiveListBlock,
      { title: 'msg:liveList.title', pageSize: 4 },
      { services, now: LIVE_T0 },
    );
    await ready();
    expect(cardIds()).toHaveLength(4);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    });
    await waitFor(() => expect(cardIds()).toHaveLength(6));
    expect(search).toHaveBeenLastCalledWith(-1, 4, 4);
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
  });

  it('a failed request shows the generic error screen, not the page going down', async () => {
    const search = vi.fn<LiveService['search']>(async () => {
      throw new Error('500');
    });
    const services = {
      ...createFakeServices(),
      live: async () => ({
        search,
        subscriptions: async () => new Set<string>(),
        subscribe: async () => undefined,
      }),
    };
    show(services);
    await waitFor(() => expect(document.querySelector('[data-live-list="error"]')).not.toBeNull());
    expect(screen.getByText('服务器开小差了，请稍后重试')).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });
});

describe('liveTimeRange', () => {
  it('shows Beijing time, adding the end date only when it differs', () => {
    expect(liveTimeRange('2026-09-01T09:00:00.000+0800', '2026-09-01T10:30:00.000+0800')).toBe(
      '09-01 09:00 - 10:30',
    );
    expect(liveTimeRange('2026-09-01T23:00:00.000+0800', '2026-09-02T00:30:00.000+0800')).toBe(
      '09-01 23:00 - 09-02 00:30',
    );
    expect(liveTimeRange('bad', 'times')).toBe('');
  });
});

// --- Subscribing and the start countdown (ledger CORE-LIVE-09..16, -18..21) -------------------

const origin = window.location.origin;
const COURSE = `${origin}/svc/course/v1/open_class_lives`;
const { server, requests } = startMswServer();
const SECOND = 1000;
const MINUTE_MS = 60 * SECOND;

/** One upcoming live starting `startMs` after T0 (an hour long). */
const upcomingAt = (id: string, startMs: number) => ({
  ...liveAt(id, 0, 0),
  start_time: new Date(LIVE_T0 + startMs).toISOString(),
  end_time: new Date(LIVE_T0 + startMs + 60 * MINUTE_MS).toISOString(),
});

/** Lets promises and zero-delay timers run (fake timers: nothing else moves). */
async function settle() {
  for (let round = 0; round < 20; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
/**
 * Moves the fake clock by `ms`, a second at a time: each step lets React render and schedule the
 * next timer, as a browser would in between.
 */
async function tick(ms: number) {
  for (let left = ms; left > 0; left -= SECOND) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(SECOND, left));
    });
    await settle();
  }
}

const item = (id: string) => document.querySelector(`[data-live-id="${id}"]`) as HTMLElement;
const buttonOf = (id: string) => item(id).querySelector('.live-list__subscribe');
const countdownOf = (id: string) => item(id).querySelector('.live-list__countdown')?.textContent;
const listState = () => document.querySelector('[data-live-list]')?.getAttribute('data-live-list');
const subscriptionsState = () =>
  document.querySelector('[data-subscriptions]')?.getAttribute('data-subscriptions');

function showLives(
  lives: ReturnType<typeof liveAt>[],
  options: { role?: RoleCode; subscribed?: string[] } = {},
) {
  const fake = liveServices(() => ({ items: lives, total: lives.length }), options.subscribed);
  const view = show(fake.services, '/liveList', options.role);
  return { ...fake, ...view };
}

describe('live-list: 预约 and the countdown (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CORE-LIVE-09: more than 15 minutes away and not subscribed → 预约, no countdown', async () => {
    showLives([upcomingAt('L16', 16 * MINUTE_MS)], { role: 'STUDENT' });
    await settle();
    expect(subscriptionsState()).toBe('ready');
    expect(buttonOf('L16')?.textContent).toBe('预约');
    expect(countdownOf('L16')).toBeUndefined();
    expect(item('L16').getAttribute('data-subscribe')).toBe('subscribe');
  });

  it('CORE-LIVE-10: a subscribed live shows 已预约, even 10 minutes before the start', async () => {
    const { subscriptions } = showLives(
      [upcomingAt('L10', 10 * MINUTE_MS), upcomingAt('L16', 16 * MINUTE_MS)],
      { role: 'STUDENT', subscribed: ['L10', 'L16'] },
    );
    await settle();
    expect(subscriptions).toHaveBeenCalledTimes(1);
    expect(buttonOf('L10')?.textContent).toBe('已预约');
    expect(buttonOf('L16')?.textContent).toBe('已预约');
    expect(countdownOf('L10')).toBeUndefined();
  });

  it('CORE-LIVE-11: within 15 minutes the button is hidden and a countdown ticks every second', async () => {
    showLives([upcomingAt('L14', 14 * MINUTE_MS)], { role: 'STUDENT' });
    await settle();
    expect(buttonOf('L14')).toBeNull();
    expect(countdownOf('L14')).toBe('距开播 00:14:00');
    await tick(SECOND);
    expect(countdownOf('L14')).toBe('距开播 00:13:59');
    await tick(SECOND);
    expect(countdownOf('L14')).toBe('距开播 00:13:58');
    await tick(60 * SECOND);
    expect(countdownOf('L14')).toBe('距开播 00:12:58');
  });

  it('CORE-LIVE-12: at the 15-minute boundary the button gives way to the countdown, no reload', async () => {
    const { search } = showLives([upcomingAt('L15', 15 * MINUTE_MS + 2 * SECOND)]);
    await settle();
    expect(buttonOf('L15')?.textContent).toBe('预约');
    await tick(3 * SECOND);
    expect(buttonOf('L15')).toBeNull();
    expect(countdownOf('L15')).toBe('距开播 00:14:59');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('CORE-LIVE-13: at zero the card becomes the live view (直播中), no reload', async () => {
    const { search } = showLives([upcomingAt('L5s', 5 * SECOND)]);
    await settle();
    expect(countdownOf('L5s')).toBe('距开播 00:00:05');
    expect(item('L5s').querySelector('.live-list__badge')?.textContent).toBe('预告');
    await tick(4 * SECOND);
    expect(countdownOf('L5s')).toBe('距开播 00:00:01');
    await tick(SECOND);
    expect(countdownOf('L5s')).toBeUndefined();
    expect(buttonOf('L5s')).toBeNull();
    expect(item('L5s').querySelector('.live-list__badge')?.textContent).toBe('直播中');
    expect(item('L5s').getAttribute('data-live-phase')).toBe('0');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('follows the runtime clock: a time jump moves the countdown (preview time travel)', async () => {
    const { runtime } = showLives([upcomingAt('L20', 20 * MINUTE_MS)]);
    await settle();
    expect(buttonOf('L20')?.textContent).toBe('预约');
    const clock = runtime.clock as ReturnType<
      typeof import('../../src/runtime/facts/clock').createOffsetClock
    >;
    act(() => clock.set(LIVE_T0 + 10 * MINUTE_MS));
    await settle();
    expect(countdownOf('L20')).toBe('距开播 00:10:00');
  });

  it('CORE-LIVE-14/15: logged out, 预约 asks to log in; OK goes to sign-in, no subscribe request', async () => {
    const { runtime, subscribe, subscriptions } = showLives([upcomingAt('L16', 16 * MINUTE_MS)]);
    await settle();
    expect(subscriptions).not.toHaveBeenCalled();
    fireEvent.click(buttonOf('L16') as HTMLElement);
    await settle();
    expect(runtime.ui.confirm).toHaveBeenCalledWith('需要登录才可以预约，是否登录？');
    expect(runtime.session.login).toHaveBeenCalledWith('/liveList');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('CORE-LIVE-15: Cancel leaves the page as it was: no login, no request, same address', async () => {
    const { runtime, subscribe } = showLives([upcomingAt('L16', 16 * MINUTE_MS)]);
    runtime.ui.confirm.mockResolvedValue(false);
    await settle();
    fireEvent.click(buttonOf('L16') as HTMLElement);
    await settle();
    expect(runtime.ui.confirm).toHaveBeenCalledWith('需要登录才可以预约，是否登录？');
    expect(runtime.session.login).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    expect(runtime.ui.toast).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/liveList');
    expect(buttonOf('L16')?.textContent).toBe('预约');
  });

  it('CORE-LIVE-16: clicking 已预约 does nothing', async () => {
    const { runtime, subscribe } = showLives([upcomingAt('L16', 16 * MINUTE_MS)], {
      role: 'STUDENT',
      subscribed: ['L16'],
    });
    await settle();
    fireEvent.click(buttonOf('L16') as HTMLElement);
    await settle();
    expect(subscribe).not.toHaveBeenCalled();
    expect(runtime.ui.toast).not.toHaveBeenCalled();
    expect(runtime.ui.confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/liveList');
    expect(buttonOf('L16')?.textContent).toBe('已预约');
  });
});

describe('live-list: the subscribe calls as sent (msw, fake timers)', () => {
  const LIVES_ON_SHOW = [
    upcomingAt('L1', 2 * 60 * MINUTE_MS),
    upcomingAt('L2', 3 * 60 * MINUTE_MS),
  ];

  /** The real live service over msw for subscriptions; the list itself from a fake search. */
  function showWithHttp() {
    const client = testClient().client;
    const search = vi.fn<LiveService['search']>(async () => ({
      items: LIVES_ON_SHOW,
      total: LIVES_ON_SHOW.length,
    }));
    const services = {
      ...createFakeServices(),
      live: async () => ({ ...createLiveService(client), search }),
    };
    return show(services, '/liveList', 'STUDENT');
  }
  const loadedWithSubscriptions = () =>
    waitFor(() => {
      expect(listState()).toBe('ready');
      expect(subscriptionsState()).toBe('ready');
    });
  const subscribeRequests = () =>
    requests.filter((request) => request.url.pathname.endsWith('/actions/subscribe'));

  // The HTTP client loads axios on first use (a real import): fake time that also runs on its own.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.get(`${COURSE}/actions/get_subscription`, () => HttpResponse.json([])));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CORE-LIVE-18: POST …/L1/actions/subscribe with an empty body → 预约成功, label 已预约', async () => {
    server.use(
      http.post(`${COURSE}/:liveId/actions/subscribe`, () =>
        HttpResponse.json({ live_id: 'L1', is_subscribe: true }),
      ),
    );
    const { runtime } = showWithHttp();
    await loadedWithSubscriptions();
    expect(buttonOf('L1')?.textContent).toBe('预约');
    fireEvent.click(buttonOf('L1') as HTMLElement);
    await waitFor(() => expect(runtime.ui.toast).toHaveBeenCalled());
    const sent = subscribeRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url.pathname).toBe('/svc/course/v1/open_class_lives/L1/actions/subscribe');
    await expect(sent[0].body()).resolves.toBe('');
    expect(sent[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(runtime.ui.toast).toHaveBeenCalledWith('预约成功');
    expect(buttonOf('L1')?.textContent).toBe('已预约');
    expect(buttonOf('L2')?.textContent).toBe('预约');
  });

  it('CORE-LIVE-19: a refusal shows the server message (名额已满) and keeps 预约', async () => {
    server.use(
      http.post(`${COURSE}/:liveId/actions/subscribe`, () =>
        HttpResponse.json({ code: 'LIVE/FULL', message: '名额已满' }, { status: 400 }),
      ),
    );
    const { runtime } = showWithHttp();
    await loadedWithSubscriptions();
    fireEvent.click(buttonOf('L1') as HTMLElement);
    await waitFor(() => expect(runtime.ui.toast).toHaveBeenCalled());
    expect(runtime.ui.toast).toHaveBeenCalledWith('名额已满');
    expect(runtime.ui.toast).toHaveBeenCalledTimes(1);
    expect(buttonOf('L1')?.textContent).toBe('预约');
  });

  it('CORE-LIVE-20: a failure without a message shows 预约失败，请稍后重试', async () => {
    server.use(
      http.post(
        `${COURSE}/:liveId/actions/subscribe`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { runtime } = showWithHttp();
    await loadedWithSubscriptions();
    fireEvent.click(buttonOf('L1') as HTMLElement);
    await waitFor(() => expect(runtime.ui.toast).toHaveBeenCalled());
    expect(runtime.ui.toast).toHaveBeenCalledWith('预约失败，请稍后重试');
    expect(buttonOf('L1')?.textContent).toBe('预约');
  });

  it('CORE-LIVE-21: get_subscription failing → every live shows 预约, no error screen', async () => {
    server.use(
      http.get(`${COURSE}/actions/get_subscription`, () => new HttpResponse(null, { status: 500 })),
    );
    showWithHttp();
    await loadedWithSubscriptions();
    const asked = requests.filter((request) =>
      request.url.pathname.endsWith('/actions/get_subscription'),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(listState()).toBe('ready');
    expect(subscriptionsState()).toBe('ready');
    expect(screen.queryByText('服务器开小差了，请稍后重试')).toBeNull();
    expect([buttonOf('L1')?.textContent, buttonOf('L2')?.textContent]).toEqual(['预约', '预约']);
  });

  it('get_subscription answering [{live_id, is_subscribe: true}] marks that live 已预约', async () => {
    server.use(
      http.get(`${COURSE}/actions/get_subscription`, () =>
        HttpResponse.json([{ live_id: 'L2', is_subscribe: true }]),
      ),
    );
    showWithHttp();
    await loadedWithSubscriptions();
    expect([buttonOf('L1')?.textContent, buttonOf('L2')?.textContent]).toEqual(['预约', '已预约']);
  });
});

describe('countdownText (ledger A-12)', () => {
  const t = createTranslator(zhCN, zhCN);
  it('reads HH:MM:SS, with the days in front only when there are any', () => {
    expect(countdownText(14 * MINUTE_MS, t)).toBe('00:14:00');
    expect(countdownText(14 * MINUTE_MS - 1, t)).toBe('00:14:00');
    expect(countdownText(1, t)).toBe('00:00:01');
    expect(countdownText(((26 * 60 + 3) * 60 + 4) * SECOND, t)).toBe('1天 02:03:04');
  });
});

describe('nextChangeIn', () => {
  const at = (id: string, startMs: number) => upcomingAt(id, startMs);
  const none = new Set<string>();
  it('wakes the list exactly when a card changes, at most once a minute', () => {
    // Outside the window: at the 15-minute boundary (2 s away here).
    expect(nextChangeIn([at('a', 15 * MINUTE_MS + 2 * SECOND)], none, LIVE_T0, 60_000)).toBe(
      2 * SECOND,
    );
    // Far away: the minute cap.
    expect(nextChangeIn([at('a', 5 * 60 * MINUTE_MS)], none, LIVE_T0, 60_000)).toBe(60_000);
    // In the window: the countdown's next whole second.
    expect(nextChangeIn([at('a', 14 * MINUTE_MS + 250)], none, LIVE_T0, 60_000)).toBe(250);
    expect(nextChangeIn([at('a', 14 * MINUTE_MS)], none, LIVE_T0, 60_000)).toBe(SECOND);
    // Subscribed: no countdown, only the start.
    expect(nextChangeIn([at('a', 30 * SECOND)], new Set(['a']), LIVE_T0, 60_000)).toBe(30 * SECOND);
    // Live: just after the end (回放).
    expect(nextChangeIn([liveAt('b', -10, 0)], none, LIVE_T0, 60_000)).toBe(1);
  });
});
