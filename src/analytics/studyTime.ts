/**
 * Study time from a player (seed 000 §3 course tracking fields, §4 "Viewing timeline for
 * analytics: play, pause, seek (forward or backward), speed change, finish, quit; events are
 * queued and flushed on intervals", §9 analytics defaults; ledger CORE-ANALYTICS-01..03/06/07).
 * It turns the player's timeline (blocks/media-player `onTimeline`) into events for the one
 * reporter:
 *
 * - the timeline: `video_play`, `video_pause`, `video_seek` (with `direction` forward or
 *   backward), `video_speed`, `video_finish`, `video_quit`, each with the position;
 * - play duration A: while playing, a point (the position) every `ResourcePlayDurationAPointTime`
 *   (30 s); every `ResourcePlayDurationAPostTime` (180 s) of play one `play_duration_a` with its
 *   points (six by default);
 * - play duration B: every `ResourcePlayDurationBPostTime` (180 s) of play one `play_duration_b`
 *   with the seconds played, and the rest at finish or quit.
 *
 * Intervals count play time: a pause stops them and play resumes them where they were. Every
 * event carries the course tracking fields the page knows (course_type, course_id, lesson_id,
 * resource_id, organ_id, training_id, studio_id, column_code, channel_code).
 */
import type { AnalyticsIntervals } from './resourceDuration';

/** Seed 000 §3: the course tracking fields, each sent when known. */
export const COURSE_TRACKING_FIELDS = [
  'course_type',
  'course_id',
  'lesson_id',
  'resource_id',
  'organ_id',
  'training_id',
  'studio_id',
  'column_code',
  'channel_code',
] as const;
export type CourseTracking = Partial<Record<(typeof COURSE_TRACKING_FIELDS)[number], string>>;

/** The player's timeline events (the same shape as blocks/media-player's `PlayerTimelineEvent`). */
export type TimelineEvent =
  | { type: 'play' | 'pause' | 'ended' | 'quit'; position: number }
  | { type: 'seek'; position: number; from: number }
  | { type: 'ratechange'; position: number; rate: number }
  | { type: 'progress'; position: number; duration: number };

export const STUDY_EVENT_TYPES = {
  play: 'video_play',
  pause: 'video_pause',
  seek: 'video_seek',
  speed: 'video_speed',
  finish: 'video_finish',
  quit: 'video_quit',
  durationA: 'play_duration_a',
  durationB: 'play_duration_b',
} as const;

export interface StudyTimeOptions {
  intervals: Pick<
    AnalyticsIntervals,
    'playDurationAPostMs' | 'playDurationAPointMs' | 'playDurationBPostMs'
  >;
  tracking: CourseTracking;
  track: (eventType: string, attributes: Record<string, string>) => void;
  timers?: {
    setInterval(run: () => void, ms: number): unknown;
    clearInterval(handle: unknown): void;
  };
}

export interface StudyTimeTracker {
  handle(event: TimelineEvent): void;
}

const seconds = (value: number) => String(Math.max(0, Math.round(value * 10) / 10));

/** The known tracking fields as attributes (empty ones left out). */
function trackingAttributes(tracking: CourseTracking): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const field of COURSE_TRACKING_FIELDS) {
    const value = tracking[field];
    if (typeof value === 'string' && value !== '') attributes[field] = value;
  }
  return attributes;
}

export function createStudyTimeTracker(options: StudyTimeOptions): StudyTimeTracker {
  const { intervals, track } = options;
  const timers = options.timers ?? {
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  const base = trackingAttributes(options.tracking);
  const send = (type: string, attributes: Record<string, string>) =>
    track(type, { ...base, ...attributes });
  const pointsPerPost = Math.max(
    1,
    Math.round(intervals.playDurationAPostMs / intervals.playDurationAPointMs),
  );
  let position = 0;
  let playing = false;
  let points: string[] = [];
  /** Play time (ms) counted towards the next B post. */
  let playedMs = 0;
  let pointTimer: unknown = null;
  let secondTimer: unknown = null;
  const SECOND = 1000;

  const stopClocks = () => {
    if (pointTimer !== null) timers.clearInterval(pointTimer);
    if (secondTimer !== null) timers.clearInterval(secondTimer);
    pointTimer = null;
    secondTimer = null;
  };
  const postB = () => {
    if (playedMs <= 0) return;
    send(STUDY_EVENT_TYPES.durationB, { duration: seconds(playedMs / 1000) });
    playedMs = 0;
  };
  const startClocks = () => {
    stopClocks();
    pointTimer = timers.setInterval(() => {
      points.push(seconds(position));
      if (points.length >= pointsPerPost) {
        send(STUDY_EVENT_TYPES.durationA, {
          points: points.join(','),
          count: String(points.length),
        });
        points = [];
      }
    }, intervals.playDurationAPointMs);
    // Play time advances by the second; B goes out each time it reaches its interval.
    secondTimer = timers.setInterval(() => {
      playedMs += SECOND;
      if (playedMs >= intervals.playDurationBPostMs) postB();
    }, SECOND);
  };

  return {
    handle(event) {
      position = event.position;
      switch (event.type) {
        case 'play':
          if (playing) return;
          playing = true;
          send(STUDY_EVENT_TYPES.play, { position: seconds(position) });
          startClocks();
          return;
        case 'pause':
          if (!playing) return;
          playing = false;
          stopClocks();
          send(STUDY_EVENT_TYPES.pause, { position: seconds(position) });
          return;
        case 'seek':
          send(STUDY_EVENT_TYPES.seek, {
            position: seconds(event.position),
            from: seconds(event.from),
            direction: event.position >= event.from ? 'forward' : 'backward',
          });
          return;
        case 'ratechange':
          send(STUDY_EVENT_TYPES.speed, { position: seconds(position), rate: String(event.rate) });
          return;
        case 'ended':
          playing = false;
          stopClocks();
          postB();
          send(STUDY_EVENT_TYPES.finish, { position: seconds(position) });
          return;
        case 'quit':
          playing = false;
          stopClocks();
          postB();
          send(STUDY_EVENT_TYPES.quit, { position: seconds(position) });
          return;
        case 'progress':
          return;
      }
    },
  };
}
