/**
 * Teacher-course columns (seed 000 §3 teacher-course codes; ledger CORE-CAT-09, CORE-ROUTE-07):
 * each of the 19 codes (zyyq … px2022s) opens the column page of the library an environment
 * configures for it, `environments.json` → `teacherCourseColumns[code] = { libraryId, firstLevel? }`.
 * The link is the teacher-training column list, `/teacherTraining?libraryId&firstLevel`.
 *
 * The ids are configuration, so a code the environment forgot must not turn into a broken
 * link: it stays unlinked, and the operator learns of it from one console warning per code
 * (not one per render).
 */
import { TEACHER_TRAINING_BASE } from './sectionLinks';

/** Where one teacher-course column leads: a library, optionally opened at one category. */
export interface TeacherCourseColumn {
  libraryId: string;
  firstLevel?: string;
}

export type TeacherCourseColumns = Record<string, TeacherCourseColumn>;

/** The environment's key holding the map (schemas/environments.schema.json). */
export const TEACHER_COURSE_COLUMNS_KEY = 'teacherCourseColumns';

/** `/teacherTraining?libraryId&firstLevel` (firstLevel only when configured). */
export function teacherCourseColumnLink(column: TeacherCourseColumn): string {
  const query = new URLSearchParams({ libraryId: column.libraryId });
  if (column.firstLevel) query.set('firstLevel', column.firstLevel);
  return `${TEACHER_TRAINING_BASE}?${query.toString()}`;
}

/** The usable entries of the environment's map; anything malformed counts as missing. */
export function teacherCourseColumnsOf(env: Record<string, unknown>): TeacherCourseColumns {
  const raw = env[TEACHER_COURSE_COLUMNS_KEY];
  const columns: TeacherCourseColumns = {};
  if (!raw || typeof raw !== 'object') return columns;
  for (const [code, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const { libraryId, firstLevel } = value as Record<string, unknown>;
    if (typeof libraryId !== 'string' || libraryId === '') continue;
    columns[code] =
      typeof firstLevel === 'string' && firstLevel !== ''
        ? { libraryId, firstLevel }
        : { libraryId };
  }
  return columns;
}

export const missingTeacherCourseColumn = (code: string) =>
  `teacherCourseColumns: no library configured for teacher-course code "${code}"; its column entry is shown without a link`;

/**
 * A resolver over one environment's map: code → link, or null (and one warning per code) when
 * the code has no mapping.
 */
export function createTeacherCourseColumnResolver(
  columns: TeacherCourseColumns,
  warn: (message: string) => void = (message) => console.warn(message),
): (code: string) => string | null {
  const warned = new Set<string>();
  return (code) => {
    const column = Object.prototype.hasOwnProperty.call(columns, code) ? columns[code] : undefined;
    if (column) return teacherCourseColumnLink(column);
    if (!warned.has(code)) {
      warned.add(code);
      warn(missingTeacherCourseColumn(code));
    }
    return null;
  };
}
