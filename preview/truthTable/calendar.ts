/**
 * Which calendar the truth table and the per-page gate view draw their dates from: the
 * previewed contest's real dates (previewedContest.ts) when its detail could be fetched; the
 * last real dates seen for that contest when a refetch fails (a `contest-missing` scenario has
 * just deleted it, say); else the fixed reference calendar, with a note that says so.
 */
import { useState } from 'react';
import { rangeText, type ContestCalendar } from '../context/previewedContest';
import { REFERENCE_ANCHOR, referenceTimes, type ContestTimes } from './timeline';

export type CalendarSource = 'contest' | 'lastKnown' | 'reference' | 'loading';

export interface TableCalendar {
  times: ContestTimes;
  source: CalendarSource;
  /** The contest id the dates belong to (null: the reference calendar of no contest). */
  contestId: string | null;
  /** One sentence for QA, in Chinese: where the dates come from, and what they are. */
  note: string;
}

export interface KnownTimes {
  id: string;
  times: ContestTimes;
}

function datesText(times: ContestTimes): string {
  return `报名 ${rangeText(times.enrollBegin, times.enrollEnd)}，活动 ${rangeText(times.begin, times.end)}`;
}

/** The calendar to draw phases from, given the fetched one and the last real one seen. */
export function tableCalendar(
  calendar: ContestCalendar,
  lastKnown: KnownTimes | null,
): TableCalendar {
  const reference = referenceTimes(REFERENCE_ANCHOR);
  switch (calendar.state) {
    case 'loaded':
      return {
        times: calendar.times,
        source: 'contest',
        contestId: calendar.id,
        note: `日期取自活动 ${calendar.id}${calendar.title ? `（${calendar.title}）` : ''}的真实日期（北京时间）：${datesText(calendar.times)}`,
      };
    case 'loading':
      return {
        times: lastKnown?.id === calendar.id ? lastKnown.times : reference,
        source: 'loading',
        contestId: calendar.id,
        note: calendar.id === null ? '活动日期加载中…' : `活动 ${calendar.id} 的日期加载中…`,
      };
    case 'failed':
      if (lastKnown?.id === calendar.id)
        return {
          times: lastKnown.times,
          source: 'lastKnown',
          contestId: calendar.id,
          note: `活动 ${calendar.id} 的详情现在取不到（${calendar.reason}），沿用最近一次取得的日期：${datesText(lastKnown.times)}`,
        };
      return {
        times: reference,
        source: 'reference',
        contestId: calendar.id,
        note: `活动 ${calendar.id} 的详情取不到（${calendar.reason}），日期按参考日历推算：${datesText(reference)}`,
      };
    case 'none':
      return {
        times: reference,
        source: 'reference',
        contestId: null,
        note: `本站点没有指定活动，日期按参考日历推算：${datesText(reference)}`,
      };
  }
}

/**
 * `tableCalendar` over a fetched calendar, remembering the last real dates of the contest so a
 * failed refetch (the contest just deleted by a scenario) keeps the table on them.
 */
export function useTableCalendar(calendar: ContestCalendar): TableCalendar {
  const [lastKnown, setLastKnown] = useState<KnownTimes | null>(null);
  const loaded = calendar.state === 'loaded' ? { id: calendar.id, times: calendar.times } : null;
  // Information from earlier renders, kept the way React documents (set during render).
  if (loaded && (lastKnown?.id !== loaded.id || lastKnown.times !== loaded.times))
    setLastKnown(loaded);
  return tableCalendar(calendar, loaded ?? lastKnown);
}
