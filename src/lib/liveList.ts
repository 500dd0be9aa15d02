/**
 * The live-class list's status filter and order (seed 000 §3 "Live class status: -1 all,
 * 0 not started, 1 in progress, 2 ended", §4 "Live channel sort"; ledger CORE-LIVE-01,
 * CORE-LIVE-05..08, A-10, A-11).
 *
 * the filter codes are a different set from the time-derived status of liveStatus.ts
 * (-1 preview, 0 live, 1 replay). They are kept apart here; `liveFilterOf` is the one mapping
 * between them, so no code compares one with the other directly.
 */
import { liveStatusAt, LIVE_STATUS, type LiveStatus } from './liveStatus';
import { parseTimeLabel } from './timeLabel';

export const LIVE_FILTER = { all: -1, notStarted: 0, inProgress: 1, ended: 2 } as const;
export type LiveFilter = (typeof LIVE_FILTER)[keyof typeof LIVE_FILTER];

/** The filter tabs in their order, with their catalogue labels (全部 / 未开始 / 直播中 / 已结束). */
export const LIVE_FILTER_TABS: readonly { filter: LiveFilter; label: string }[] = [
  { filter: LIVE_FILTER.all, label: 'msg:liveList.filter.all' },
  { filter: LIVE_FILTER.notStarted, label: 'msg:liveList.filter.notStarted' },
  { filter: LIVE_FILTER.inProgress, label: 'msg:liveList.filter.inProgress' },
  { filter: LIVE_FILTER.ended, label: 'msg:liveList.filter.ended' },
];

/** derived -1 (preview) → filter 0, 0 (live) → 1, 1 (replay) → 2. */
export function liveFilterOf(status: LiveStatus): Exclude<LiveFilter, -1> {
  if (status === LIVE_STATUS.preview) return LIVE_FILTER.notStarted;
  if (status === LIVE_STATUS.live) return LIVE_FILTER.inProgress;
  return LIVE_FILTER.ended;
}

export interface SortableLive {
  start_time: string | number;
  end_time: string | number;
  create_time?: string | number | null;
}

const time = (value: string | number | null | undefined) => parseTimeLabel(value) ?? 0;

/**
 * Live channel order (§4): lives in progress first, most recently started first; then
 * upcoming, earliest start first; then ended, most recently ended first; ties by creation time,
 * newest first. Items whose times cannot be read go last. Returns a new array.
 */
export function sortLives<T extends SortableLive>(items: readonly T[], now: number): T[] {
  const group = (item: T) => {
    const status = liveStatusAt(item.start_time, item.end_time, now);
    if (status === null) return 3;
    return status === LIVE_STATUS.live ? 0 : status === LIVE_STATUS.preview ? 1 : 2;
  };
  const key = (item: T, itemGroup: number) => {
    if (itemGroup === 0) return -time(item.start_time);
    if (itemGroup === 1) return time(item.start_time);
    return -time(item.end_time);
  };
  return items
    .map((item) => ({ item, group: group(item) }))
    .sort(
      (a, b) =>
        a.group - b.group ||
        key(a.item, a.group) - key(b.item, b.group) ||
        time(b.item.create_time) - time(a.item.create_time),
    )
    .map(({ item }) => item);
}
