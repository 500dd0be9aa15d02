/**
 * Learning progress status of a course (seed 000 §3 "Learning progress status: 0 not started,
 * 1 studying, 2 finished"; ledger CORE-HELPER-24). The platform sends the status as a number;
 * a page that only has the progress percentage derives it with `learningProgressOfPercent`.
 */

export const LEARNING_PROGRESS_STATUS = { notStarted: 0, studying: 1, finished: 2 } as const;

export type LearningProgressStatus =
  (typeof LEARNING_PROGRESS_STATUS)[keyof typeof LEARNING_PROGRESS_STATUS];

/** Catalogue key of each status's label (未开始 / 学习中 / 已完成). */
export const LEARNING_PROGRESS_MESSAGES: Readonly<Record<LearningProgressStatus, string>> = {
  0: 'msg:learning.progress.notStarted',
  1: 'msg:learning.progress.studying',
  2: 'msg:learning.progress.finished',
};

/** The status the platform sent, or null when it is not one of 0, 1, 2. */
export function learningProgressStatus(value: unknown): LearningProgressStatus | null {
  return value === 0 || value === 1 || value === 2 ? value : null;
}

/**
 * The status a progress percentage (0–100) stands for: nothing learned is not started, all of
 * it finished, anything between studying. A percentage that is not a number counts as nothing.
 */
export function learningProgressOfPercent(percent: number): LearningProgressStatus {
  if (!Number.isFinite(percent) || percent <= 0) return LEARNING_PROGRESS_STATUS.notStarted;
  if (percent >= 100) return LEARNING_PROGRESS_STATUS.finished;
  return LEARNING_PROGRESS_STATUS.studying;
}
