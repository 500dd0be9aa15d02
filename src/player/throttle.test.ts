import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAYER_EVENT_THROTTLE_MS,
  PLAYER_FULLSCREEN_THROTTLE_MS,
  PLAYER_TRACK_SUPPRESS_MS,
} from '../lib/specConstants';
import {
  createTrackSuppressor,
  isResolutionChange,
  throttle,
  throttleFullscreen,
  throttlePlayerEvent,
} from './throttle';

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

describe('player event pacing (CORE-VIDEO-23, CORE-CONST-19)', () => {
  it('names 200 ms for player events, 100 ms for fullscreen, 1 s of track suppression', () => {
    expect(PLAYER_EVENT_THROTTLE_MS).toBe(200);
    expect(PLAYER_FULLSCREEN_THROTTLE_MS).toBe(100);
    expect(PLAYER_TRACK_SUPPRESS_MS).toBe(1000);
  });

  it('runs a player event handler once for 10 time updates within 100 ms, then the last', () => {
    const handler = vi.fn();
    const onTimeUpdate = throttlePlayerEvent(handler);
    for (let i = 0; i < 10; i += 1) {
      onTimeUpdate(i);
      vi.advanceTimersByTime(10);
    }
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenLastCalledWith(0);
    vi.advanceTimersByTime(99);
    expect(handler).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    // The trailing call carries the latest state, at 200 ms.
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith(9);
  });

  it('lets one player event through per 200 ms under a steady stream', () => {
    const handler = vi.fn();
    const onEvent = throttlePlayerEvent(handler);
    for (let ms = 0; ms < 1000; ms += 20) {
      onEvent(ms);
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(200);
    expect(handler.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(handler.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('throttles fullscreen changes to 100 ms', () => {
    const handler = vi.fn();
    const onFullscreen = throttleFullscreen(handler);
    onFullscreen(true);
    onFullscreen(false);
    onFullscreen(true);
    expect(handler).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(handler).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(100);
    onFullscreen(false);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('flushes and cancels a pending trailing call', () => {
    const handler = vi.fn();
    const throttled = throttle(handler, 200);
    throttled('a');
    throttled('b');
    throttled.flush();
    expect(handler.mock.calls).toEqual([['a'], ['b']]);
    throttled('c');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('suppresses track events for 1 s after a resolution change', () => {
    const suppressor = createTrackSuppressor();
    expect(suppressor.suppressed()).toBe(false);
    suppressor.resolutionChanged();
    expect(suppressor.suppressed()).toBe(true);
    vi.advanceTimersByTime(999);
    expect(suppressor.suppressed()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(suppressor.suppressed()).toBe(false);
  });

  it('counts a new picture size as a resolution change, not the first size', () => {
    expect(isResolutionChange({ width: 0, height: 0 }, { width: 1280, height: 720 })).toBe(false);
    expect(isResolutionChange({ width: 1280, height: 720 }, { width: 1280, height: 720 })).toBe(
      false,
    );
    expect(isResolutionChange({ width: 1280, height: 720 }, { width: 640, height: 360 })).toBe(
      true,
    );
  });
});
