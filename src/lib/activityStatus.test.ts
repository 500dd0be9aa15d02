import { describe, expect, it } from 'vitest';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import {
  ACTIVITY_STATE_MESSAGES,
  activityPeriod,
  activityStateAt,
  activityStatusAt,
  endedSameDay,
  type ActivityState,
} from './activityStatus';

// Local times, as the labels are read (the after-end check goes by the local calendar day).
const at = (day: number, hour: number, minute = 0, ms = 0) =>
  new Date(2024, 5, day, hour, minute, 0, ms).getTime();
const BEGIN = at(10, 9);
const END = at(15, 10); // ledger CORE-HELPER-39: end=2024-06-15 10:00

const label = (catalogue: object, state: ActivityState) =>
  (catalogue as Record<string, string>)[ACTIVITY_STATE_MESSAGES[state].replace(/^msg:/, '')];

describe('activityStatusAt (seed 000 §4; ledger CORE-HELPER-38)', () => {
  it.each([
    ['just before the begin instant', at(10, 8, 59, 999), 'notStarted'],
    ['at the begin instant', BEGIN, 'inProgress'],
    ['between begin and end', at(12, 0), 'inProgress'],
    ['at the end instant', END, 'inProgress'],
    ['just after the end instant', END + 1, 'ended'],
    ['days after the end', at(20, 10), 'ended'],
  ] as const)('%s → %s', (_when, now, status) => {
    expect(activityStatusAt(BEGIN, END, now)).toBe(status);
  });

  it('reads platform time labels', () => {
    expect(activityStatusAt('2024/06/10 09:00', '2024-06-15 10:00', at(12, 0))).toBe('inProgress');
  });

  it('gives null for unreadable times', () => {
    expect(activityStatusAt(null, END, at(12, 0))).toBeNull();
    expect(activityStatusAt(BEGIN, 'soon', at(12, 0))).toBeNull();
  });
});

describe('endedSameDay (seed 000 §4; ledger CORE-HELPER-39, A-20)', () => {
  it.each([
    ['before the end', at(15, 9), false],
    ['at the end instant', END, false],
    ['20:00 the same day', at(15, 20), true],
    ['23:59:59.999 the same day', new Date(2024, 5, 15, 23, 59, 59, 999).getTime(), true],
    ['midnight', at(16, 0), false],
    ['00:01 the next day', at(16, 0, 1), false],
  ] as const)('%s → %s', (_when, now, expected) => {
    expect(endedSameDay(END, now)).toBe(expected);
  });

  it('is false for an unreadable end', () => {
    expect(endedSameDay('', at(15, 20))).toBe(false);
  });
});

describe('activityStateAt labels (ledger CORE-HELPER-38/39)', () => {
  it.each([
    [at(9, 12), 'notStarted', '未开始', 'Not started'],
    [at(12, 12), 'inProgress', '进行中', 'In progress'],
    [at(15, 20), 'endedToday', '今日已结束', 'Ended today'],
    [at(16, 0, 1), 'ended', '已结束', 'Ended'],
  ] as const)('clock %d → %s (%s)', (now, state, zh, english) => {
    expect(activityStateAt(BEGIN, END, now)).toBe(state);
    expect(label(zhCN, state)).toBe(zh);
    expect(label(en, state)).toBe(english);
  });
});

describe('activityPeriod', () => {
  it('writes the period as two dates', () => {
    expect(activityPeriod(BEGIN, END)).toBe('2024/06/10 - 2024/06/15');
    expect(activityPeriod(BEGIN, null)).toBe('');
  });
});
