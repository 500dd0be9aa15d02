/**
 * Catalogs and searches of the course service (seed 000 §7): a library's catalog converted to
 * a tag tree, library search (one library, by tags and keyword) and cross-library search
 * (several libraries, newest first, ledger A-24). Excluded units and contents are dropped as
 * in the full contents (libraryService.ts), so a search never shows what the list hides.
 */
import { isRecord, listFrom, segment } from './answers';
import type { CatalogNode, LibraryContent, TagGroup, TagTreeNode } from './entities';
import type { HttpClient } from './http/types';
import { keptContent, type LibraryExclusions } from './libraryService';
import { LIBRARY_SEARCH_PAGE_NO, LIBRARY_SEARCH_PAGE_SIZE } from '../lib/specConstants';

/** What a library search asks for: contents with every given tag and the keyword. */
export interface LibrarySearchQuery {
  keyword?: string;
  tagIds?: string[];
}

/** Catalogs and searches (seed 000 §7; src/services/librarySearchService.ts). Failures reject. */
export interface LibrarySearchService {
  /** The library's catalog (GET /v1/catalogs/libraries/{id}?all=true) as a tag tree. */
  catalogs(libraryId: string): Promise<TagGroup>;
  /** Library search: POST …/libraries/{id}/contents/actions/search/adapter, first 500. */
  search(libraryId: string, query: LibrarySearchQuery): Promise<LibraryContent[]>;
  /** Cross-library search (library_ids, page_no 0, page_size 500), newest create_time first. */
  searchLibraries(libraryIds: string[]): Promise<LibraryContent[]>;
}

export function catalogsPath(libraryId: string): string {
  return `/v1/catalogs/libraries/${segment(libraryId)}`;
}

export function librarySearchPath(libraryId: string): string {
  return `/v1/libraries/${segment(libraryId)}/contents/actions/search/adapter`;
}

export const CROSS_LIBRARY_SEARCH_PATH = '/v1/libraries/contents/actions/search/adapter';

function catalogNodesFrom(answer: unknown): CatalogNode[] {
  const list = listFrom<unknown>(isRecord(answer) && answer.children ? answer.children : answer);
  return list.filter(
    (node): node is CatalogNode =>
      isRecord(node) && typeof node.id === 'string' && typeof node.title === 'string',
  );
}

/**
 * The catalog answer (a node list, or `{items|data|list|children}`) as a tag tree: each node
 * becomes `{tag_id, tag_name, hierarchies}`, its children one group named by its
 * next_level_name. A node's tag is its code (what contents are tagged with), else its id.
 */
export function tagTreeFrom(answer: unknown, rootName: string | null = null): TagGroup {
  const convert = (node: CatalogNode): TagTreeNode => {
    const children = catalogNodesFrom(node.children ?? []);
    return {
      tag_id: node.code || node.id,
      tag_name: node.title,
      catalog_id: node.id,
      ...(node.tagCode ? { dimension: node.tagCode } : {}),
      hierarchies:
        children.length > 0
          ? [{ hierarchy_name: node.next_level_name ?? null, children: children.map(convert) }]
          : [],
    };
  };
  return { hierarchy_name: rootName, children: catalogNodesFrom(answer).map(convert) };
}

/** Epoch ms of a create_time ("2026-05-01T08:00:00.000+0800" or ISO); unknown → -Infinity. */
export function createTimeOf(item: Pick<LibraryContent, 'create_time'>): number {
  const raw = item.create_time?.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = raw ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Ledger A-24: newest first; a stable sort keeps the server order among equal times. */
export function newestFirst(items: LibraryContent[]): LibraryContent[] {
  return [...items].sort((a, b) => createTimeOf(b) - createTimeOf(a));
}

export function createLibrarySearchService(
  client: HttpClient,
  exclusions: LibraryExclusions = {},
): LibrarySearchService {
  const keptInAnyOf = (libraryIds: string[]) => {
    const filters = new Map(libraryIds.map((id) => [id, keptContent(exclusions, id)]));
    const fallback = keptContent(exclusions, '');
    return (item: LibraryContent) => (filters.get(item.library_id ?? '') ?? fallback)(item);
  };

  return {
    async catalogs(libraryId) {
      const answer = await client.request({
        service: 'course',
        method: 'GET',
        path: catalogsPath(libraryId),
        query: { all: true },
        retry: true,
      });
      return tagTreeFrom(answer);
    },
    async search(libraryId, query) {
      const keyword = query.keyword?.trim();
      const answer = await client.request({
        service: 'course',
        method: 'POST',
        path: librarySearchPath(libraryId),
        data: {
          ...(keyword ? { keyword } : {}),
          ...(query.tagIds && query.tagIds.length > 0 ? { tag_ids: query.tagIds } : {}),
          page_no: LIBRARY_SEARCH_PAGE_NO,
          page_size: LIBRARY_SEARCH_PAGE_SIZE,
        },
      });
      return listFrom<LibraryContent>(answer).filter(keptContent(exclusions, libraryId));
    },
    async searchLibraries(libraryIds) {
      if (libraryIds.length === 0) return [];
      const answer = await client.request({
        service: 'course',
        method: 'POST',
        path: CROSS_LIBRARY_SEARCH_PATH,
        data: {
          library_ids: libraryIds,
          page_no: LIBRARY_SEARCH_PAGE_NO,
          page_size: LIBRARY_SEARCH_PAGE_SIZE,
        },
      });
      return newestFirst(listFrom<LibraryContent>(answer).filter(keptInAnyOf(libraryIds)));
    },
  };
}
