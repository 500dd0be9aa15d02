import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_EVENTS,
  readAnalyticsIntervals,
  resourceDurationInterval,
  startResourceDuration,
  type ResourceDurationTracker,
} from './resourceDuration';

const T0 = Date.UTC(2026, 10, 27, 2, 0, 0);
const MINUTE = 60_000;

/** A document stand-in: input events and visibility, dispatched by the test. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  act(name = 'pointermove') {
    this.dispatchEvent(new Event(name));
  }
  hide(hidden: boolean) {
    this.visibilityState = hidden ? 'hidden' : 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let target: FakeDocument;
let reports: [number, string][];
let tracker: ResourceDurationTracker;

function start(intervalMs: number, noOpsMs = 300_000) {
  tracker = startResourceDuration({
    now: () => Date.now(),
    intervalMs,
    noOpsMs,
    target: target as unknown as Document,
    report: (ms, reason) => void reports.push([ms / 1000, reason]),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  target = new FakeDocument();
  reports = [];
});
afterEach(() => {
  tracker?.finish();
  vi.useRealTimers();
});

describe('intervals (seed 000 §9, seed 001 §9, A-53)', () => {
  it('defaults: resource duration 180 s, no-operation cap 300 s, play A 180/30 s, B 180 s', () => {
    expect(readAnalyticsIntervals(null)).toEqual({
      resourceDurationPostMs: 180_000,
      resourceDurationNoOpsMs: 300_000,
      playDurationAPostMs: 180_000,
      playDurationAPointMs: 30_000,
      playDurationBPostMs: 180_000,
    });
  });

  it('the config fields override them (numbers or text); unusable values keep the default', () => {
    const intervals = readAnalyticsIntervals({
      ResourceDurationPostTime: 60,
      ResourcePlayDurationAPointTime: '10',
      ResourceDurationNoOpsTime: 'never',
      ResourcePlayDurationBPostTime: 0,
    });
    expect(intervals).toMatchObject({
      resourceDurationPostMs: 60_000,
      playDurationAPointMs: 10_000,
      resourceDurationNoOpsMs: 300_000,
      playDurationBPostMs: 180_000,
    });
  });

  it('campaign pages every 5 minutes whatever the config; the portal by the config', () => {
    const intervals = readAnalyticsIntervals({ ResourceDurationPostTime: 60 });
    expect(resourceDurationInterval('campaign', intervals)).toBe(300_000);
    expect(resourceDurationInterval('portal', intervals)).toBe(60_000);
    expect(resourceDurationInterval('portal', readAnalyticsIntervals({}))).toBe(180_000);
  });
});

describe('counting', () => {
  it('reports every interval while active: nothing at 170 s, 180 s at 180 s (CORE-ANALYTICS-04)', async () => {
    start(180_000);
    for (let minute = 0; minute < 3; minute += 1) {
      await vi.advanceTimersByTimeAsync(MINUTE - 10_000);
      target.act();
      if (minute === 2) expect(reports).toEqual([]);
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(reports).toEqual([[180, 'interval']]);
  });

  it('the campaign interval: one report at 5 minutes, then the rest when the page goes (HD-ANALYTICS-12)', async () => {
    start(300_000);
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    target.act();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(reports).toEqual([[300, 'interval']]);
    await vi.advanceTimersByTimeAsync(40_000);
    tracker.finish();
    expect(reports).toEqual([
      [300, 'interval'],
      [40, 'unload'],
    ]);
  });

  it('without input counting stops after 300 s; input resumes it (CORE-ANALYTICS-05)', async () => {
    start(180_000);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    const idleTotal = reports.reduce((sum, [seconds]) => sum + seconds, 0);
    expect(idleTotal).toBe(300);
    target.act('keydown');
    await vi.advanceTimersByTimeAsync(30_000);
    tracker.finish();
    expect(reports.reduce((sum, [seconds]) => sum + seconds, 0)).toBe(330);
  });

  it('a hidden tab does not count', async () => {
    start(180_000);
    await vi.advanceTimersByTimeAsync(20_000);
    target.hide(true);
    await vi.advanceTimersByTimeAsync(100_000);
    target.hide(false);
    await vi.advanceTimersByTimeAsync(10_000);
    tracker.finish();
    expect(reports).toEqual([[30, 'unload']]);
  });

  it('a period without counted time reports nothing; finish twice reports once', async () => {
    start(180_000, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(180_000);
    tracker.finish();
    tracker.finish();
    expect(reports).toEqual([[1, 'interval']]);
  });

  it('listens to every kind of input', () => {
    expect(ACTIVITY_EVENTS).toEqual(
      expect.arrayContaining(['pointermove', 'keydown', 'wheel', 'scroll', 'touchstart']),
    );
  });
});
