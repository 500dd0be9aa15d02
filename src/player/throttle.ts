/**
 * Player event pacing (seed 000 §9; ledger CORE-VIDEO-23, CORE-CONST-19): player events are
 * throttled to PLAYER_EVENT_THROTTLE_MS and fullscreen changes to PLAYER_FULLSCREEN_THROTTLE_MS;
 * for PLAYER_TRACK_SUPPRESS_MS after a resolution change, track and seek events are dropped
 * (a quality switch reloads the stream and fires them without the visitor doing anything).
 */
import {
  PLAYER_EVENT_THROTTLE_MS,
  PLAYER_FULLSCREEN_THROTTLE_MS,
  PLAYER_TRACK_SUPPRESS_MS,
} from '../lib/specConstants';

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending trailing call now. */
  flush(): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

/**
 * At most one call per `intervalMs`: the first runs at once, later ones within the interval
 * collapse into one trailing call with the latest arguments, so the last state is never lost.
 * Time is the wall clock (`Date.now`, which fake timers control in tests).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  intervalMs: number,
): Throttled<A> {
  let lastRun = -Infinity;
  let pending: A | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = (args: A) => {
    lastRun = Date.now();
    fn(...args);
  };
  const trailing = () => {
    timer = null;
    const args = pending;
    pending = null;
    if (args) run(args);
  };
  const throttled = ((...args: A) => {
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0 && timer === null) return run(args);
    pending = args;
    timer ??= setTimeout(trailing, Math.max(0, wait));
  }) as Throttled<A>;
  throttled.flush = () => {
    if (timer !== null) clearTimeout(timer);
    trailing();
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

/** A player event handler (time update, seek, rate change) throttled to 200 ms. */
export function throttlePlayerEvent<A extends unknown[]>(fn: (...args: A) => void): Throttled<A> {
  return throttle(fn, PLAYER_EVENT_THROTTLE_MS);
}

/** A fullscreen change handler throttled to 100 ms. */
export function throttleFullscreen<A extends unknown[]>(fn: (...args: A) => void): Throttled<A> {
  return throttle(fn, PLAYER_FULLSCREEN_THROTTLE_MS);
}

export interface TrackSuppressor {
  /** The picture's resolution changed: track and seek events are dropped for a while. */
  resolutionChanged(): void;
  /** True within PLAYER_TRACK_SUPPRESS_MS of the last resolution change. */
  suppressed(): boolean;
}

export function createTrackSuppressor(suppressMs = PLAYER_TRACK_SUPPRESS_MS): TrackSuppressor {
  let changedAt = -Infinity;
  return {
    resolutionChanged() {
      changedAt = Date.now();
    },
    suppressed() {
      return Date.now() - changedAt < suppressMs;
    },
  };
}

export interface Resolution {
  width: number;
  height: number;
}

/**
 * True when a `resize` is a change of resolution: the picture had a size and now has another.
 * The first size (0×0 → the stream's own, at load) is not a change.
 */
export function isResolutionChange(previous: Resolution, next: Resolution): boolean {
  if (previous.width === 0 || previous.height === 0) return false;
  return previous.width !== next.width || previous.height !== next.height;
}
