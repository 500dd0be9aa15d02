import { describe, expect, it } from 'vitest';
import { LIVE_FILTER, LIVE_FILTER_TABS, liveFilterOf, sortLives } from './liveList';
import { LIVE_STATUS } from './liveStatus';
import zhCN from '../../site-configs/messages/zh-CN.json';

const T0 = Date.UTC(2026, 10, 22, 2, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const live = (id: string, start: number, end: number, created = 0) => ({
  id,
  start_time: start,
  end_time: end,
  create_time: created,
});

describe('live filter (seed 000 §3, ledger CORE-LIVE-01, A-10)', () => {
  it('tabs 全部 / 未开始 / 直播中 / 已结束 carry -1 / 0 / 1 / 2', () => {
    const labels = LIVE_FILTER_TABS.map((tab) => zhCN[tab.label.slice(4) as keyof typeof zhCN]);
    expect(labels).toEqual(['全部', '未开始', '直播中', '已结束']);
    expect(LIVE_FILTER_TABS.map((tab) => tab.filter)).toEqual([-1, 0, 1, 2]);
  });

  it('maps the time-derived status to the filter code', () => {
    expect(liveFilterOf(LIVE_STATUS.preview)).toBe(LIVE_FILTER.notStarted);
    expect(liveFilterOf(LIVE_STATUS.live)).toBe(LIVE_FILTER.inProgress);
    expect(liveFilterOf(LIVE_STATUS.replay)).toBe(LIVE_FILTER.ended);
  });
});

describe('sortLives (seed 000 §4, ledger CORE-LIVE-05..08, A-11)', () => {
  it('live (latest start first), then upcoming (earliest first), then ended (latest first)', () => {
    const items = [
      live('ended-1d', T0 - DAY - HOUR, T0 - DAY),
      live('up-2h', T0 + 2 * HOUR, T0 + 3 * HOUR),
      live('live-60m', T0 - 60 * MINUTE, T0 + HOUR),
      live('ended-1h', T0 - 2 * HOUR, T0 - HOUR),
      live('up-1h', T0 + HOUR, T0 + 2 * HOUR),
      live('live-5m', T0 - 5 * MINUTE, T0 + HOUR),
    ];
    expect(sortLives(items, T0).map((item) => item.id)).toEqual([
      'live-5m',
      'live-60m',
      'up-1h',
      'up-2h',
      'ended-1h',
      'ended-1d',
    ]);
  });

  it('orders ties by creation time, newest first, and does not change its input', () => {
    const items = [
      live('older', T0 + HOUR, T0 + 2 * HOUR, T0 - 2 * DAY),
      live('newer', T0 + HOUR, T0 + 2 * HOUR, T0 - DAY),
    ];
    expect(sortLives(items, T0).map((item) => item.id)).toEqual(['newer', 'older']);
    expect(items[0].id).toBe('older');
  });
});
