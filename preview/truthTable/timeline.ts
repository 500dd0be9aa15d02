/**
 * A contest's calendar and the instant that stands for each date phase. Both the truth table
 * (over a reference contest) and the cell → live-preview mapping (over the stand-in's contest
 * under the chosen scenario) pick instants with the same rule, so a cell and its preview agree.
 */
import { parseTimeText } from '../../src/runtime/rules';
import type { DatePhase } from './dimensions';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export interface ContestTimes {
  begin: number;
  end: number;
  enrollBegin: number;
  enrollEnd: number;
}

/**
 * The instant of a phase. Each is well inside its phase (a day before the start, halfway
 * through a window, a day after the end), so seconds of clock drift between the table and the
 * preview never move it across a boundary.
 */
export function phaseInstant(phase: DatePhase, times: ContestTimes): number {
  const opens = Math.max(times.begin, times.enrollBegin);
  switch (phase) {
    case 'beforeStart':
      return Math.min(times.begin, times.enrollBegin) - DAY_MS;
    case 'enrolmentOpen':
      return opens + Math.floor((times.enrollEnd - opens) / 2);
    case 'afterEnrolmentEnd':
      // Between the enrolment end and the contest end; if enrolment runs to the end, just after.
      return times.enrollEnd < times.end
        ? times.enrollEnd + Math.floor((times.end - times.enrollEnd) / 2)
        : times.enrollEnd + HOUR_MS;
    case 'afterContestEnd':
      return times.end + DAY_MS;
  }
}

/** The reference calendar of the table: enrolment for 30 days from the start, end at day 50. */
export function referenceTimes(anchor: number): ContestTimes {
  return {
    begin: anchor,
    enrollBegin: anchor,
    enrollEnd: anchor + 30 * DAY_MS,
    end: anchor + 50 * DAY_MS,
  };
}

/** 2026-03-01 00:00 China time: a fixed anchor so the table never depends on today. */
export const REFERENCE_ANCHOR = Date.UTC(2026, 1, 28, 16, 0, 0);

/** The times of a contest as the contest service answers it (wire shape), or null if unusable. */
export function contestTimesFromWire(contest: unknown): ContestTimes | null {
  if (contest === null || typeof contest !== 'object') return null;
  const record = contest as Record<string, unknown>;
  const setting = (record.enroll_setting ?? {}) as Record<string, unknown>;
  const time = (value: unknown): number | null =>
    typeof value === 'number' ? value : typeof value === 'string' ? parseTimeText(value) : null;
  const begin = time(record.begin_time);
  const end = time(record.end_time);
  if (begin === null || end === null) return null;
  return {
    begin,
    end,
    enrollBegin: time(setting.begin_time) ?? begin,
    enrollEnd: time(setting.end_time) ?? end,
  };
}

/** China-time text of an instant for the wire shape (`2026-03-01T00:00:00.000+0800`). */
export function platformTime(instant: number): string {
  const china = new Date(instant + 8 * HOUR_MS).toISOString().replace('Z', '');
  return `${china}+0800`;
}
