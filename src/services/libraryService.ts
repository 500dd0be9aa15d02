/**
 * Library service (seed 000 §7): full library contents (the answer lists data files that are
 * fetched in parallel and concatenated in order, minus excluded units and contents) and a
 * section's dynamic data grouped by library_id.
 */
import { isRecord, listFrom, segment } from './answers';
import type { LibraryContent } from './entities';
import type { HttpClient } from './http/types';

export interface LibraryService {
  /** Full contents of a library: the answer lists files that are fetched and concatenated. */
  contents(libraryId: string): Promise<LibraryContent[]>;
  /** Items of a section's dynamic data url, grouped by library_id. */
  dynamicData(url: string): Promise<Record<string, LibraryContent[]>>;
}

/** Named per environment: `libraryExclusions` in site-configs/environments.json. */
export interface LibraryExclusions {
  /** Content ids never shown, per library id (seed 000 §9: two sample ids of one library). */
  excludedContentIds?: Record<string, string[]>;
  /** Unit ids never shown, in any library (seed 000 §7). */
  excludedUnitIds?: string[];
}

export function libraryContentsPath(libraryId: string): string {
  return `/v1/libraries/${segment(libraryId)}/contents/actions/full/adapter`;
}

/**
 * The file URLs of a full-contents answer: an array of strings (or of `{url}`), `{files}`,
 * `{urls}`, or one comma-separated string.
 */
export function fileUrlsFrom(answer: unknown): string[] {
  let list: unknown = answer;
  if (isRecord(answer)) list = answer.files ?? answer.urls ?? [];
  if (typeof list === 'string') list = list.split(',');
  if (!Array.isArray(list)) return [];
  return list
    .map((entry: unknown) => (isRecord(entry) ? entry.url : entry))
    .filter((url): url is string => typeof url === 'string')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

export function groupByLibrary(items: LibraryContent[]): Record<string, LibraryContent[]> {
  const groups: Record<string, LibraryContent[]> = {};
  for (const item of items) {
    if (!item.library_id) continue;
    (groups[item.library_id] ??= []).push(item);
  }
  return groups;
}

/** Keeps an item of `libraryId` unless its unit or content id is excluded (also used by search). */
export function keptContent(
  exclusions: LibraryExclusions,
  libraryId: string,
): (item: LibraryContent) => boolean {
  const excludedUnits = new Set(exclusions.excludedUnitIds ?? []);
  const excludedContents = new Set(exclusions.excludedContentIds?.[libraryId] ?? []);
  return (item) =>
    !(item.unit_id !== undefined && excludedUnits.has(item.unit_id)) &&
    !excludedContents.has(item.id) &&
    !(item.library_content_id !== undefined && excludedContents.has(item.library_content_id));
}

export function createLibraryService(
  client: HttpClient,
  exclusions: LibraryExclusions = {},
): LibraryService {
  const kept = (libraryId: string) => keptContent(exclusions, libraryId);

  return {
    async contents(libraryId) {
      const answer = await client.request({
        service: 'course',
        method: 'GET',
        path: libraryContentsPath(libraryId),
        query: { sort_type: 3 },
        retry: true,
      });
      const parts = await Promise.all(
        fileUrlsFrom(answer).map((url) =>
          client.request({ absoluteUrl: url, method: 'GET', noAuth: true, retry: true }),
        ),
      );
      return parts.flatMap((part) => listFrom<LibraryContent>(part)).filter(kept(libraryId));
    },
    async dynamicData(url) {
      // The url comes from section data and may point anywhere: no session token is sent.
      const answer = await client.request({ absoluteUrl: url, method: 'GET', noAuth: true });
      return groupByLibrary(listFrom<LibraryContent>(answer));
    },
  };
}
