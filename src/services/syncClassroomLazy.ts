/**
 * The synchronous classroom service as the runtime hands it out: its code (paths, part
 * fetching) loads with the first call, so it stays out of the visitor's entry script, which
 * every page pays for (the entry budget is 130 kB gzip).
 */
import type { HttpClient } from './http/types';
import type { SyncClassroomService } from './syncClassroomService';

export function createLazySyncClassroomService(client: HttpClient): SyncClassroomService {
  let loaded: Promise<SyncClassroomService> | undefined;
  const service = () => {
    loaded ??= import('./syncClassroomService').then(
      (module) => module.createSyncClassroomService(client),
      (error: unknown) => {
        // A failed chunk load is not remembered: the next call (重新加载) tries again.
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  return {
    tagTree: () => service().then((it) => it.tagTree()),
    textbooks: () => service().then((it) => it.textbooks()),
    textbook: (courseId) => service().then((it) => it.textbook(courseId)),
    chapterTree: (courseId) => service().then((it) => it.chapterTree(courseId)),
    lessonResources: (lessonId) => service().then((it) => it.lessonResources(lessonId)),
  };
}
