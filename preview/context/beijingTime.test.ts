import { afterEach, describe, expect, it, vi } from 'vitest';
import { beijingInputValue, epochFromBeijingInput, formatBeijing } from './beijingTime';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Makes every browser-local reading of a Date throw, as if the test ran in a zone whose answers
 * must never be used: a conversion that passes here gives the same answer in New York, London
 * or Beijing (process.env.TZ cannot be changed reliably inside a vitest worker).
 */
function forbidBrowserLocalTime() {
  const local = [
    'getFullYear',
    'getMonth',
    'getDate',
    'getDay',
    'getHours',
    'getMinutes',
    'getSeconds',
    'getTimezoneOffset',
    'toLocaleString',
    'toLocaleDateString',
    'toLocaleTimeString',
    'toString',
  ] as const;
  for (const name of local)
    vi.spyOn(Date.prototype, name).mockImplementation(() => {
      throw new Error(`browser-local ${name} used`);
    });
  vi.spyOn(Date, 'parse').mockImplementation(() => {
    throw new Error('Date.parse reads a zone-less value in the browser zone');
  });
}

describe('Beijing time in the time field, whatever the browser zone', () => {
  it('shows an instant as Beijing wall-clock time, across midnight, month, year and leap day', () => {
    forbidBrowserLocalTime();
    // 16:00 UTC is midnight in Beijing: the Beijing date is already the next day.
    expect(beijingInputValue(Date.UTC(2026, 7, 31, 16, 0))).toBe('2026-09-01T00:00');
    expect(beijingInputValue(Date.UTC(2026, 7, 31, 15, 59, 59, 999))).toBe('2026-08-31T23:59');
    expect(beijingInputValue(Date.UTC(2026, 8, 1, 1, 0))).toBe('2026-09-01T09:00');
    expect(beijingInputValue(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01T00:00');
    expect(beijingInputValue(Date.UTC(2028, 1, 28, 16, 0))).toBe('2028-02-29T00:00');
    expect(formatBeijing(Date.UTC(2026, 8, 1, 1, 0))).toBe('2026-09-01 09:00');
  });

  it('reads a typed value as Beijing time', () => {
    forbidBrowserLocalTime();
    expect(epochFromBeijingInput('2026-09-01T09:00')).toBe(Date.UTC(2026, 8, 1, 1, 0));
    expect(epochFromBeijingInput('2026-09-01T00:00')).toBe(Date.UTC(2026, 7, 31, 16, 0));
    expect(epochFromBeijingInput('2026-08-31T23:59')).toBe(Date.UTC(2026, 7, 31, 15, 59));
    expect(epochFromBeijingInput('2027-01-01T00:00')).toBe(Date.UTC(2026, 11, 31, 16, 0));
    expect(epochFromBeijingInput('2026-09-01T09:00:30')).toBe(Date.UTC(2026, 8, 1, 1, 0, 30));
    expect(epochFromBeijingInput('2026-09-01T09:00:30.250')).toBe(
      Date.UTC(2026, 8, 1, 1, 0, 30, 250),
    );
  });

  it('is not moved by daylight saving elsewhere (US and EU change dates of 2026)', () => {
    forbidBrowserLocalTime();
    // 02:30 on 2026-03-08 does not exist in New York, 01:30 on 2026-11-01 happens twice there,
    // 02:30 on 2026-03-29 does not exist in Berlin: in Beijing each is one ordinary minute.
    expect(epochFromBeijingInput('2026-03-08T02:30')).toBe(Date.UTC(2026, 2, 7, 18, 30));
    expect(epochFromBeijingInput('2026-11-01T01:30')).toBe(Date.UTC(2026, 9, 31, 17, 30));
    expect(epochFromBeijingInput('2026-03-29T02:30')).toBe(Date.UTC(2026, 2, 28, 18, 30));
    expect(beijingInputValue(Date.UTC(2026, 2, 8, 7, 0))).toBe('2026-03-08T15:00');
  });

  it('round-trips every minute value through a year of instants', () => {
    forbidBrowserLocalTime();
    const start = Date.UTC(2026, 0, 1, 0, 7);
    for (let instant = start; instant < start + 366 * 86_400_000; instant += 37 * 60_000 + 11) {
      const minute = instant - (instant % 60_000);
      expect(epochFromBeijingInput(beijingInputValue(instant))).toBe(minute);
    }
  });

  it('refuses what is not a datetime-local value: empty, impossible dates, other zones', () => {
    expect(epochFromBeijingInput('')).toBeNull();
    expect(epochFromBeijingInput('2026-02-30T10:00')).toBeNull();
    expect(epochFromBeijingInput('2026-09-01T24:00')).toBeNull();
    expect(epochFromBeijingInput('2026-09-01')).toBeNull();
    expect(epochFromBeijingInput('2026-09-01T09:00Z')).toBeNull();
    expect(epochFromBeijingInput('2026-09-01T09:00-05:00')).toBeNull();
  });
});
