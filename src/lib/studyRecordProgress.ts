/**
 * How a lesson's study record turns into learning progress (seed 000 §3 "Learning progress
 * status: 0 not started, 1 studying, 2 finished"; issue 15 point 3). One module for the browser
 * (anonymous visitors keep their record in localStorage) and the stand-in's study-record service
 * (server/data/studyRecords.ts), so both decide the same way.
 *
 * The spec gives the statuses, not when a lesson counts as finished; the product rule is: the
 * media ended, or the seconds actually played reach 90% of its duration (a visitor who skipped
 * ahead has not watched it). Once finished, a lesson stays finished.
 */
import { LEARNING_PROGRESS_STATUS, type LearningProgressStatus } from './learningProgress';

/** Share of the duration that must have been played for the lesson to count as finished. */
export const FINISHED_WATCH_RATIO = 0.9;

/** What the progress is decided from: seconds of the media, never wall-clock time. */
export interface StudyProgressFacts {
  /** Seconds of the media played, summed over every viewing (seeks do not count). */
  watchedSeconds: number;
  /** Length of the media in seconds. */
  duration: number;
  /** Furthest position reached, in seconds. */
  furthestPosition: number;
  /** Last saved position, in seconds. */
  lastPosition: number;
  /** The media played to its end at least once. */
  ended?: boolean;
  /** The status recorded before this update (finished never goes back). */
  previous?: LearningProgressStatus;
}

export function studyProgressStatus(facts: StudyProgressFacts): LearningProgressStatus {
  const { watchedSeconds, duration } = facts;
  if (facts.previous === LEARNING_PROGRESS_STATUS.finished || facts.ended)
    return LEARNING_PROGRESS_STATUS.finished;
  if (duration > 0 && watchedSeconds >= duration * FINISHED_WATCH_RATIO)
    return LEARNING_PROGRESS_STATUS.finished;
  if (watchedSeconds > 0 || facts.furthestPosition > 0 || facts.lastPosition > 0)
    return LEARNING_PROGRESS_STATUS.studying;
  return LEARNING_PROGRESS_STATUS.notStarted;
}

/**
 * The percentage shown beside a lesson: 100 when finished, otherwise the share of the duration
 * played, at most 99 (a lesson is never "100%" and still studying).
 */
export function studyProgressPercent(
  status: LearningProgressStatus,
  watchedSeconds: number,
  duration: number,
): number {
  if (status === LEARNING_PROGRESS_STATUS.finished) return 100;
  if (!(duration > 0) || !(watchedSeconds > 0)) return 0;
  return Math.min(99, Math.floor((watchedSeconds / duration) * 100));
}

/** A record as it was before an update (nothing when the lesson was never saved). */
export interface StudyRecordBefore {
  last_position: number;
  furthest_position: number;
  watched_seconds: number;
  progress_status?: LearningProgressStatus;
}

/** One saved update: where the player is, the media's length, and what this save adds. */
export interface StudyUpdateFacts {
  position: number;
  duration: number;
  furthest?: number;
  ended?: boolean;
  /** Seconds played since what the record already counts (never negative). */
  growth: number;
  /** A late update of a viewing already counted further: its position is out of date. */
  stale?: boolean;
}

/**
 * The record after one update, decided the same in the browser (anonymous visitors) and in the
 * stand-in: the position kept inside the media (the end when it ended), the furthest position
 * never going back, the watched seconds summed, and the progress status.
 */
export function mergeStudyUpdate(
  previous: StudyRecordBefore | undefined,
  update: StudyUpdateFacts,
): {
  position: number;
  furthest: number;
  watched: number;
  status: LearningProgressStatus;
} {
  const { duration } = update;
  const reported = update.ended ? duration : update.position;
  // A position may pass the duration by the player's rounding (≤ 1 s): keep it inside.
  const position = Math.min(update.stale && previous ? previous.last_position : reported, duration);
  const furthest = Math.min(
    duration,
    Math.max(previous?.furthest_position ?? 0, position, update.furthest ?? 0),
  );
  const watched = (previous?.watched_seconds ?? 0) + Math.max(0, update.growth);
  const status = studyProgressStatus({
    watchedSeconds: watched,
    duration,
    furthestPosition: furthest,
    lastPosition: position,
    ended: update.ended,
    previous: previous?.progress_status,
  });
  return { position, furthest, watched, status };
}
