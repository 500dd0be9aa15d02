/**
 * The learning options a page turns on for the shared player (seed 000 §4 video player), and
 * the viewing timeline it reports (seed 000 §4 viewing timeline). The public names live in
 * blocks/media-player/MediaPlayer.tsx, which re-exports these.
 */
export interface LearningOptions {
  /** Seconds to seek to on the first play; a value past the media's end (or not finite) starts from 0. */
  beginPosition?: number;
  /** Seeking beyond the furthest watched position is reset to it (2 s threshold). */
  seekControl?: boolean;
  /**
   * The furthest position watched in earlier visits (the study record), open to seeking from
   * the start under seek control; the begin position counts as watched as well.
   */
  furthestPosition?: number;
  /** One course at a time across tabs (heartbeat in localStorage tch_player_heartbeat_time). */
  singleSession?: boolean;
  /** Playing while logged out pauses and asks to log in. */
  forceLogin?: boolean;
}

export type PlayerTimelineEvent =
  | { type: 'play' | 'pause' | 'ended' | 'quit'; position: number }
  | { type: 'seek'; position: number; from: number }
  | { type: 'ratechange'; position: number; rate: number }
  | { type: 'progress'; position: number; duration: number }; // throttled timeupdate (200 ms)
