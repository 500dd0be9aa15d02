import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import RecommendListBlock, { weekNumber } from './RecommendListBlock';
import type { RecommendItem, RecommendService } from '../../src/services/recommendService';
import { readServerProperties } from '../../src/services/serverProperties';

const item = (id: string, extra: Partial<RecommendItem> = {}): RecommendItem => ({
  id,
  title: `推荐 ${id}`,
  cover_url: null,
  source: '人民教育出版社',
  summary: null,
  label: null,
  link: null,
  resource_id: null,
  resource_type: null,
  begin_time: null,
  end_time: null,
  ...extra,
});

function setup(config: Record<string, unknown>, list: RecommendService['list']) {
  const spy = vi.fn(list);
  const fakes = createFakeServices();
  return {
    spy,
    services: {
      ...fakes,
      appConfig: { siteConfig: async () => config },
      recommend: async () => ({ list: spy }),
    },
  };
}

describe('server properties (CORE-LIVE-26, CORE-CONST-14)', () => {
  it('gives the defaults when the app config lacks the keys', () => {
    expect(readServerProperties({})).toEqual({
      recommend_week: 'week_1',
      live_close_login: 0,
      live_record_random_delay_sec: 99,
    });
    expect(readServerProperties(null).live_record_random_delay_sec).toBe(99);
  });

  it('lets the app config override them, numbers also as strings', () => {
    expect(
      readServerProperties({
        recommend_week: 'week_3',
        live_close_login: '1',
        live_record_random_delay_sec: 30,
      }),
    ).toEqual({ recommend_week: 'week_3', live_close_login: 1, live_record_random_delay_sec: 30 });
    expect(readServerProperties({ recommend_week: 'next', live_close_login: 'x' })).toMatchObject({
      recommend_week: 'week_1',
      live_close_login: 0,
    });
  });
});

describe('recommend-list block', () => {
  it('asks week_1 by default and labels the list 第1周推荐', async () => {
    const { spy, services } = setup({}, async (_kind, week) => ({
      week,
      items: [item('a', { link: '/hd/kpzy', label: '征集中' })],
    }));
    renderBlock(
      RecommendListBlock,
      {
        kind: 'activity',
        title: 'msg:recommend.activity',
        breadcrumb: [{ label: '首页', to: '/' }],
      },
      { services },
    );
    await screen.findByText('推荐 a');
    expect(spy).toHaveBeenCalledWith('activity', 'week_1');
    expect(screen.getByText('第1周推荐')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '活动推荐' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /推荐 a/ }).getAttribute('href')).toBe('/hd/kpzy');
    expect(screen.getByRole('navigation').textContent).toContain('首页');
  });

  it('asks the configured week and links lessons to their detail page', async () => {
    const { spy, services } = setup({ recommend_week: 'week_2' }, async (_kind, week) => ({
      week,
      items: [item('l1', { resource_id: 'res-1', resource_type: 'assets_video' })],
    }));
    renderBlock(
      RecommendListBlock,
      { kind: 'modelLesson', title: 'msg:recommend.modelLesson' },
      {
        services,
      },
    );
    await screen.findByText('推荐 l1');
    expect(spy).toHaveBeenCalledWith('modelLesson', 'week_2');
    expect(screen.getByRole('link', { name: /推荐 l1/ }).getAttribute('href')).toMatch(
      /^\/content\/detail\?contentId=res-1&contentType=assets_video/,
    );
  });

  it('drops an unsafe link, shows the empty state and an error with 重试', async () => {
    let calls = 0;
    const { services } = setup({}, async (_kind, week) => {
      calls += 1;
      if (calls === 1) throw new Error('HTTP 500');
      if (calls === 2) return { week, items: [] };
      return { week, items: [item('x', { link: 'javascript:alert(1)' })] };
    });
    const view = renderBlock(
      RecommendListBlock,
      { kind: 'activity', title: 'msg:recommend.activity' },
      { services },
    );
    await screen.findByText('服务器开小差了，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('本周暂无推荐内容');
    view.unmount();
    renderBlock(
      RecommendListBlock,
      { kind: 'activity', title: 'msg:recommend.activity' },
      {
        services,
      },
    );
    await screen.findByText('推荐 x');
    expect(screen.queryByRole('link', { name: /推荐 x/ })).toBeNull();
  });

  it('labels activities with times by their status (CORE-HELPER-38/39)', async () => {
    // Local times: the after-end check goes by the local calendar day (ledger A-20).
    const now = new Date(2024, 5, 15, 20, 0).getTime();
    const time = (day: number, hour: number) => new Date(2024, 5, day, hour, 0).getTime();
    const period = (begin: number, end: number) => ({
      begin_time: new Date(begin).toISOString(),
      end_time: new Date(end).toISOString(),
    });
    const { services } = setup({}, async (_kind, week) => ({
      week,
      items: [
        item('soon', { label: '征集中', ...period(time(16, 9), time(20, 18)) }),
        item('open', { label: '征集中', ...period(time(10, 9), time(30, 18)) }),
        item('today', period(time(10, 9), time(15, 10))),
        item('over', period(time(1, 9), time(14, 18))),
        item('plain', { label: '本周' }),
      ],
    }));
    renderBlock(
      RecommendListBlock,
      { kind: 'activity', title: 'msg:recommend.activity' },
      { services, now },
    );
    await screen.findByText('推荐 soon');
    const labelOf = (id: string) =>
      document.querySelector(`[data-recommend-id="${id}"] .recommend-list__label`)?.textContent;
    expect(labelOf('soon')).toBe('未开始');
    expect(labelOf('open')).toBe('进行中');
    expect(labelOf('today')).toBe('今日已结束');
    expect(labelOf('over')).toBe('已结束');
    expect(labelOf('plain')).toBe('本周');
    expect(screen.getByText('2024/06/10 - 2024/06/30')).toBeTruthy();
    expect(screen.queryByText('征集中')).toBeNull();
  });

  it('reads week numbers', () => {
    expect(weekNumber('week_1')).toBe(1);
    expect(weekNumber('week_12')).toBe(12);
    expect(weekNumber('weekly')).toBeNull();
  });
});
