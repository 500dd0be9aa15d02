/**
 * Time labels (seed 000 §5; ledger CORE-HELPER-31..34, A-18).
 *
 * A time label is a date and a time separated by a space (`2024-06-15 10:00[:00]`). Without
 * the space (`2024-06-1510:00`) the two run together and the value is invalid: it shows as
 * '' rather than a wrong date, NaN or Invalid Date. The platform's own wire format (ISO 8601
 * with `T` and a zone, `2026-10-01T09:00:00.000+0800`), a bare date and epoch milliseconds are
 * read too; nothing else is guessed at.
 *
 * Recent-time label: younger than 5 minutes 'just now', younger than an hour 'N minutes ago'
 * (whole minutes, truncated), otherwise (and for times in the future) YYYY/MM/DD in the
 * visitor's time zone.
 */
import { RECENT_JUST_NOW_MS, RECENT_MINUTES_MS } from './specConstants';

const DATE_TIME_LABEL =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?: (\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Epoch ms of a time label, or null when it is not a valid one (see the module comment). */
export function parseTimeLabel(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (ISO_WITH_ZONE.test(text)) {
    // Date.parse does not read a zone without a colon (+0800) everywhere: add one.
    const parsed = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return Number.isNaN(parsed) ? null : parsed;
  }
  const match = DATE_TIME_LABEL.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  // Reject dates that do not exist (2024-02-31 would roll over into March).
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return date.getTime();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** YYYY/MM/DD in the visitor's time zone. */
export function formatDateLabel(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

export type RecentTime =
  | { kind: 'justNow' }
  | { kind: 'minutesAgo'; minutes: number }
  | { kind: 'date'; date: string }
  | { kind: 'invalid' };

/** Which recent-time label `value` gets at `now`. */
export function recentTime(value: string | number | null | undefined, now: number): RecentTime {
  const time = parseTimeLabel(value);
  if (time === null) return { kind: 'invalid' };
  const age = now - time;
  if (age >= 0 && age < RECENT_JUST_NOW_MS) return { kind: 'justNow' };
  if (age >= 0 && age < RECENT_MINUTES_MS) {
    return { kind: 'minutesAgo', minutes: Math.floor(age / 60_000) };
  }
  return { kind: 'date', date: formatDateLabel(time) };
}

/** Catalogue keys of the two relative labels (site-configs/messages). */
export const RECENT_TIME_MESSAGES = {
  justNow: 'msg:time.justNow',
  minutesAgo: 'msg:time.minutesAgo',
} as const;

/** The recent-time label as text; `t` is the runtime translator. Invalid → ''. */
export function recentTimeLabel(
  value: string | number | null | undefined,
  now: number,
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  const label = recentTime(value, now);
  switch (label.kind) {
    case 'justNow':
      return t(RECENT_TIME_MESSAGES.justNow);
    case 'minutesAgo':
      return t(RECENT_TIME_MESSAGES.minutesAgo, { minutes: label.minutes });
    case 'date':
      return label.date;
    default:
      return '';
  }
}
