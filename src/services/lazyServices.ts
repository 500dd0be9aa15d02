/**
 * Services only some pages call, as the runtime hands them out: same interface, code loaded with
 * the first call (`loadOnFirstUse`), so their paths and request shapes stay out of the visitor's
 * entry script (synchronous classroom, library search, the login bridge's third-party login,
 * contests: asked only when a gated button is pressed or a contest page opens).
 */
import type { HttpClient } from './http/types';
import type { LibraryExclusions } from './libraryService';
import type { ContestService, LibrarySearchService, ThirdLoginService } from './portalServices';
import type { ThirdLoginOptions } from './thirdLoginService';
import type { SyncClassroomService } from './syncClassroomService';
import { loadOnFirstUse } from './loadOnFirstUse';

export function createLazySyncClassroomService(client: HttpClient): SyncClassroomService {
  const service = loadOnFirstUse(() =>
    import('./syncClassroomService').then((module) => module.createSyncClassroomService(client)),
  );
  return {
    tagTree: () => service().then((it) => it.tagTree()),
    textbooks: () => service().then((it) => it.textbooks()),
    textbook: (courseId) => service().then((it) => it.textbook(courseId)),
    chapterTree: (courseId) => service().then((it) => it.chapterTree(courseId)),
    lessonResources: (lessonId) => service().then((it) => it.lessonResources(lessonId)),
    textbookIndex: () => service().then((it) => it.textbookIndex()),
    firstView: (requested, shown) => service().then((it) => it.firstView(requested, shown)),
  };
}

export function createLazyLibrarySearchService(
  client: HttpClient,
  exclusions: LibraryExclusions,
): LibrarySearchService {
  const service = loadOnFirstUse(() =>
    import('./librarySearchService').then((module) =>
      module.createLibrarySearchService(client, exclusions),
    ),
  );
  return {
    catalogs: (libraryId) => service().then((it) => it.catalogs(libraryId)),
    search: (libraryId, query) => service().then((it) => it.search(libraryId, query)),
    searchLibraries: (libraryIds) => service().then((it) => it.searchLibraries(libraryIds)),
  };
}

export function createLazyThirdLoginService(
  client: HttpClient,
  options: ThirdLoginOptions,
): ThirdLoginService {
  const service = loadOnFirstUse(() =>
    import('./thirdLoginService').then((module) => module.createThirdLoginService(client, options)),
  );
  return {
    authorizationCode: (request) => service().then((it) => it.authorizationCode(request)),
    createToken: (code, appId) => service().then((it) => it.createToken(code, appId)),
    loginByToken: (token) => service().then((it) => it.loginByToken(token)),
  };
}

export function createLazyContestService(client: HttpClient): ContestService {
  const service = loadOnFirstUse(() =>
    import('./contestService').then((module) => module.createContestService(client)),
  );
  return {
    detail: (contestId) => service().then((it) => it.detail(contestId)),
    myEnrolment: (contestId) => service().then((it) => it.myEnrolment(contestId)),
    uploadLimit: (contestId) => service().then((it) => it.uploadLimit(contestId)),
    enrol: (contestId, form) => service().then((it) => it.enrol(contestId, form)),
    uploadWork: (contestId, form, options) =>
      service().then((it) => it.uploadWork(contestId, form, options)),
    myWorks: (contestId, paging) => service().then((it) => it.myWorks(contestId, paging)),
    withdrawWork: (workId) => service().then((it) => it.withdrawWork(workId)),
    isReviewer: (contestId) => service().then((it) => it.isReviewer(contestId)),
    isWhitelisted: (contestId) => service().then((it) => it.isWhitelisted(contestId)),
    reviewTasks: (contestId, query) => service().then((it) => it.reviewTasks(contestId, query)),
    scoreReview: (taskId, form) => service().then((it) => it.scoreReview(taskId, form)),
    search: (contestIds) => service().then((it) => it.search(contestIds)),
    results: (contestId) => service().then((it) => it.results(contestId)),
    myJoinedContests: (query) => service().then((it) => it.myJoinedContests(query)),
    enrolmentTotal: (ids, statuses) => service().then((it) => it.enrolmentTotal(ids, statuses)),
  };
}
