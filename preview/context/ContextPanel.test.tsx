import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ContextPanel } from './ContextPanel';
import { DEFAULT_PREVIEW_CONTEXT, type PreviewContext } from './previewContext';
import type { ContestCalendar } from './previewedContest';

/** 2026-09-01 09:00 to 2026-10-31 18:00 Beijing time, enrolment 09-05 09:00 to 10-15 18:00. */
const loaded: ContestCalendar = {
  state: 'loaded',
  id: 'kpzy2026',
  title: '2026年全国中小学科普资源征集活动',
  times: {
    begin: Date.UTC(2026, 8, 1, 1, 0),
    enrollBegin: Date.UTC(2026, 8, 5, 1, 0),
    enrollEnd: Date.UTC(2026, 9, 15, 10, 0),
    end: Date.UTC(2026, 9, 31, 10, 0),
  },
};

function panel(now: number | null, calendar: ContestCalendar = loaded) {
  const onChange = vi.fn<(change: Partial<PreviewContext>) => void>();
  render(
    <ContextPanel
      context={{ ...DEFAULT_PREVIEW_CONTEXT, site: 'hd-kpzy', now }}
      pages={[]}
      scenarios={null}
      identities
      contests={[]}
      calendar={calendar}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('the time field and the contest dates beside it', () => {
  it("shows the contest's four dates in Beijing time", () => {
    panel(Date.UTC(2026, 8, 10, 1, 0));
    const dates = screen.getByTestId('ctx-contest-dates');
    const pairs = [...dates.querySelectorAll('dl div')].map((row) => row.textContent);
    expect(pairs).toEqual([
      '活动开始2026-09-01 09:00',
      '报名开始2026-09-05 09:00',
      '报名截止2026-10-15 18:00',
      '活动结束2026-10-31 18:00',
    ]);
    expect(screen.getByRole('status').textContent).toBe('所选时间在活动时间与报名时间内。');
  });

  it('warns when the chosen time is outside the contest', () => {
    panel(Date.UTC(2026, 7, 1, 1, 0));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(
      '所选时间不在活动时间内（活动 2026-09-01 09:00 至 2026-10-31 18:00）',
    );
    expect(status.textContent).toContain('所选时间早于报名开始');
  });

  it('warns after the enrolment end, inside the contest', () => {
    panel(Date.UTC(2026, 9, 20, 1, 0));
    expect(screen.getByRole('status').textContent).toBe(
      '所选时间晚于报名截止（报名 2026-09-05 09:00 至 2026-10-15 18:00）',
    );
  });

  it('shows the simulated time as Beijing time and reads a typed time as Beijing time', () => {
    const onChange = panel(Date.UTC(2026, 8, 10, 1, 30));
    const field = screen.getByLabelText<HTMLInputElement>('时间（北京时间）');
    expect(field.value).toBe('2026-09-10T09:30');
    expect(screen.getByTestId('ctx-time-readout').textContent).toBe(
      '预览时间：2026-09-10 09:30（北京时间 UTC+08:00）',
    );
    fireEvent.change(field, { target: { value: '2026-09-01T09:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ now: Date.UTC(2026, 8, 1, 1, 0) });
  });

  it('says so when the contest cannot be fetched', () => {
    panel(null, { state: 'failed', id: 'kpzy2026', reason: '活动详情请求失败（404：活动不存在）' });
    expect(screen.getByRole('alert').textContent).toBe(
      '活动 kpzy2026 的日期获取失败：活动详情请求失败（404：活动不存在）',
    );
    expect(screen.getByTestId('ctx-time-readout').textContent).toBe('预览使用真实时间');
  });

  it('says so when neither the page nor the site names a contest', () => {
    panel(null, { state: 'none' });
    expect(screen.getByTestId('ctx-contest-dates').textContent).toBe(
      '本页与本站点都没有指定活动，没有活动日期可对照。',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
