import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnalyticsIntervals } from './resourceDuration';
import { createStudyTimeTracker, type StudyTimeTracker } from './studyTime';

let events: [string, Record<string, string>][];
let tracker: StudyTimeTracker;

function start(config: Record<string, unknown> | null = null) {
  tracker = createStudyTimeTracker({
    intervals: readAnalyticsIntervals(config),
    tracking: {
      course_type: 'training',
      course_id: 'course-1',
      lesson_id: 'lesson-2',
      resource_id: 'res-3',
      training_id: 'train-9',
      studio_id: '',
    },
    track: (type, attributes) => void events.push([type, attributes]),
  });
}

const types = () => events.map(([type]) => type);

beforeEach(() => {
  vi.useFakeTimers();
  events = [];
});
afterEach(() => {
  tracker?.handle({ type: 'quit', position: 0 });
  vi.useRealTimers();
});

describe('the viewing timeline (CORE-ANALYTICS-01)', () => {
  it('play, pause, seek forward and backward, speed, finish and quit, each with the position', () => {
    start();
    tracker.handle({ type: 'play', position: 0 });
    tracker.handle({ type: 'pause', position: 12 });
    tracker.handle({ type: 'seek', from: 12, position: 42 });
    tracker.handle({ type: 'seek', from: 42, position: 32 });
    tracker.handle({ type: 'ratechange', position: 32, rate: 1.5 });
    tracker.handle({ type: 'play', position: 32 });
    tracker.handle({ type: 'ended', position: 60 });
    tracker.handle({ type: 'quit', position: 60 });
    expect(types()).toEqual([
      'video_play',
      'video_pause',
      'video_seek',
      'video_seek',
      'video_speed',
      'video_play',
      'video_finish',
      'video_quit',
    ]);
    expect(events[2][1]).toMatchObject({ from: '12', position: '42', direction: 'forward' });
    expect(events[3][1]).toMatchObject({ direction: 'backward' });
    expect(events[4][1]).toMatchObject({ rate: '1.5' });
  });

  it('every event carries the known course tracking fields (CORE-ANALYTICS-07)', () => {
    start();
    tracker.handle({ type: 'play', position: 0 });
    expect(events[0][1]).toEqual({
      course_type: 'training',
      course_id: 'course-1',
      lesson_id: 'lesson-2',
      resource_id: 'res-3',
      training_id: 'train-9',
      position: '0',
    });
  });
});

describe('play durations (CORE-ANALYTICS-02/03/06)', () => {
  it('A: no post at 170 s; at 180 s one post with 6 points 30 s apart; B at 180 s', () => {
    start();
    let position = 0;
    tracker.handle({ type: 'play', position });
    for (let second = 1; second <= 170; second += 1) {
      position = second;
      tracker.handle({ type: 'progress', position, duration: 600 });
      vi.advanceTimersByTime(1000);
    }
    expect(types()).toEqual(['video_play']);
    for (let second = 171; second <= 180; second += 1) {
      position = second;
      tracker.handle({ type: 'progress', position, duration: 600 });
      vi.advanceTimersByTime(1000);
    }
    const a = events.find(([type]) => type === 'play_duration_a')!;
    expect(a[1]).toMatchObject({ count: '6' });
    expect(a[1].points.split(',').map(Number)).toEqual([30, 60, 90, 120, 150, 180]);
    expect(events.find(([type]) => type === 'play_duration_b')?.[1]).toMatchObject({
      duration: '180',
    });
  });

  it('a pause stops the clocks; the rest of B goes out at quit', () => {
    start();
    tracker.handle({ type: 'play', position: 0 });
    vi.advanceTimersByTime(100_000);
    tracker.handle({ type: 'pause', position: 100 });
    vi.advanceTimersByTime(600_000);
    expect(types()).toEqual(['video_play', 'video_pause']);
    tracker.handle({ type: 'quit', position: 100 });
    expect(events.find(([type]) => type === 'play_duration_b')?.[1]).toMatchObject({
      duration: '100',
    });
  });

  it('the config fields change the intervals: points 10 s apart, A every 60 s', () => {
    start({ ResourcePlayDurationAPointTime: 10, ResourcePlayDurationAPostTime: 60 });
    tracker.handle({ type: 'play', position: 0 });
    vi.advanceTimersByTime(59_000);
    expect(types()).not.toContain('play_duration_a');
    vi.advanceTimersByTime(1000);
    expect(events.find(([type]) => type === 'play_duration_a')?.[1]).toMatchObject({
      count: '6',
    });
  });
});
