/**
 * Study records (seed 000 §7 names a "study record" service base and shows no paths; these are
 * the stand-in's, server/routes/studyRecords.ts; issue 15): where a signed-in learner stopped in
 * each lesson, how much of it they played and their learning progress (seed 000 §3: 0 not
 * started, 1 studying, 2 finished). Loaded on first use (`PortalServices.studyRecord`).
 *
 * An anonymous visitor's records stay in this browser (`createLocalStudyRecords`, localStorage,
 * one entry per resource), decided by the same rule as the service (src/lib/studyRecordProgress.ts).
 *
 * Watched time is sent as the running total of one viewing session (`sessionId`), never as a
 * delta, so sending an update again (a retry, a reload that replays a pending one) adds nothing.
 */
import { isRecord, listFrom, segment } from './answers';
import type { HttpClient, StorageLike } from './http/types';
import {
  LEARNING_PROGRESS_STATUS,
  learningProgressStatus,
  type LearningProgressStatus,
} from '../lib/learningProgress';
import { mergeStudyUpdate, studyProgressPercent } from '../lib/studyRecordProgress';

export interface StudyRecord {
  resource_id: string;
  course_id?: string | null;
  /** Seconds. */
  last_position: number;
  furthest_position: number;
  watched_seconds: number;
  duration: number;
  progress_status: LearningProgressStatus;
  /** 0–100. */
  progress: number;
  update_time?: string;
}

/** One report of the player: where it is and how much this viewing session has played. */
export interface StudyRecordUpdate {
  /** Random id of one viewing of the lesson (one page view). */
  sessionId: string;
  position: number;
  duration: number;
  /** Seconds played in this session so far (a running total). */
  watched: number;
  furthest?: number;
  ended?: boolean;
  courseId?: string;
}

export interface StudyRecordService {
  /** The signed-in user's records of a course's lessons; a failure rejects. */
  courseRecords(courseId: string): Promise<StudyRecord[]>;
  /** The records of these resources that exist; a failure rejects. */
  records(resourceIds: readonly string[]): Promise<StudyRecord[]>;
  /** Saves an update; answers the record as the service now holds it. 400/401 reject. */
  save(resourceId: string, update: StudyRecordUpdate): Promise<StudyRecord>;
}

export const STUDY_RECORDS_PATH = '/v1/study_records';
export function studyRecordPath(resourceId: string): string {
  return `${STUDY_RECORDS_PATH}/${segment(resourceId)}`;
}

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** A record from an answer, or null when it has no resource id. */
export function studyRecordOf(value: unknown): StudyRecord | null {
  if (!isRecord(value) || typeof value.resource_id !== 'string') return null;
  const status =
    learningProgressStatus(value.progress_status) ?? LEARNING_PROGRESS_STATUS.notStarted;
  const watched = finite(value.watched_seconds);
  const duration = finite(value.duration);
  return {
    resource_id: value.resource_id,
    course_id: typeof value.course_id === 'string' ? value.course_id : null,
    last_position: finite(value.last_position),
    furthest_position: finite(value.furthest_position),
    watched_seconds: watched,
    duration,
    progress_status: status,
    progress:
      typeof value.progress === 'number' && Number.isFinite(value.progress)
        ? Math.max(0, Math.min(100, value.progress))
        : studyProgressPercent(status, watched, duration),
    update_time: typeof value.update_time === 'string' ? value.update_time : undefined,
  };
}

const recordsOf = (answer: unknown) =>
  listFrom<unknown>(answer).flatMap((item) => {
    const record = studyRecordOf(item);
    return record ? [record] : [];
  });

/** The body the service takes (`PUT /v1/study_records/{resourceId}`). */
export function updateBody(update: StudyRecordUpdate): Record<string, unknown> {
  return {
    session_id: update.sessionId,
    position: update.position,
    duration: update.duration,
    watched: update.watched,
    ...(update.furthest !== undefined ? { furthest: update.furthest } : {}),
    ...(update.ended ? { ended: true } : {}),
    ...(update.courseId ? { course_id: update.courseId } : {}),
  };
}

export function createStudyRecordService(client: HttpClient): StudyRecordService {
  const get = (query: Record<string, string>) =>
    client.request<unknown>({
      service: 'studyRecord',
      method: 'GET',
      path: STUDY_RECORDS_PATH,
      query,
      retry: true,
    });
  return {
    courseRecords: async (courseId) => recordsOf(await get({ course_id: courseId })),
    async records(resourceIds) {
      if (resourceIds.length === 0) return [];
      return recordsOf(await get({ resource_ids: resourceIds.join(',') }));
    },
    async save(resourceId, update) {
      const answer = await client.request<unknown>({
        service: 'studyRecord',
        method: 'PUT',
        path: studyRecordPath(resourceId),
        data: updateBody(update),
      });
      const record = studyRecordOf(answer);
      if (!record) throw new Error('study record answer without resource_id');
      return record;
    },
  };
}

/** localStorage key prefix of an anonymous visitor's record of one resource. */
export const LOCAL_STUDY_RECORD_PREFIX = 'edu_study_record:';

interface LocalEntry extends StudyRecord {
  /** The session the entry last counted, and its running total then. */
  session_id?: string;
  session_watched?: number;
}

/**
 * An anonymous visitor's records, kept in this browser per resource with the service's rules
 * (a session's running total counted once; finished when ended or 90% played; finished stays).
 * Storage failures (private mode, quota) lose the record, never the page.
 */
export function createLocalStudyRecords(
  storage: StorageLike,
  now: () => number,
): StudyRecordService {
  const read = (resourceId: string): LocalEntry | null => {
    try {
      const raw = storage.getItem(`${LOCAL_STUDY_RECORD_PREFIX}${resourceId}`);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      const record = studyRecordOf(parsed);
      if (!record || record.resource_id !== resourceId || !isRecord(parsed)) return null;
      return {
        ...record,
        session_id: typeof parsed.session_id === 'string' ? parsed.session_id : undefined,
        session_watched: finite(parsed.session_watched),
      };
    } catch {
      return null;
    }
  };
  const strip = ({ session_id: _id, session_watched: _watched, ...record }: LocalEntry) => record;
  const records = async (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const entry = read(id);
      return entry ? [strip(entry)] : [];
    });
  return {
    // The browser does not know a course's lessons: the page asks by resource ids.
    courseRecords: async () => [],
    records,
    async save(resourceId, update) {
      const previous = read(resourceId);
      const counted = previous?.session_id === update.sessionId ? previous.session_watched : 0;
      const growth = Math.max(0, update.watched - (counted ?? 0));
      const duration = update.duration;
      const { position, furthest, watched, status } = mergeStudyUpdate(previous ?? undefined, {
        position: update.position,
        duration,
        furthest: update.furthest,
        ended: update.ended,
        growth,
      });
      const entry: LocalEntry = {
        resource_id: resourceId,
        course_id: update.courseId ?? previous?.course_id ?? null,
        last_position: position,
        furthest_position: furthest,
        watched_seconds: watched,
        duration,
        progress_status: status,
        progress: studyProgressPercent(status, watched, duration),
        update_time: new Date(now()).toISOString(),
        session_id: update.sessionId,
        session_watched: Math.max(update.watched, counted ?? 0),
      };
      try {
        storage.setItem(`${LOCAL_STUDY_RECORD_PREFIX}${resourceId}`, JSON.stringify(entry));
      } catch {
        // Nothing to do: the visitor keeps playing, only the resume point is not kept.
      }
      return strip(entry);
    },
  };
}
