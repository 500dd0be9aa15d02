/**
 * Time on the wire looks like the real platform's: `2025-01-24T12:07:25.098+0800` (Beijing time),
 * while the database keeps epoch milliseconds so scenarios can do arithmetic on them.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function toPlatformTime(epochMs: number): string {
  const shifted = new Date(epochMs + BEIJING_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}` +
    `.${pad(shifted.getUTCMilliseconds(), 3)}+0800`
  );
}

export function fromPlatformTime(text: string): number {
  const value = Date.parse(text);
  if (Number.isNaN(value)) throw new Error(`not a time: ${text}`);
  return value;
}
