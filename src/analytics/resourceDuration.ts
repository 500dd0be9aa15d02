/**
 * Resource duration: how long a visitor actually spent on a content page (seed 000 §9 "resource
 * duration post 180 s, no-operation cap 300 s", overridable by `ResourceDurationPostTime` and
 * `ResourceDurationNoOpsTime`; seed 001 §9 "resource duration reported every 5 minutes and on
 * page unload"; ledger CORE-ANALYTICS-04..06, HD-ANALYTICS-12, A-53: campaign pages every 300 s,
 * portal pages every `ResourceDurationPostTime` (180 s), both also at `pagehide`).
 *
 * Time counts only while the visitor is active: each input (pointer, key, wheel, scroll, touch)
 * keeps the page active for the no-operation cap; without input, counting stops after it and
 * resumes at the next input. A hidden tab does not count. Each report carries the counted
 * seconds since the previous report; nothing is reported for a period with none.
 */
import { ANALYTICS_DEFAULTS_S, CAMPAIGN_RESOURCE_DURATION_MS } from '../lib/specConstants';
import { numberFrom } from '../services/serverProperties';

export interface AnalyticsIntervals {
  /** Resource duration post interval (ms). */
  resourceDurationPostMs: number;
  /** No-operation cap (ms). */
  resourceDurationNoOpsMs: number;
  /** Play duration A post interval, point time, and B post interval (ms; the player's). */
  playDurationAPostMs: number;
  playDurationAPointMs: number;
  playDurationBPostMs: number;
}

/** Seed 000 §9 defaults, each replaced by the app config field of the same name (seconds). */
export function readAnalyticsIntervals(config: Record<string, unknown> | null): AnalyticsIntervals {
  const source = config ?? {};
  const seconds = (name: keyof typeof ANALYTICS_DEFAULTS_S) => {
    const value = numberFrom(source[name], ANALYTICS_DEFAULTS_S[name]);
    return (value > 0 ? value : ANALYTICS_DEFAULTS_S[name]) * 1000;
  };
  return {
    resourceDurationPostMs: seconds('ResourceDurationPostTime'),
    resourceDurationNoOpsMs: seconds('ResourceDurationNoOpsTime'),
    playDurationAPostMs: seconds('ResourcePlayDurationAPostTime'),
    playDurationAPointMs: seconds('ResourcePlayDurationAPointTime'),
    playDurationBPostMs: seconds('ResourcePlayDurationBPostTime'),
  };
}

/** the campaign reporter's own interval; the portal's comes from the config. */
export function resourceDurationInterval(
  siteKind: 'campaign' | 'portal',
  intervals: AnalyticsIntervals,
): number {
  return siteKind === 'campaign' ? CAMPAIGN_RESOURCE_DURATION_MS : intervals.resourceDurationPostMs;
}

export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
];

export interface ResourceDurationOptions {
  now: () => number;
  intervalMs: number;
  noOpsMs: number;
  /** Called with the counted milliseconds of each period that has some. */
  report: (countedMs: number, reason: 'interval' | 'unload') => void;
  /** Where input is listened for (the document in the browser). */
  target?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  timers?: {
    setInterval(run: () => void, ms: number): unknown;
    clearInterval(handle: unknown): void;
  };
}

export interface ResourceDurationTracker {
  /** Reports what was counted since the last report (the page goes away or the resource changes). */
  finish(): void;
}

export function startResourceDuration(options: ResourceDurationOptions): ResourceDurationTracker {
  const { now, intervalMs, noOpsMs, report } = options;
  const target = options.target ?? document;
  const timers = options.timers ?? {
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  let lastActivity = now();
  let lastMark = lastActivity;
  let counted = 0;
  let finished = false;
  /** Whether the tab was shown since the last mark (a hidden tab does not count). */
  let shown = target.visibilityState !== 'hidden';

  /** Adds the active part of [lastMark, now]: the page is active until lastActivity + noOpsMs. */
  const mark = () => {
    const at = now();
    if (shown) counted += Math.max(0, Math.min(at, lastActivity + noOpsMs) - lastMark);
    lastMark = at;
  };
  const onActivity = () => {
    mark();
    lastActivity = now();
  };
  const onVisibility = () => {
    mark();
    shown = target.visibilityState !== 'hidden';
    if (shown) lastActivity = now();
  };
  const flushPeriod = (reason: 'interval' | 'unload') => {
    mark();
    const period = counted;
    counted = 0;
    if (period > 0) report(period, reason);
  };

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, { passive: true });
  target.addEventListener('visibilitychange', onVisibility);
  const timer = timers.setInterval(() => flushPeriod('interval'), intervalMs);

  return {
    finish() {
      if (finished) return;
      finished = true;
      timers.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onActivity);
      target.removeEventListener('visibilitychange', onVisibility);
      flushPeriod('unload');
    },
  };
}
