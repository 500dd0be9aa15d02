/**
 * Contest service (seed 000 §7, seed 001 §7): detail, the user's enrolment, upload limit, and
 * (issue 13 contract) a work's upload, my works and a work's withdrawal.
 */
import { isRecord, listFrom, segment } from './answers';
import type { Contest, ContestWork, Enrolment, UploadLimit } from './entities';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';
import type { ContestService } from './portalServices';

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
  };
}
