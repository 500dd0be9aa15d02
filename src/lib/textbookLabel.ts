/**
 * Textbook label (seed 000 §3; ledger CORE-HELPER-21/22, A-22): grade, volume, edition and
 * term joined with a middle dot, the grade dropped when the term is high school. Empty parts
 * are skipped, so there is never a doubled dot.
 */
import type { TextbookTag } from './textbook';

export const TEXTBOOK_LABEL_SEPARATOR = '·';
/** The high-school term as the tag data names it (学段 高中) and its tag id. */
export const HIGH_SCHOOL_TERM = '高中';
export const HIGH_SCHOOL_TERM_TAG_ID = 'e7bbcefe-0590-11ed-9c79-92fc3b3249d5';

export interface TextbookLabelParts {
  grade?: string;
  volume?: string;
  edition?: string;
  term?: string;
  /** The term's tag id, when the name alone is not at hand. */
  termId?: string;
}

export function isHighSchoolTerm(term?: string, termId?: string): boolean {
  return term === HIGH_SCHOOL_TERM || termId === HIGH_SCHOOL_TERM_TAG_ID;
}

export function textbookLabel(parts: TextbookLabelParts): string {
  const grade = isHighSchoolTerm(parts.term, parts.termId) ? undefined : parts.grade;
  return [grade, parts.volume, parts.edition, parts.term]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(TEXTBOOK_LABEL_SEPARATOR);
}

/** The label parts of a textbook from its tag_list (学段 zxxxd is the term). */
export function labelPartsOf(tags: readonly TextbookTag[]): TextbookLabelParts {
  const find = (dimension: string) => tags.find((tag) => tag.tag_dimension_id === dimension);
  const term = find('zxxxd');
  return {
    grade: find('zxxnj')?.tag_name,
    volume: find('zxxcc')?.tag_name,
    edition: find('zxxbb')?.tag_name,
    term: term?.tag_name,
    termId: term?.tag_id,
  };
}
