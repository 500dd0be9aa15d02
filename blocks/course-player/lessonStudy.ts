/**
 * What the course page keeps of a lesson being watched (issue 15: resume, watched time,
 * learning progress), as pure pieces the hook (useLessonStudy.ts) puts together:
 *
 * - `createStudyTally`: reads the player's timeline (blocks/media-player `onTimeline`) and
 *   counts the seconds really played in this viewing: only steps of playback between `play` and
 *   `pause` / `ended` / `quit`, never a seek. It says when to save: on pause, at the end, on
 *   quit, and after every 15 s of playback.
 * - `createPendingUpdates`: a signed-in learner's updates not yet confirmed by the service, kept
 *   in localStorage until they are, so a tab closed mid-lesson is counted on the next visit.
 *   Updates carry the session's running total, so sending one twice adds nothing.
 * - `beginPositionOf`: where a lesson resumes.
 */
import type { PlayerTimelineEvent } from '../media-player/MediaPlayer';
import type { StorageLike } from '../../src/services/http/types';
import type { StudyRecord, StudyRecordUpdate } from '../../src/services/studyRecordService';

/** Seconds of playback between two saves while playing. */
export const SAVE_EVERY_PLAYED_S = 15;
/**
 * A step between two progress reports longer than this is a jump (a seek the player did not
 * report as one, a stalled tab), not playback: at 2× speed and the player's 200 ms throttle a
 * step of playback is well under a second.
 */
export const MAX_PLAYBACK_STEP_S = 4;

export type SaveReason = 'pause' | 'ended' | 'quit' | 'progress';

/** What an update reports: the viewing session's state now. */
export type StudySnapshot = Omit<StudyRecordUpdate, 'sessionId' | 'courseId'>;

export interface StudyTally {
  /** Takes one timeline event; answers why to save now, or null. */
  handle(event: PlayerTimelineEvent): SaveReason | null;
  /** The state to save; null before the first play or while the duration is unknown. */
  snapshot(): StudySnapshot | null;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function createStudyTally(knownDuration?: number): StudyTally {
  let playing = false;
  /** Nothing is saved before the first play: the position then says nothing (resume not done). */
  let started = false;
  let last: number | null = null;
  let watched = 0;
  let sinceSave = 0;
  let furthest = 0;
  let position = 0;
  let duration = knownDuration && knownDuration > 0 ? knownDuration : 0;
  let ended = false;

  /** Counts the step from the last position to `to` when it is playback. */
  const advance = (to: number) => {
    if (playing && last !== null) {
      const step = to - last;
      if (step > 0 && step <= MAX_PLAYBACK_STEP_S) {
        watched += step;
        sinceSave += step;
        furthest = Math.max(furthest, to);
      }
    }
    last = to;
    position = to;
  };

  return {
    handle(event) {
      if (!Number.isFinite(event.position) || event.position < 0) return null;
      switch (event.type) {
        case 'play':
          playing = true;
          started = true;
          ended = false;
          last = event.position;
          position = event.position;
          return null;
        case 'progress':
          if (Number.isFinite(event.duration) && event.duration > 0) duration = event.duration;
          if (!started) return null;
          advance(event.position);
          if (sinceSave >= SAVE_EVERY_PLAYED_S) {
            sinceSave = 0;
            return 'progress';
          }
          return null;
        case 'seek':
          if (!started) return null;
          last = event.position;
          position = event.position;
          return null;
        case 'ratechange':
          return null;
        case 'pause':
        case 'ended':
        case 'quit':
          if (!started) return null;
          advance(event.position);
          playing = false;
          if (event.type === 'ended') {
            ended = true;
            if (duration > 0) position = duration;
          }
          sinceSave = 0;
          return event.type;
      }
      return null;
    },
    snapshot() {
      if (!started || !(duration > 0)) return null;
      const clamp = (value: number) => round(Math.min(Math.max(value, 0), duration));
      return {
        position: clamp(position),
        duration: round(duration),
        watched: round(watched),
        furthest: clamp(furthest),
        ...(ended ? { ended: true } : {}),
      };
    },
  };
}

/**
 * Where a lesson resumes: its last position, unless there is none or nothing is left to watch
 * (within a second of the end: the learner finished it, so it starts over).
 */
export function beginPositionOf(record: StudyRecord | undefined): number | undefined {
  if (!record || !(record.last_position > 0)) return undefined;
  if (record.duration > 0 && record.last_position >= record.duration - 1) return undefined;
  return record.last_position;
}

/** `m:ss` (or `h:mm:ss`) of a number of seconds, as the player's clock shows it. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}`
    : `${String(minutes).padStart(2, '0')}:${secs}`;
}

/** localStorage key prefix of a user's unconfirmed updates. */
export const PENDING_UPDATES_PREFIX = 'edu_study_pending:';

export interface PendingUpdate {
  resourceId: string;
  update: StudyRecordUpdate;
  /** Increases with each update of the same session; a confirmation removes only older ones. */
  seq: number;
}

export interface PendingUpdates {
  put(entry: PendingUpdate): void;
  /** Removes the entry of that resource and session if it is not newer than `seq`. */
  confirm(resourceId: string, sessionId: string, seq: number): void;
  all(): PendingUpdate[];
}

/** The user's unconfirmed updates, one per resource and session (the latest). */
export function createPendingUpdates(storage: StorageLike, userId: string): PendingUpdates {
  const key = `${PENDING_UPDATES_PREFIX}${userId}`;
  const read = (): PendingUpdate[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter(
            (entry): entry is PendingUpdate =>
              typeof entry === 'object' &&
              entry !== null &&
              typeof (entry as PendingUpdate).resourceId === 'string' &&
              typeof (entry as PendingUpdate).update?.sessionId === 'string' &&
              typeof (entry as PendingUpdate).seq === 'number',
          )
        : [];
    } catch {
      return [];
    }
  };
  const write = (entries: PendingUpdate[]) => {
    try {
      if (entries.length) storage.setItem(key, JSON.stringify(entries));
      else storage.removeItem(key);
    } catch {
      // Storage full or refused: the update is only sent, not kept for a retry.
    }
  };
  const same = (entry: PendingUpdate, resourceId: string, sessionId: string) =>
    entry.resourceId === resourceId && entry.update.sessionId === sessionId;
  return {
    put(entry) {
      const others = read().filter((item) => !same(item, entry.resourceId, entry.update.sessionId));
      write([...others, entry]);
    },
    confirm(resourceId, sessionId, seq) {
      write(read().filter((item) => !(same(item, resourceId, sessionId) && item.seq <= seq)));
    },
    all: read,
  };
}
