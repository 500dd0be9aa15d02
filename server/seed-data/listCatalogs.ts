/**
 * A second catalog level (学科) for the area libraries, so list and column pages have filters
 * that narrow twice: type (the category codes of seed 000 §3) → subject. Items are filed under a
 * subject by title; a few more moral-education items give one category several subjects.
 * Used by server/db/seed.ts (areaContents, seedAreaCatalog).
 */
import { loadSeedContent } from './content';
import type { AreaItem, SectionKey } from './portal';

/** next_level_name of a first-level node that has subjects under it. */
export const SUBJECT_LEVEL_NAME = '学科';

/** The content itself: content/listCatalogs.json (schema listCatalogs.schema.json beside it). */
interface ListCatalogsContent {
  /** Subject tag ids; prefixed so they never clash with a category code (xljk …). */
  subjectCodes: Record<string, string>;
  /** More moral-education items: 爱国主义教育 and 心理健康教育 then span several subjects. */
  extraAreaItems: Partial<Record<SectionKey, AreaItem[]>>;
  /** Item title → subject, per area. Items not named here stay at the first level only. */
  itemSubjects: Partial<Record<SectionKey, Record<string, string>>>;
}

const CONTENT = loadSeedContent<ListCatalogsContent>('listCatalogs');
export const SUBJECT_CODES = CONTENT.subjectCodes;
export const EXTRA_AREA_ITEMS = CONTENT.extraAreaItems;
export const ITEM_SUBJECTS = CONTENT.itemSubjects;

export function isSubjectTag(tagId: string): boolean {
  return Object.values(SUBJECT_CODES).includes(tagId);
}

/** The subject tag of an item, if its area files it under one. */
export function subjectTagOf(
  key: SectionKey,
  title: string,
): { tag_id: string; tag_name: string } | undefined {
  const subject = ITEM_SUBJECTS[key]?.[title];
  return subject ? { tag_id: SUBJECT_CODES[subject], tag_name: subject } : undefined;
}
