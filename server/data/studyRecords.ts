/**
 * Study records (seed 000 §7 "study record" service base; §3 learning progress; issue 15 point 4):
 * per user and resource (a lesson), the last and furthest position, the seconds played, the
 * duration and the learning progress. Served by routes/studyRecords.ts; tables in db/schema.ts.
 *
 * Watched time is idempotent by construction: the player reports, per viewing session (one page
 * view of a lesson, its own random id), the running total of seconds it has played. The stand-in
 * keeps the last total of each session and adds only the growth to the record, so an update sent
 * twice, a retry after a lost answer or an older update arriving late adds nothing, and an update
 * that was lost is made good by the next one of its session.
 *
 * A lesson of a course that becomes finished also counts as studied on the training desk
 * (`course_progress`, the list GET /v1/training_desk reads), through `markLessonLearned`, the one
 * writer of that list.
 */
import type { Database } from 'better-sqlite3';
import { toPlatformTime } from '../time';
import { mergeStudyUpdate, studyProgressPercent } from '../../src/lib/studyRecordProgress';
import {
  LEARNING_PROGRESS_STATUS,
  learningProgressStatus,
  type LearningProgressStatus,
} from '../../src/lib/learningProgress';

interface StudyRecordRow {
  resource_id: string;
  course_id: string | null;
  last_position: number;
  furthest_position: number;
  watched_seconds: number;
  duration: number;
  progress_status: number;
  update_time: number;
}

/** The wire shape of one record. Seconds to one decimal; `progress` is 0–100. */
export interface StudyRecordAnswer {
  resource_id: string;
  course_id: string | null;
  last_position: number;
  furthest_position: number;
  watched_seconds: number;
  duration: number;
  progress_status: LearningProgressStatus;
  progress: number;
  update_time: string;
}

/** One position / progress report of the player. */
export interface StudyUpdate {
  courseId?: string;
  sessionId: string;
  position: number;
  duration: number;
  /** Seconds played in this session so far (a running total). */
  watched: number;
  /** Furthest position of this session, when the player knows it. */
  furthest?: number;
  /** The media played to its end. */
  ended?: boolean;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

function answerOf(row: StudyRecordRow): StudyRecordAnswer {
  const status = learningProgressStatus(row.progress_status) ?? LEARNING_PROGRESS_STATUS.notStarted;
  return {
    resource_id: row.resource_id,
    course_id: row.course_id,
    last_position: tenth(row.last_position),
    furthest_position: tenth(row.furthest_position),
    watched_seconds: tenth(row.watched_seconds),
    duration: tenth(row.duration),
    progress_status: status,
    progress: studyProgressPercent(status, row.watched_seconds, row.duration),
    update_time: toPlatformTime(row.update_time),
  };
}

const COLUMNS =
  'resource_id, course_id, last_position, furthest_position, watched_seconds, duration, progress_status, update_time';

/** The lesson ids of a course, in order; null when the course does not exist. */
export function courseLessonIds(db: Database, courseId: string): string[] | null {
  const row = db.prepare('SELECT detail FROM courses WHERE id = ?').get(courseId) as
    { detail: string } | undefined;
  if (!row) return null;
  const course = JSON.parse(row.detail) as { chapters: { lessons: { id: string }[] }[] };
  return course.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id));
}

/** The user's records of these resources (those that have one), in the order asked. */
export function studyRecordsOf(
  db: Database,
  userId: string,
  resourceIds: readonly string[],
): StudyRecordAnswer[] {
  if (resourceIds.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM study_records WHERE user_id = ? AND resource_id IN (${resourceIds
        .map(() => '?')
        .join(', ')})`,
    )
    .all(userId, ...resourceIds) as StudyRecordRow[];
  const byId = new Map(rows.map((row) => [row.resource_id, row]));
  return resourceIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [answerOf(row)] : [];
  });
}

/** Adds a lesson to the user's studied lessons of a course (the training desk's progress). */
export function markLessonLearned(
  db: Database,
  userId: string,
  courseId: string,
  lessonId: string,
  now: number,
): string[] {
  const row = db
    .prepare('SELECT learned FROM course_progress WHERE user_id = ? AND course_id = ?')
    .get(userId, courseId) as { learned: string } | undefined;
  const learned = row ? (JSON.parse(row.learned) as string[]) : [];
  if (!learned.includes(lessonId)) learned.push(lessonId);
  db.prepare(
    `INSERT INTO course_progress (user_id, course_id, learned, update_time) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, course_id) DO UPDATE SET learned = excluded.learned,
       update_time = excluded.update_time`,
  ).run(userId, courseId, JSON.stringify(learned), now);
  return learned;
}

/**
 * Applies one update in a transaction and answers the record as it now is. The caller has
 * checked the numbers (finite, non-negative, position ≤ duration + 1) and the course.
 */
export function applyStudyUpdate(
  db: Database,
  userId: string,
  resourceId: string,
  update: StudyUpdate,
  now: number,
): StudyRecordAnswer {
  return db.transaction(() => {
    const session = db
      .prepare(
        'SELECT watched_seconds FROM study_record_sessions WHERE user_id = ? AND resource_id = ? AND session_id = ?',
      )
      .get(userId, resourceId, update.sessionId) as { watched_seconds: number } | undefined;
    const growth = Math.max(0, update.watched - (session?.watched_seconds ?? 0));
    db.prepare(
      `INSERT INTO study_record_sessions (user_id, resource_id, session_id, watched_seconds, update_time)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, resource_id, session_id) DO UPDATE SET
         watched_seconds = MAX(watched_seconds, excluded.watched_seconds),
         update_time = excluded.update_time`,
    ).run(userId, resourceId, update.sessionId, update.watched, now);

    const previous = db
      .prepare(`SELECT ${COLUMNS} FROM study_records WHERE user_id = ? AND resource_id = ?`)
      .get(userId, resourceId) as StudyRecordRow | undefined;
    const duration = update.duration;
    // An update of this session older than one already applied (it played less) arrives late:
    // its position is out of date, the record keeps the newer one.
    const stale = session !== undefined && update.watched < session.watched_seconds;
    const { position, furthest, watched, status } = mergeStudyUpdate(
      previous && {
        ...previous,
        progress_status: learningProgressStatus(previous.progress_status) ?? undefined,
      },
      {
        position: update.position,
        duration,
        furthest: update.furthest,
        ended: update.ended,
        growth,
        stale,
      },
    );
    const courseId = update.courseId ?? previous?.course_id ?? null;
    db.prepare(
      `INSERT INTO study_records (user_id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, resource_id) DO UPDATE SET course_id = excluded.course_id,
         last_position = excluded.last_position, furthest_position = excluded.furthest_position,
         watched_seconds = excluded.watched_seconds, duration = excluded.duration,
         progress_status = excluded.progress_status, update_time = excluded.update_time`,
    ).run(userId, resourceId, courseId, position, furthest, watched, duration, status, now);
    if (
      courseId &&
      status === LEARNING_PROGRESS_STATUS.finished &&
      previous?.progress_status !== LEARNING_PROGRESS_STATUS.finished
    )
      markLessonLearned(db, userId, courseId, resourceId, now);
    return answerOf({
      resource_id: resourceId,
      course_id: courseId,
      last_position: position,
      furthest_position: furthest,
      watched_seconds: watched,
      duration,
      progress_status: status,
      update_time: now,
    });
  })();
}
