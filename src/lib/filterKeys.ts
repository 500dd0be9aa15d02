/**
 * Filter keys of list pages (seed 000 §3): textbook-like libraries filter by term, grade,
 * subject, edition and volume; the others by type, subject and module. Which key a level of
 * a catalog's tag tree stands for comes from the data: a textbook level names its tag
 * dimension (the platform's zxx… codes), other catalogues are keyed by depth.
 * The textbook keys and dimensions are the synchronous classroom's (textbookFilter.ts,
 * syncClassroomService.ts): one home for each.
 */
import { TAG_DIMENSIONS, type TextbookTag } from './textbook';
import { labelPartsOf, type TextbookLabelParts } from './textbookLabel';
import type { TextbookFilterKey } from './textbookFilter';

/** 000 §3: filter keys of the libraries that are not textbooks, by catalog depth. */
export const COLUMN_FILTER_KEYS = ['type', 'subject', 'module'] as const;
export type ColumnFilterKey = (typeof COLUMN_FILTER_KEYS)[number];
export type FilterKey = TextbookFilterKey | ColumnFilterKey;

/** Tag dimension (tag_dimension_id / catalog tagCode) → textbook filter key. */
export const TEXTBOOK_TAG_DIMENSIONS: Readonly<Record<string, TextbookFilterKey>> = {
  [TAG_DIMENSIONS.stage]: 'term',
  [TAG_DIMENSIONS.grade]: 'grade',
  [TAG_DIMENSIONS.subject]: 'subject',
  [TAG_DIMENSIONS.edition]: 'edition',
  [TAG_DIMENSIONS.volume]: 'volume',
};

/**
 * Query key of the first level: list links carry it as `firstLevel` (seed 000 §2,
 * `{base}/list?libraryId&firstLevel`), so the first row reads and writes that name; deeper
 * rows use their filter key.
 */
export const FIRST_LEVEL_QUERY = 'firstLevel';

export function textbookKeyOf(dimension: string | null | undefined): TextbookFilterKey | undefined {
  return dimension && Object.prototype.hasOwnProperty.call(TEXTBOOK_TAG_DIMENSIONS, dimension)
    ? TEXTBOOK_TAG_DIMENSIONS[dimension]
    : undefined;
}

/**
 * The filter key of a tree level: a textbook dimension names its key; otherwise the depth does
 * (0 → type, 1 → subject, 2 → module). Deeper levels than the spec names have no key.
 */
export function filterKeyAt(depth: number, dimension?: string | null): FilterKey | undefined {
  return textbookKeyOf(dimension) ?? COLUMN_FILTER_KEYS[depth];
}

/** The query key a level is kept under in the address. */
export function queryKeyAt(depth: number, dimension?: string | null): string | undefined {
  return depth === 0 ? FIRST_LEVEL_QUERY : filterKeyAt(depth, dimension);
}

function isTextbookTag(tag: unknown): tag is TextbookTag {
  if (!tag || typeof tag !== 'object') return false;
  const { tag_dimension_id: dimension, tag_name: name } = tag as Partial<TextbookTag>;
  return typeof name === 'string' && textbookKeyOf(dimension) !== undefined;
}

/** The textbook label parts of an item's tags; undefined when it carries no textbook tag. */
export function textbookPartsOf(
  tags: readonly unknown[] | undefined,
): TextbookLabelParts | undefined {
  const textbookTags = (tags ?? []).filter(isTextbookTag);
  return textbookTags.length > 0 ? labelPartsOf(textbookTags) : undefined;
}
