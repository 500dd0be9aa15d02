/**
 * The synchronous classroom's textbook data (seed 000 §3: tag tree 学段 → 年级 → 学科 → 版本 →
 * 册次, textbooks with their tags), as the content-storage files hold it. The shapes live here,
 * below the service that fetches them, so the filters and labels of src/lib can use them.
 */
/** Dimension ids of the tag tree and of a textbook's tag_list. */
export const TAG_DIMENSIONS = {
  stage: 'zxxxd',
  grade: 'zxxnj',
  subject: 'zxxxk',
  edition: 'zxxbb',
  volume: 'zxxcc',
} as const;

/** One tag node of the tree: `{tag_id, tag_name, tag_dimension_id, ext, hierarchies}`. */
export interface TagNode {
  tag_id?: string;
  tag_name?: string;
  tag_dimension_id?: string;
  ext?: { has_res?: boolean } | null;
  hierarchies?: TagHierarchy[] | null;
}

export interface TagHierarchy {
  hierarchy_name?: string;
  ext?: { tag_dimension_id?: string } | null;
  children?: TagNode[] | null;
}

export interface TextbookTag {
  tag_dimension_id: string;
  tag_id: string;
  tag_name: string;
  order_num?: number;
}

/** A textbook of the list parts (field names as the platform's files). */
export interface Textbook {
  id: string;
  title: string;
  resource_type_code?: string;
  tag_list: TextbookTag[];
  custom_properties?: { thumbnails?: string[] } | null;
  create_time?: string;
}
