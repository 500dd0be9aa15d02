/**
 * The subject permission check of the sport and art channels (seed 000 §2 "gated by a subject
 * permission check", §6; ledger CORE-ROUTE-12..14, A-06): the caller's grant per subject,
 * `GET /v1/subject_permissions` on the course service → `{sport: boolean, art: boolean}`.
 * Loaded on first use (src/services/index.ts), so it stays out of the visitor's entry script.
 */
import { isRecord } from './answers';
import type { HttpClient } from './http/types';

/** Subject → granted; a subject the answer does not name as `true` is not granted. */
export type SubjectGrants = Record<string, boolean>;

export async function subjectGrants(client: HttpClient): Promise<SubjectGrants> {
  const answer = await client.request<unknown>({
    service: 'course',
    method: 'GET',
    path: '/v1/subject_permissions',
  });
  if (!isRecord(answer)) return {};
  return Object.fromEntries(
    Object.entries(answer).map(([subject, value]) => [subject, value === true]),
  );
}
