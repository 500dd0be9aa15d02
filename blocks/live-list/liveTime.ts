/**
 * A live card's time line in Beijing time, as the platform shows it everywhere:
 * `09-01 09:00 - 10:30` (the end's date is added when it falls on another day).
 */
import { parseTimeLabel } from '../../src/lib/timeLabel';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

function parts(epochMs: number) {
  const shifted = new Date(epochMs + BEIJING_OFFSET_MS);
  return {
    day: `${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** Empty when a time cannot be read. */
export function liveTimeRange(start: string | number, end: string | number): string {
  const startMs = parseTimeLabel(start);
  const endMs = parseTimeLabel(end);
  if (startMs === null || endMs === null) return '';
  const from = parts(startMs);
  const to = parts(endMs);
  return `${from.day} ${from.time} - ${to.day === from.day ? '' : `${to.day} `}${to.time}`;
}
