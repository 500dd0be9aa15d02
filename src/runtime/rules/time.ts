/**
 * Time values as rules meet them: epoch milliseconds, or ISO-like text from the platform
 * services such as `2024-06-15T09:00:00.000+0800` (no colon in the offset) or
 * `2024-06-15T09:00:00+08:00`. Text without an offset is China time (UTC+8), the platform's
 * zone. Pure helpers: the operations that use them are registered in operations.ts.
 */
import { RuleError, describeValue } from './errors';

/** China Standard Time: UTC+8 all year, no daylight saving. */
export const CHINA_UTC_OFFSET_MINUTES = 8 * 60;

const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function parseOffsetMinutes(text: string | undefined): number | null {
  if (text === undefined) return CHINA_UTC_OFFSET_MINUTES;
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  if (hours > 14 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/** Parses ISO-like text to epoch ms, or returns null when it is not a valid time. */
export function parseTimeText(text: string): number | null {
  const match = ISO_LIKE.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offsetMinutes = parseOffsetMinutes(offset);
  if (offsetMinutes === null) return null;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return date.getTime() - offsetMinutes * 60_000;
}

/**
 * Examples of every text form parseTimeText reads, for messages and hints. A test parses each, so
 * the list cannot promise a form the engine refuses.
 */
export const TIME_TEXT_EXAMPLES = [
  '2024-07-01',
  '2024-07-01 09:00',
  '2024-07-01 09:00:00',
  '2024-07-01T09:00:00+08:00',
  '2024-07-01T09:00:00.000+0800',
  '2024-07-01T01:00:00Z',
] as const;

/** How to write a time, as one sentence for hints. */
export const TIME_FORMS_HINT = `write a time as ${TIME_TEXT_EXAMPLES.join(', ')} (without an offset it is China time, UTC+8), or as milliseconds since 1970`;

/** Epoch ms of a time value; a RuleError when the value is not a time. */
export function toEpochMs(value: unknown, operator: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = parseTimeText(value);
    if (parsed !== null) return parsed;
  }
  throw new RuleError(
    `"${operator}" needs a time (milliseconds since 1970, or text such as 2024-06-15T09:00:00+08:00), but got ${describeValue(value)}.`,
  );
}

/** `MM月DD日`, zero-padded, in China time whatever the machine's time zone. */
export function formatMonthDayChina(epochMs: number): string {
  const shifted = new Date(epochMs + CHINA_UTC_OFFSET_MINUTES * 60_000);
  const month = String(shifted.getUTCMonth() + 1).padStart(2, '0');
  const day = String(shifted.getUTCDate()).padStart(2, '0');
  return `${month}月${day}日`;
}
