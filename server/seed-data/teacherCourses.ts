/**
 * Teacher-course columns of the stand-in (seed 000 §3 teacher-course codes; ledger CORE-CAT-09).
 * The spec lists the 19 codes without their names or ids: the titles below are the stand-in's
 * own (to be confirmed against the real catalogue), and each code gets a library
 * `lib-tt-<code>` — the id the `local` environment's `teacherCourseColumns` maps it to — holding
 * two resources, so every column entry on /teacherTrainingNav lands on a list with content.
 * The teacher-training library's catalog lists the 19 codes in this order (the entries' names).
 * Used by server/db/seed.ts.
 */
import { loadSeedContent } from './content';

export interface TeacherCourseColumnSeed {
  code: string;
  title: string;
  items: { title: string; description: string }[];
}

/** The library a code's column opens in the `local` environment. */
export const teacherCourseLibraryId = (code: string) => `lib-tt-${code}`;

/** The columns in catalogue order: content/teacherCourses.json (schema beside it). */
export const TEACHER_COURSE_COLUMNS = loadSeedContent<{ columns: TeacherCourseColumnSeed[] }>(
  'teacherCourses',
).columns;
