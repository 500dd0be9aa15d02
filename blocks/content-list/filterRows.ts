/**
 * The filter rows of a list page, read from the tag tree and the address. Row 0 shows the
 * tree's first level; each further row shows the children of the node chosen above it, so the
 * rows stop at the first level with nothing chosen. Pure, so the block and its tests share it.
 */
import type { TagGroup, TagTreeNode } from '../../src/services/entities';
import { filterKeyAt, queryKeyAt, type FilterKey } from '../../src/lib/filterKeys';

export interface FilterRow {
  depth: number;
  /** The spec's filter key of this level (label when the data names no level). */
  key: FilterKey | undefined;
  /** Where the choice is kept in the address (firstLevel for row 0). */
  queryKey: string;
  /** next_level_name of the node above (the level's own name in the data), if any. */
  name: string | null;
  nodes: TagTreeNode[];
  selected: TagTreeNode | undefined;
}

/** A value in the address names a node by its tag or by its catalog id (show_more catalog_id). */
export function nodeNamed(nodes: TagTreeNode[], value: string | undefined | null) {
  if (!value) return undefined;
  return nodes.find((node) => node.tag_id === value || node.catalog_id === value);
}

export function filterRows(
  tree: TagGroup,
  read: (queryKey: string) => string | undefined | null,
): FilterRow[] {
  const rows: FilterRow[] = [];
  let group: TagGroup | undefined = tree;
  for (let depth = 0; group && group.children.length > 0; depth += 1) {
    const dimension = group.children[0].dimension;
    const queryKey = queryKeyAt(depth, dimension);
    if (!queryKey) break;
    const selected = nodeNamed(group.children, read(queryKey));
    rows.push({
      depth,
      key: filterKeyAt(depth, dimension),
      queryKey,
      name: group.hierarchy_name,
      nodes: group.children,
      selected,
    });
    group = selected?.hierarchies[0];
  }
  return rows;
}

/** The tags of the chosen nodes, top level first: what a library search asks for. */
export function selectedTagIds(rows: FilterRow[]): string[] {
  return rows.flatMap((row) => (row.selected ? [row.selected.tag_id] : []));
}

/**
 * The address after choosing `node` (or 全部 when undefined) in `row`: that row's key is set
 * or removed and the keys of the rows below it are removed, since they depended on it.
 */
export function chooseIn(
  search: URLSearchParams,
  rows: FilterRow[],
  row: FilterRow,
  node: TagTreeNode | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const below of rows) if (below.depth > row.depth) next.delete(below.queryKey);
  if (node) next.set(row.queryKey, node.tag_id);
  else next.delete(row.queryKey);
  return next;
}
