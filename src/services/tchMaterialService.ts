/**
 * Electronic textbooks (电子教材) on the content-storage service (`static`): the tag tree
 * (学段 → 学科 → 版本 → 年级 → 册次; special education adds 类别) and the textbook list, a
 * version file naming its parts, each part fetched separately and concatenated in order, as
 * the platform does. The version file's `urls` is one comma-separated string on the platform
 * (an array elsewhere): both are accepted. Owns these paths.
 */
import { createPromiseCache } from './answers';
import type { HttpClient } from './http/types';
import { fileUrlsFrom } from './libraryService';
import type { TagNode } from './syncClassroomService';

export type { TagNode };

/** The tag tree's root: `{tag_path, hierarchies}` (the path the books' tag_paths start with). */
export interface TchMaterialTagTree extends TagNode {
  tag_path?: string;
}

export interface TchMaterialTag {
  tag_dimension_id: string;
  tag_id: string;
  tag_name: string;
  order_num?: number;
}

/** An electronic textbook of the list parts (field names as the platform's files). */
export interface TchMaterial {
  id: string;
  global_title?: { 'zh-CN'?: string } | null;
  title?: string;
  resource_type_code?: string;
  custom_properties?: {
    format?: string;
    size?: number;
    thumbnails?: string[];
    /** Page images of the preview: Slide1, Slide2 … (not in order in the files). */
    preview?: Record<string, string> | null;
  } | null;
  tag_list?: TchMaterialTag[] | null;
  /** Tag-tree paths (`root/电子教材/学段/…/册次`, tag ids joined by '/'). */
  tag_paths?: string[] | null;
}

export interface TchMaterialService {
  /** The electronic textbooks' tag tree (cached for the session). */
  tagTree(): Promise<TchMaterialTagTree>;
  /** Every textbook: the version file's parts fetched in parallel, concatenated (cached). */
  materials(): Promise<TchMaterial[]>;
}

export const TCH_MATERIAL_PATHS = {
  tagTree: '/zxx/ndrs/tags/tch_material_tag.json',
  dataVersion: '/zxx/ndrs/resources/tch_material/version/data_version.json',
} as const;

/** The part URLs of a version file: `urls` as an array or as one comma-separated string. */
export function partUrlsOf(version: unknown): string[] {
  return fileUrlsFrom(version);
}

export function createTchMaterialService(client: HttpClient): TchMaterialService {
  const cache = createPromiseCache<unknown>();
  const get = (path: string) =>
    client.request({ service: 'static', method: 'GET', path, noAuth: true, retry: true });
  return {
    tagTree: () =>
      cache.get('tagTree', () => get(TCH_MATERIAL_PATHS.tagTree)) as Promise<TchMaterialTagTree>,
    materials: () =>
      cache.get('materials', async () => {
        const version = await get(TCH_MATERIAL_PATHS.dataVersion);
        // The parts live on file hosts: no session token goes with them.
        const parts = await Promise.all(
          partUrlsOf(version).map((url) =>
            client.request({ absoluteUrl: url, method: 'GET', noAuth: true, retry: true }),
          ),
        );
        return parts.flatMap((part) => (Array.isArray(part) ? (part as TchMaterial[]) : []));
      }) as Promise<TchMaterial[]>,
  };
}
