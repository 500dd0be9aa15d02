/**
 * Contest service (seed 000 §7, seed 001 §7): detail, the user's enrolment, upload limit,
 * (issue 13 contract) a work's upload, my works and a work's withdrawal, and the reviewer's
 * side: whether the user reviews a contest, their review tasks, a score; the contests the user
 * joined (我的活动) and the count of their enrolments in some contests.
 */
import { isRecord, listFrom, segment } from './answers';
import type {
  Contest,
  ContestResultItem,
  ContestResults,
  ContestWork,
  Enrolment,
  JoinedContest,
  ReviewTask,
  UploadLimit,
  EnrolmentForm,
  ContestWorkPage,
  JoinedContestPage,
  ReviewScoreForm,
  ReviewTaskPage,
  ReviewTaskStatus,
  WorkUploadForm,
  WorkUploadOptions,
} from './entities';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

export interface ContestService {
  /** null when the contest does not exist. */
  detail(contestId: string): Promise<Contest | null>;
  /** The current user's enrolment, null when there is none. */
  myEnrolment(contestId: string): Promise<Enrolment | null>;
  uploadLimit(contestId: string): Promise<UploadLimit>;
  /** Enrols the signed-in user; the new enrolment awaits approval (status 0). */
  enrol(contestId: string, form: EnrolmentForm): Promise<Enrolment>;
  /**
   * Submits a work (multipart: title, description, request_id, then the file). Rejects with
   * `HttpError` on a refusal (400, 403 gate, 413, 415: Chinese message) and `AbortedError` when
   * `signal` aborts it.
   */
  uploadWork(
    contestId: string,
    form: WorkUploadForm,
    options?: WorkUploadOptions,
  ): Promise<ContestWork>;
  /** The caller's works in the contest, newest first, withdrawn ones included; `pageNo` from 0. */
  myWorks(
    contestId: string,
    paging: { pageNo: number; pageSize: number },
  ): Promise<ContestWorkPage>;
  /** Withdraws a work; 409 (review started) and 404 (not the caller's) reject with `HttpError`. */
  withdrawWork(workId: string): Promise<ContestWork>;
  /** Whether the signed-in user reviews the contest; an unknown contest rejects (404). */
  isReviewer(contestId: string): Promise<boolean>;
  /** Whether the signed-in user may enrol in a whitelist-restricted contest. */
  isWhitelisted(contestId: string): Promise<boolean>;
  /**
   * The signed-in reviewer's tasks in the contest (`status` filters; `pageNo` from 0) with the
   * counts of both tabs. 403 (not a reviewer, review not open) rejects with `HttpError`.
   */
  reviewTasks(
    contestId: string,
    query: { status?: ReviewTaskStatus; pageNo: number; pageSize: number },
  ): Promise<ReviewTaskPage>;
  /** Saves the reviewer's score; 404, 409 (results published, work withdrawn) reject. */
  scoreReview(taskId: string, form: ReviewScoreForm): Promise<ReviewTask>;
  /**
   * The contests of these ids (POST /contests/actions/search with `contest_ids`, one page of up
   * to 100), in the service's order; ids it does not know are absent. Failures reject.
   */
  search(contestIds: string[]): Promise<Contest[]>;
  /** A contest's published results, ranked; `published: false` before publication. */
  results(contestId: string): Promise<ContestResults>;
  /**
   * The contests the signed-in user joined (POST /contests/actions/search_mine_join), each with
   * `enroll_status`, newest enrolment first; `pageNo` from 0, `statuses` filters the enrolments.
   */
  myJoinedContests(query: {
    pageNo: number;
    pageSize: number;
    statuses?: number[];
  }): Promise<JoinedContestPage>;
  /**
   * How many of the user's enrolments in these contests have one of `statuses` (default [1, 2]):
   * the enrolment list with `page_size: 1`, of which only `total` is read (HD-API-02, A-43).
   */
  enrolmentTotal(contestIds: string[], statuses?: readonly number[]): Promise<number>;
}

export function contestDetailPath(contestId: string): string {
  return `/contests/${segment(contestId)}/actions/detail`;
}

export function contestEnrolsPath(contestId: string): string {
  return `/contests/${segment(contestId)}/enrolls`;
}

export function uploadLimitPath(contestId: string): string {
  return `/contests/${segment(contestId)}/actions/root_upload_limit`;
}

export function contestWorksPath(contestId: string): string {
  return `/contests/${segment(contestId)}/works`;
}

export const MY_WORKS_PATH = '/contests/works/actions/search_mine';

export function withdrawWorkPath(workId: string): string {
  return `/contests/works/${segment(workId)}/actions/withdraw`;
}

/** Seed 000 §7 (CORE-API-30): whether the caller may enrol in a restricted contest. */
export function isWhitelistedPath(contestId: string): string {
  return `/contests/${segment(contestId)}/enrolls/actions/is_whitelisted_user`;
}

export function isReviewerPath(contestId: string): string {
  return `/contests/${segment(contestId)}/review_tasks/actions/is_reviewer`;
}

export function reviewTasksPath(contestId: string): string {
  return `/contests/${segment(contestId)}/review_tasks/actions/search`;
}

export function scoreReviewPath(taskId: string): string {
  return `/contests/review_tasks/${segment(taskId)}/score`;
}

export const CONTEST_SEARCH_PATH = '/contests/actions/search';

/** The contests the signed-in user has joined (我的活动), each with its `enroll_status`. */
export const MY_JOINED_CONTESTS_PATH = '/contests/actions/search_mine_join';

/** The signed-in user's enrolments in some contests (seed 001 §7; HD-API-02). */
export const ENROLMENT_SEARCH_PATH = '/enrolls/actions/search';

/**
 * The statuses the enrolment list query counts (seed 001 §7: `statuses [1,2]`). Ledger A-43:
 * its total only shows "already enrolled" entries such as 我的报名, it never opens an upload.
 */
export const ENROLMENT_TOTAL_STATUSES: readonly number[] = [1, 2];

export function contestResultsPath(contestId: string): string {
  return `/contests/${segment(contestId)}/results`;
}

/** The most ids one search asks for (the service's page size limit). */
export const CONTEST_SEARCH_MAX_IDS = 100;

/** A count of the upload-limit answer, when it is one (older answers have none). */
function countField(answer: Record<string, unknown>, name: string): number | undefined {
  const value = answer[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** An answer that holds something: a non-empty object (the first one of a list). */
function firstRecord(answer: unknown): Record<string, unknown> | null {
  const value: unknown = Array.isArray(answer) ? answer[0] : answer;
  return isRecord(value) && Object.keys(value).length > 0 ? value : null;
}

export function createContestService(client: HttpClient): ContestService {
  return {
    async detail(contestId) {
      try {
        const answer = await client.request({
          service: 'contest',
          method: 'GET',
          path: contestDetailPath(contestId),
        });
        return firstRecord(answer) as Contest | null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async myEnrolment(contestId) {
      try {
        const answer = await client.request({
          service: 'contest',
          method: 'GET',
          path: contestEnrolsPath(contestId),
          query: { include_verify_status: true },
        });
        return firstRecord(answer) as Enrolment | null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async enrol(contestId, form) {
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: contestEnrolsPath(contestId),
        data: form,
      });
      const enrolment = firstRecord(answer);
      if (!enrolment) throw new HttpError(200, 'The enrolment answer was empty');
      return enrolment as unknown as Enrolment;
    },
    async uploadLimit(contestId) {
      const answer = await client.request({
        service: 'contest',
        method: 'GET',
        path: uploadLimitPath(contestId),
      });
      if (typeof answer === 'boolean') return { result: answer };
      if (!isRecord(answer)) return { result: false };
      const limit: UploadLimit = { result: answer.result === true };
      const code = typeof answer.code === 'string' ? Number(answer.code) : answer.code;
      if (typeof code === 'number' && Number.isFinite(code)) limit.code = code;
      for (const name of ['submitted', 'remaining', 'max_works_per_user'] as const) {
        const count = countField(answer, name);
        if (count !== undefined) limit[name] = count;
      }
      return limit;
    },
    async uploadWork(contestId, work, options = {}) {
      // The contract's order: text fields first, the file part last (the stand-in can refuse a
      // bad title before reading the file).
      const body = new FormData();
      body.append('title', work.title);
      body.append('description', work.description);
      body.append('request_id', work.requestId);
      body.append('file', work.file, work.file.name);
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: contestWorksPath(contestId),
        data: body,
        onUploadProgress: options.onProgress,
        signal: options.signal,
      });
      const stored = firstRecord(answer);
      if (!stored) throw new HttpError(200, 'The upload answer was empty');
      return stored as unknown as ContestWork;
    },
    async myWorks(contestId, { pageNo, pageSize }) {
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: MY_WORKS_PATH,
        data: { contest_id: contestId, page_no: pageNo, page_size: pageSize },
      });
      const items = listFrom<ContestWork>(answer);
      const total = isRecord(answer) ? countField(answer, 'total') : undefined;
      return { total: total ?? items.length, items };
    },
    async withdrawWork(workId) {
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: withdrawWorkPath(workId),
      });
      const work = firstRecord(answer);
      if (!work) throw new HttpError(200, 'The withdrawal answer was empty');
      return work as unknown as ContestWork;
    },
    async isWhitelisted(contestId) {
      const answer = await client.request({
        service: 'contest',
        method: 'GET',
        path: isWhitelistedPath(contestId),
      });
      // Only an explicit true lets the visitor enrol in a restricted contest.
      return isRecord(answer) && answer.is_whitelisted_user === true;
    },
    async isReviewer(contestId) {
      const answer = await client.request({
        service: 'contest',
        method: 'GET',
        path: isReviewerPath(contestId),
      });
      // Only an explicit true lets the reviewer in: anything else is "not a reviewer".
      return isRecord(answer) && answer.is_reviewer === true;
    },
    async reviewTasks(contestId, { status, pageNo, pageSize }) {
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: reviewTasksPath(contestId),
        data: { ...(status ? { status } : {}), page_no: pageNo, page_size: pageSize },
      });
      const items = listFrom<ReviewTask>(answer);
      const count = (name: string) => (isRecord(answer) ? countField(answer, name) : undefined);
      return {
        total: count('total') ?? items.length,
        pending_total: count('pending_total') ?? 0,
        scored_total: count('scored_total') ?? 0,
        items,
      };
    },
    async scoreReview(taskId, { score, comment }) {
      const answer = await client.request({
        service: 'contest',
        method: 'PUT',
        path: scoreReviewPath(taskId),
        data: { score, comment },
      });
      const task = firstRecord(answer);
      if (!task) throw new HttpError(200, 'The score answer was empty');
      return task as unknown as ReviewTask;
    },
    async search(contestIds) {
      const ids = [...new Set(contestIds)].slice(0, CONTEST_SEARCH_MAX_IDS);
      if (ids.length === 0) return [];
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: CONTEST_SEARCH_PATH,
        data: { contest_ids: ids, page_no: 0, page_size: ids.length },
      });
      // Only entries that name their contest can be matched to a list entry.
      return listFrom<unknown>(answer).filter(
        (item): item is Contest => isRecord(item) && typeof item.contest_id === 'string',
      );
    },
    async myJoinedContests({ pageNo, pageSize, statuses }) {
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: MY_JOINED_CONTESTS_PATH,
        data: { ...(statuses?.length ? { statuses } : {}), page_no: pageNo, page_size: pageSize },
      });
      // An entry without its contest id cannot link anywhere: it is left out.
      const items = listFrom<unknown>(answer).filter(
        (item): item is JoinedContest => isRecord(item) && typeof item.contest_id === 'string',
      );
      const total = isRecord(answer) ? countField(answer, 'total') : undefined;
      return { total: total ?? items.length, items };
    },
    async enrolmentTotal(contestIds, statuses = ENROLMENT_TOTAL_STATUSES) {
      const ids = [...new Set(contestIds)].slice(0, CONTEST_SEARCH_MAX_IDS);
      if (ids.length === 0) return 0;
      // page_size 1: only the total is read, so one row is the least the service can send.
      const answer = await client.request({
        service: 'contest',
        method: 'POST',
        path: ENROLMENT_SEARCH_PATH,
        data: { contest_ids: ids, statuses: [...statuses], page_size: 1 },
      });
      return (isRecord(answer) ? countField(answer, 'total') : undefined) ?? 0;
    },
    async results(contestId) {
      const answer = await client.request({
        service: 'contest',
        method: 'GET',
        path: contestResultsPath(contestId),
      });
      if (!isRecord(answer) || answer.published !== true)
        return { published: false, published_time: null, items: [] };
      const items = listFrom<unknown>(answer).filter(
        (item): item is ContestResultItem =>
          isRecord(item) &&
          typeof item.rank === 'number' &&
          typeof item.title === 'string' &&
          typeof item.score === 'number',
      );
      const results: ContestResults = {
        published: true,
        published_time: typeof answer.published_time === 'string' ? answer.published_time : null,
        items,
      };
      return results;
    },
  };
}
