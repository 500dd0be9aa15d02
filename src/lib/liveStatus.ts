/**
 * Live status from its times (seed 000 §4; ledger CORE-LIVE-02..04): before start_time -1
 * (preview, 预告), after end_time 1 (replay, 回放), otherwise 0 (live, 直播中).
 */
import { parseTimeLabel } from './timeLabel';

export type LiveStatus = -1 | 0 | 1;

export const LIVE_STATUS = { preview: -1, live: 0, replay: 1 } as const;

/** Catalogue key of each status's label. */
export const LIVE_STATUS_MESSAGES: Readonly<Record<LiveStatus, string>> = {
  [-1]: 'msg:detail.live.preview',
  0: 'msg:detail.live.live',
  1: 'msg:detail.live.replay',
};

/** Null when a time is not a valid time label. */
export function liveStatusAt(
  startTime: string | number,
  endTime: string | number,
  now: number,
): LiveStatus | null {
  const start = parseTimeLabel(startTime);
  const end = parseTimeLabel(endTime);
  if (start === null || end === null) return null;
  if (now < start) return LIVE_STATUS.preview;
  if (now > end) return LIVE_STATUS.replay;
  return LIVE_STATUS.live;
}
