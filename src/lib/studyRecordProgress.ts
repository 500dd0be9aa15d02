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
