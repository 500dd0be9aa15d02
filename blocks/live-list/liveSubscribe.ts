/**
 * What a live card shows under its title about subscribing (seed 000 §4 "Live subscribe
 * button", §9; ledger CORE-LIVE-09..13, A-12), and when the list must look at the clock again.
 * Pure functions of (start, subscribed, now): the block reads `now` from the runtime clock, so
 * the preview app's time travel moves the countdown.
 *
 * - more than LIVE_SUBSCRIBE_WINDOW_MS before the start, not subscribed → 预约;
 * - subscribed, at any time before the start → 已预约 (even within the window);
 * - within the window, not subscribed → a countdown `X天 HH:MM:SS` (days hidden when 0);
 * - from the start on (live, ended, unreadable times) → nothing: the card is the live view.
 */
import { LIVE_COUNTDOWN_INTERVAL_MS, LIVE_SUBSCRIBE_WINDOW_MS } from '../../src/lib/specConstants';
import { parseTimeLabel } from '../../src/lib/timeLabel';

export type SubscribeView =
  | { kind: 'none' }
  | { kind: 'subscribe' }
  | { kind: 'subscribed' }
  | { kind: 'countdown'; remainingMs: number };

export function subscribeViewAt(
  startTime: string | number,
  subscribed: boolean,
  now: number,
): SubscribeView {
  const start = parseTimeLabel(startTime);
  if (start === null || now >= start) return { kind: 'none' };
  if (subscribed) return { kind: 'subscribed' };
  const remainingMs = start - now;
  if (remainingMs > LIVE_SUBSCRIBE_WINDOW_MS) return { kind: 'subscribe' };
  return { kind: 'countdown', remainingMs };
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND_MS = 1000;

/** Whole seconds left, rounded up: the countdown reads 00:00:01 until the very start. */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:MM:SS`, and the days in front (`{days}天 HH:MM:SS`) only when there are any. */
export function countdownText(
  remainingMs: number,
  t: (ref: string, params?: Record<string, string | number>) => string,
): string {
  const parts = countdownParts(remainingMs);
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? t('msg:liveList.countdownDays', { days: parts.days, clock }) : clock;
}

export interface TimedLive {
  id: string;
  start_time: string | number;
  end_time: string | number;
}

/**
 * Milliseconds until something on the list changes: a countdown's next second, a live crossing
 * the 15-minute boundary, starting or ending. Never more than `atMost` (the badge refresh), never
 * less than 1.
 */
export function nextChangeIn(
  lives: readonly TimedLive[],
  subscribed: ReadonlySet<string>,
  now: number,
  atMost: number,
): number {
  let next = atMost;
  for (const live of lives) {
    const start = parseTimeLabel(live.start_time);
    const end = parseTimeLabel(live.end_time);
    if (start === null || end === null) continue;
    const toStart = start - now;
    if (toStart > 0) {
      if (subscribed.has(live.id)) next = Math.min(next, toStart);
      else if (toStart > LIVE_SUBSCRIBE_WINDOW_MS)
        next = Math.min(next, toStart - LIVE_SUBSCRIBE_WINDOW_MS);
      // In the window: the next whole second of the countdown (the last one ends at the start).
      else
        next = Math.min(next, toStart % LIVE_COUNTDOWN_INTERVAL_MS || LIVE_COUNTDOWN_INTERVAL_MS);
    } else if (end >= now) {
      // 直播中 until the end has passed (liveStatusAt: now > end is 回放).
      next = Math.min(next, end - now + 1);
    }
  }
  return Math.max(1, next);
}
