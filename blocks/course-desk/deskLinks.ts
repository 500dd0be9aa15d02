/** Which base a course's pages use, by the course's area (desk and honour links). */
import { LINK_BASE_TABLE, TEACHER_TRAINING_BASE } from '../../src/runtime/links/sectionLinks';

/** `teacherTraining` → `/teacherTraining`, `sport` → `/sport`…; unknown → teacher training. */
export function baseOfArea(area: string | undefined): string {
  const base = `/${area ?? ''}`;
  return LINK_BASE_TABLE.some((row) => row.base === base) ? base : TEACHER_TRAINING_BASE;
}
