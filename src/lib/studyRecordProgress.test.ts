import { describe, expect, it } from 'vitest';
import { LEARNING_PROGRESS_STATUS } from './learningProgress';
import { mergeStudyUpdate, studyProgressPercent, studyProgressStatus } from './studyRecordProgress';

const { notStarted, studying, finished } = LEARNING_PROGRESS_STATUS;

describe('learning progress of a record (seed 000 §3: 0 not started, 1 studying, 2 finished)', () => {
  it('finished at the end or at 90 % played, and stays finished', () => {
    const base = { duration: 60, furthestPosition: 0, lastPosition: 0 };
    expect(studyProgressStatus({ ...base, watchedSeconds: 0 })).toBe(notStarted);
    expect(studyProgressStatus({ ...base, watchedSeconds: 53.9 })).toBe(studying);
    expect(studyProgressStatus({ ...base, watchedSeconds: 54 })).toBe(finished);
    expect(studyProgressStatus({ ...base, watchedSeconds: 5, ended: true })).toBe(finished);
    expect(studyProgressStatus({ ...base, watchedSeconds: 1, previous: finished })).toBe(finished);
    expect(studyProgressPercent(studying, 59.9, 60)).toBe(99);
  });
});

describe('one update of a record (the same in the browser and the stand-in)', () => {
  const before = { last_position: 30, furthest_position: 40, watched_seconds: 25 };

  it('sums the growth, keeps the furthest position, and keeps the position inside the media', () => {
    expect(mergeStudyUpdate(before, { position: 60.8, duration: 60, growth: 10 })).toEqual({
      position: 60,
      furthest: 60,
      watched: 35,
      status: studying,
    });
    expect(mergeStudyUpdate(before, { position: 12, duration: 60, growth: 2 })).toMatchObject({
      position: 12,
      furthest: 40,
      watched: 27,
    });
  });

  it('a late update keeps the newer position; an ended one sits at the end and finishes', () => {
    expect(
      mergeStudyUpdate(before, { position: 5, duration: 60, growth: 0, stale: true }),
    ).toMatchObject({ position: 30, watched: 25 });
    expect(
      mergeStudyUpdate(before, { position: 58, duration: 60, growth: 3, ended: true }),
    ).toEqual({ position: 60, furthest: 60, watched: 28, status: finished });
  });

  it('a first save starts from nothing; a negative growth adds nothing', () => {
    expect(mergeStudyUpdate(undefined, { position: 8, duration: 60, growth: -4 })).toEqual({
      position: 8,
      furthest: 8,
      watched: 0,
      status: studying,
    });
  });
});
