/**
 * The preview's times in the platform's zone, Beijing time (UTC+08:00, no daylight saving),
 * whatever zone the QA person's browser is in. A `datetime-local` field holds a zone-less
 * value; reading it with `new Date(value)` or `Date.parse(value)` would take the browser's zone
 * (an operator in New York typing 09:00 would preview 22:00 in Beijing). These helpers use
 * UTC arithmetic only, so they give the same answer in every zone.
 */
import { CHINA_UTC_OFFSET_MINUTES, parseTimeText } from '../../src/runtime/rules';

const BEIJING_OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * 60_000;

/** The wall-clock fields of an instant in Beijing, as `YYYY-MM-DDTHH:mm:ss.sss`. */
function beijingIso(epochMs: number): string {
  return new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 23);
}

/** The `datetime-local` value (`2026-09-01T09:00`) showing an instant in Beijing time. */
export function beijingInputValue(epochMs: number): string {
  return beijingIso(epochMs).slice(0, 16);
}

/** What a `datetime-local` field may hold: minutes, optionally seconds and milliseconds. */
const INPUT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * The instant a `datetime-local` value names when read as Beijing time; null when it is empty or
 * not a real date (2026-02-30).
 */
export function epochFromBeijingInput(value: string): number | null {
  if (!INPUT_VALUE.test(value)) return null;
  // A time text without an offset is China time to the rules' parser (src/runtime/rules/time.ts).
  return parseTimeText(value);
}

/** An instant for reading, Beijing time to the minute: `2026-09-01 09:00`. */
export function formatBeijing(epochMs: number): string {
  return beijingInputValue(epochMs).replace('T', ' ');
}
