/** Contest service (seed 000 §7, seed 001 §7): detail, the user's enrolment, upload limit. */
import { isRecord, segment } from './answers';
import type { Contest, Enrolment, UploadLimit } from './entities';
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
      return limit;
    },
  };
}
