/**
 * Training status from a project's period (seed 000 §3 "Training status: ended once now is past
 * end_time; in progress once past begin_time and not ended"; ledger CORE-ROUTE-09). Before
 * begin_time the project has not started. Times the platform sends as time labels.
 */
import { formatDateLabel, parseTimeLabel } from './timeLabel';

export type TrainingStatus = 'notStarted' | 'inProgress' | 'ended';

/** Catalogue key of each status's label (未开始 / 进行中 / 已结束). */
export const TRAINING_STATUS_MESSAGES: Readonly<Record<TrainingStatus, string>> = {
  notStarted: 'msg:training.status.notStarted',
  inProgress: 'msg:training.status.inProgress',
  ended: 'msg:training.status.ended',
};

/** Null when a time cannot be read. */
export function trainingStatusAt(
  beginTime: string | number | null | undefined,
  endTime: string | number | null | undefined,
  now: number,
): TrainingStatus | null {
  const begin = parseTimeLabel(beginTime);
  const end = parseTimeLabel(endTime);
  if (begin === null || end === null) return null;
  if (now > end) return 'ended';
  if (now >= begin) return 'inProgress';
  return 'notStarted';
}

/** `2026/07/05 - 2026/09/30`; empty when a time cannot be read. */
export function trainingPeriod(
  beginTime: string | number | null | undefined,
  endTime: string | number | null | undefined,
): string {
  const begin = parseTimeLabel(beginTime);
  const end = parseTimeLabel(endTime);
  if (begin === null || end === null) return '';
  return `${formatDateLabel(begin)} - ${formatDateLabel(end)}`;
}
