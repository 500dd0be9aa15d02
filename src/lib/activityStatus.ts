/**
 * Activity status (seed 000 §4 "Activity status: not started, in progress, ended by comparing
 * now with start and end. There is an after-end-same-day check"; ledger CORE-HELPER-38/39).
 * Before the begin instant the activity has not started; from it up to and including the end
 * instant it is in progress; after that it has ended. Ledger A-20: an activity that ended
 * earlier on today's calendar day (the browser's local day, as every date label here) is
 * "ended today" — its entry stays as it is until midnight, then it is plainly ended.
 */
import { formatDateLabel, parseTimeLabel } from './timeLabel';

export type ActivityStatus = 'notStarted' | 'inProgress' | 'ended';

/** The status with the after-end-same-day check applied. */
export type ActivityState = ActivityStatus | 'endedToday';

/** Catalogue key of each state's label (未开始 / 进行中 / 已结束 / 今日已结束). */
export const ACTIVITY_STATE_MESSAGES: Readonly<Record<ActivityState, string>> = {
  notStarted: 'msg:activity.status.notStarted',
  inProgress: 'msg:activity.status.inProgress',
  ended: 'msg:activity.status.ended',
  endedToday: 'msg:activity.status.endedToday',
};

type TimeValue = string | number | null | undefined;

/** Null when a time cannot be read. */
export function activityStatusAt(
  beginTime: TimeValue,
  endTime: TimeValue,
  now: number,
): ActivityStatus | null {
  const begin = parseTimeLabel(beginTime);
  const end = parseTimeLabel(endTime);
  if (begin === null || end === null) return null;
  if (now < begin) return 'notStarted';
  if (now > end) return 'ended';
  return 'inProgress';
}

/** True when `now` is after the end but still on the end's calendar day; false otherwise. */
export function endedSameDay(endTime: TimeValue, now: number): boolean {
  const end = parseTimeLabel(endTime);
  if (end === null || now <= end) return false;
  const endDay = new Date(end);
  const today = new Date(now);
  return (
    endDay.getFullYear() === today.getFullYear() &&
    endDay.getMonth() === today.getMonth() &&
    endDay.getDate() === today.getDate()
  );
}

/** `activityStatusAt` with an ended activity told apart as ended today (ledger A-20). */
export function activityStateAt(
  beginTime: TimeValue,
  endTime: TimeValue,
  now: number,
): ActivityState | null {
  const status = activityStatusAt(beginTime, endTime, now);
  if (status === 'ended' && endedSameDay(endTime, now)) return 'endedToday';
  return status;
}

/** `2026/07/05 - 2026/09/30`; empty when a time cannot be read. */
export function activityPeriod(beginTime: TimeValue, endTime: TimeValue): string {
  const begin = parseTimeLabel(beginTime);
  const end = parseTimeLabel(endTime);
  if (begin === null || end === null) return '';
  return `${formatDateLabel(begin)} - ${formatDateLabel(end)}`;
}
