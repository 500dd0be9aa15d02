import { describe, expect, it } from 'vitest';
import { formatDateLabel, parseTimeLabel, recentTime, recentTimeLabel } from './timeLabel';
import { RECENT_JUST_NOW_MS, RECENT_MINUTES_MS } from './specConstants';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import { createTranslator } from '../runtime/messages/translator';

const T0 = new Date(2024, 5, 15, 12, 0, 0).getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('parseTimeLabel (seed 000 §5, ledger CORE-HELPER-31, A-18)', () => {
  it.each([
    ['2024-06-15 10:00', new Date(2024, 5, 15, 10, 0).getTime()],
    ['2024-06-15 10:00:30', new Date(2024, 5, 15, 10, 0, 30).getTime()],
    ['2024/06/15 10:00', new Date(2024, 5, 15, 10, 0).getTime()],
    ['2024-06-15', new Date(2024, 5, 15).getTime()],
    ['2026-10-01T09:00:00.000+0800', Date.UTC(2026, 9, 1, 1, 0, 0)],
    ['2026-10-01T01:00:00Z', Date.UTC(2026, 9, 1, 1, 0, 0)],
    [T0, T0],
  ])('%s is a time', (value, epoch) => {
    expect(parseTimeLabel(value)).toBe(epoch);
  });

  it.each([
    ['2024-06-1510:00'],
    ['2024-06-15T10:00'],
    ['2024-02-31 10:00'],
    ['2024-06-15 25:00'],
    ['yesterday'],
    [''],
    [null],
    [Number.NaN],
  ])('%s is invalid', (value) => {
    expect(parseTimeLabel(value)).toBeNull();
  });
});

describe('recentTime (seed 000 §5, ledger CORE-HELPER-32..34, A-18)', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [4 * MINUTE + 59 * SECOND, { kind: 'justNow' }],
    [5 * MINUTE, { kind: 'minutesAgo', minutes: 5 }],
    [5 * MINUTE + SECOND, { kind: 'minutesAgo', minutes: 5 }],
    [59 * MINUTE, { kind: 'minutesAgo', minutes: 59 }],
    [59 * MINUTE + 59 * SECOND, { kind: 'minutesAgo', minutes: 59 }],
    [60 * MINUTE, { kind: 'date', date: '2024/06/15' }],
    [2 * 60 * MINUTE, { kind: 'date', date: '2024/06/15' }],
    [3 * 24 * 60 * MINUTE, { kind: 'date', date: '2024/06/12' }],
    [-10 * MINUTE, { kind: 'date', date: '2024/06/15' }],
  ])('%d ms old → %o', (age, label) => {
    expect(recentTime(T0 - age, T0)).toEqual(label);
  });

  it('pins the windows: 5 minutes and 1 hour', () => {
    expect(RECENT_JUST_NOW_MS).toBe(300_000);
    expect(RECENT_MINUTES_MS).toBe(3_600_000);
  });

  it('formats dates as YYYY/MM/DD', () => {
    expect(formatDateLabel(new Date(2024, 0, 5, 23, 59).getTime())).toBe('2024/01/05');
  });
});

describe('recentTimeLabel with the catalogue', () => {
  const zh = createTranslator(zhCN, zhCN);
  const english = createTranslator(en, zhCN);
  it.each([
    [MINUTE, '刚刚', 'just now'],
    [12 * MINUTE, '12分钟前', '12 minutes ago'],
    [3 * 60 * MINUTE, '2024/06/15', '2024/06/15'],
  ])('%d ms old → %s / %s', (age, chinese, englishText) => {
    expect(recentTimeLabel(T0 - age, T0, zh)).toBe(chinese);
    expect(recentTimeLabel(T0 - age, T0, english)).toBe(englishText);
  });

  it('an invalid label shows nothing, never NaN or Invalid Date', () => {
    expect(recentTimeLabel('2024-06-1510:00', T0, zh)).toBe('');
  });
});
