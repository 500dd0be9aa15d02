/**
 * Synchronous classroom (同步课堂) files on the content-storage service (`static`): the tag tree
 * (学段 → 年级 → 学科 → 版本 → 册次), the textbook list (a data-version file naming its parts,
 * each part fetched separately and concatenated in order, as the platform does: seed 000 §3,
 * §7), one textbook, its chapter tree and the resources of one lesson. Owns these paths.
 */
import { createPromiseCache, isRecord, listFrom, segment } from './answers';
import type { HttpClient } from './http/types';
import { fileUrlsFrom } from './libraryService';
import {
  TAG_DIMENSIONS,
  type TagHierarchy,
  type TagNode,
  type Textbook,
  type TextbookTag,
} from '../lib/textbook';
import {
  buildTextbookIndex,
  selectionKey,
  textbookView,
  type TextbookIndex,
  type TextbookSelection,
  type TextbookView,
} from '../lib/textbookFilter';

export { TAG_DIMENSIONS, type TagHierarchy, type TagNode, type Textbook, type TextbookTag };

/**
 * The five kinds of lesson resource (resource_type_code), in the order a lesson shows them:
 * video course, courseware, teaching design, learning task, after-class exercise.
 */
export const LESSON_RESOURCE_KINDS = [
  'video_course',
  'courseware',
  'teaching_design',
  'learning_task',
  'after_class_exercise',
] as const;

/** A content-tree node (seed 000 §3): catalog = chapter, activity = lesson. */
export interface ContentTreeNode {
  node_id: string;
  node_type: 'catalog' | 'activity' | string;
  title: string;
  child_nodes?: ContentTreeNode[] | null;
}

export interface LessonResource {
  id: string;
  title: string;
  resource_type_code: string;
  resource_type_code_name?: string;
  custom_properties?: {
    format?: string;
    thumbnails?: string[];
    duration?: number;
    /** Page images of the online preview, `Slide1`, `Slide2`… */
    preview?: Record<string, string>;
  } | null;
  /** The resource's files: format and storage addresses (a video as MP4 and HLS). */
  ti_items?: { ti_format?: string; ti_storages?: string[] }[] | null;
}

export interface LessonResources {
  node_id: string;
  title: string;
  chapter_path?: string[];
  resources: LessonResource[];
}

export interface SyncClassroomService {
  /** The tag tree of the synchronous classroom (cached for the session). */
  tagTree(): Promise<TagNode>;
  /** Every textbook: the version file's parts fetched in parallel, concatenated (cached). */
  textbooks(): Promise<Textbook[]>;
  /** One textbook; null when it does not exist. */
  textbook(courseId: string): Promise<Textbook | null>;
  /** The chapter tree of a textbook; null when the textbook does not exist. */
  chapterTree(courseId: string): Promise<ContentTreeNode | null>;
  /** The resources of one lesson (activity node). */
  lessonResources(lessonId: string): Promise<LessonResources>;
  /** Every textbook with the filter's indexes built once (cached; src/lib/textbookFilter.ts). */
  textbookIndex(): Promise<TextbookIndex>;
  /**
   * What the textbook browser shows first of a selection (its first `shown` textbooks), from the
   * whole list. A server-rendered page carries it in place of the list (4.5 MB, not inlined):
   * the browser shows and hydrates it at once, and loads the list for the next click meanwhile.
   */
  firstView(requested: TextbookSelection, shown: number): Promise<TextbookView>;
}

export const SYNC_CLASSROOM_PATHS = {
  tagTree: '/zxx/ndrs/tags/national_lesson_tag.json',
  dataVersion: '/zxx/ndrs/national_lesson/teachingmaterials/version/data_version.json',
  textbook: (id: string) =>
    `/zxx/ndrs/national_lesson/teachingmaterials/details/${segment(id)}.json`,
  chapterTree: (id: string) => `/zxx/ndrv2/national_lesson/trees/${segment(id)}.json`,
  lessonResources: (id: string) => `/zxx/ndrv2/national_lesson/lessons/${segment(id)}.json`,
} as const;

function isNotFound(error: unknown): boolean {
  return isRecord(error) && error.status === 404;
}

export function createSyncClassroomService(client: HttpClient): SyncClassroomService {
  const cache = createPromiseCache<unknown>();
  const get = (path: string, notInlined?: boolean) =>
    client.request({
      service: 'static',
      method: 'GET',
      path,
      noAuth: true,
      retry: true,
      notInlined,
    });
  const orNull = async <T>(load: Promise<unknown>): Promise<T | null> => {
    try {
      return (await load) as T;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const service: SyncClassroomService = {
    // The tag tree and the textbook list are read together and are too large to go inside a
    // server-rendered page (the list is 4.5 MB): the browser fetches them itself.
    tagTree: () =>
      cache.get('tagTree', () => get(SYNC_CLASSROOM_PATHS.tagTree, true)) as Promise<TagNode>,
    textbooks: () =>
      cache.get('textbooks', async () => {
        const version = await get(SYNC_CLASSROOM_PATHS.dataVersion, true);
        // The parts live on file hosts: no session token goes with them.
        const parts = await Promise.all(
          fileUrlsFrom(version).map((url) =>
            client.request({
              absoluteUrl: url,
              method: 'GET',
              noAuth: true,
              retry: true,
              notInlined: true,
            }),
          ),
        );
        return parts.flatMap((part) => listFrom<Textbook>(part));
      }) as Promise<Textbook[]>,
    firstView: (requested, shown) => {
      const selection = selectionKey(requested);
      return client.derivedAnswer(`syncClassroom.firstView ${selection} ${shown}`, async () =>
        textbookView(await service.textbookIndex(), requested, shown),
      );
    },
    textbookIndex: () =>
      cache.get('textbookIndex', async () => {
        const [tree, textbooks] = await Promise.all([service.tagTree(), service.textbooks()]);
        return buildTextbookIndex(tree, textbooks);
      }) as Promise<TextbookIndex>,
    textbook: (courseId) => orNull<Textbook>(get(SYNC_CLASSROOM_PATHS.textbook(courseId))),
    chapterTree: (courseId) =>
      orNull<ContentTreeNode>(get(SYNC_CLASSROOM_PATHS.chapterTree(courseId))),
    lessonResources: async (lessonId) => {
      const answer = (await get(SYNC_CLASSROOM_PATHS.lessonResources(lessonId))) as LessonResources;
      return { ...answer, resources: listFrom<LessonResource>(answer.resources) };
    },
  };
  return service;
}
