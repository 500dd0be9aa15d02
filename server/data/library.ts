import type { Database } from 'better-sqlite3';

/**
 * Library contents and how the course service hands them out: the full-list call answers
 * with part files the client fetches and concatenates (seed 000 §7), PART_SIZE items each.
 */
export const PART_SIZE = 6;

export function libraryExists(db: Database, libraryId: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM libraries WHERE id = ?').get(libraryId));
}

export function countContents(db: Database, libraryId: string): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS count FROM library_contents WHERE library_id = ?')
      .get(libraryId) as {
      count: number;
    }
  ).count;
}

export function partCount(total: number): number {
  return Math.max(1, Math.ceil(total / PART_SIZE));
}

export function partUrl(libraryId: string, part: number): string {
  return `/svc/static/libraries/${encodeURIComponent(libraryId)}/part_${part}.json`;
}

export function readPart(db: Database, libraryId: string, part: number): unknown[] {
  const rows = db
    .prepare(
      'SELECT content FROM library_contents WHERE library_id = ? ORDER BY sort_order, id LIMIT ? OFFSET ?',
    )
    .all(libraryId, PART_SIZE, (part - 1) * PART_SIZE) as { content: string }[];
  return rows.map((row) => JSON.parse(row.content) as unknown);
}

/** What a search narrows by: every tag id on the item, the keyword in title or description. */
export interface SearchFilter {
  keyword?: string;
  tagIds?: string[];
}

interface SearchableContent {
  title?: string;
  description?: string | null;
  tags?: { tag_id?: string }[];
}

function matches(content: SearchableContent, filter: SearchFilter): boolean {
  const tagIds = new Set((content.tags ?? []).map((tag) => tag.tag_id));
  if (!(filter.tagIds ?? []).every((tagId) => tagIds.has(tagId))) return false;
  const keyword = filter.keyword?.trim().toLowerCase();
  if (!keyword) return true;
  return `${content.title ?? ''} ${content.description ?? ''}`.toLowerCase().includes(keyword);
}

export function searchContents(
  db: Database,
  libraryIds: string[],
  pageNo: number,
  pageSize: number,
  filter: SearchFilter = {},
) {
  const placeholders = libraryIds.map(() => '?').join(', ');
  // Tags live inside the content JSON: the stand-in filters in memory (libraries are small).
  const all = (
    db
      .prepare(
        `SELECT content FROM library_contents WHERE library_id IN (${placeholders})
         ORDER BY create_time DESC, id`,
      )
      .all(...libraryIds) as { content: string }[]
  )
    .map((row) => JSON.parse(row.content) as SearchableContent)
    .filter((content) => matches(content, filter));
  const start = pageNo * pageSize;
  return { items: all.slice(start, start + pageSize), total: all.length };
}

interface CatalogRow {
  id: string;
  parent_id: string | null;
  code: string;
  title: string;
  next_level_name: string | null;
  tag_code: string | null;
}

export interface CatalogNode {
  id: string;
  code: string;
  title: string;
  next_level_name: string | null;
  tagCode: string | null;
  children: CatalogNode[];
}

export function catalogTree(db: Database, libraryId: string): CatalogNode[] {
  const rows = db
    .prepare('SELECT * FROM catalog_nodes WHERE library_id = ? ORDER BY sort_order, id')
    .all(libraryId) as CatalogRow[];
  const nodes = new Map<string, CatalogNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      code: row.code,
      title: row.title,
      next_level_name: row.next_level_name,
      tagCode: row.tag_code,
      children: [],
    });
  }
  const roots: CatalogNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CatalogNode;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
