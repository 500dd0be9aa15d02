/**
 * Assessments (seed 000 §7 "Assessments: GET /v1/assessments/actions/query?assessment_ids=…
 * &assessment_type=… — batches of 100 — failure gives empty list"; §8 "assessment failures →
 * empty result"; ledger CORE-API-18, CORE-ERR-23). The host is the `assessment` service (§7
 * base path prefixes: "assessment /v1"). A failure of any batch gives `[]`: the page then shows
 * no scores, never an error screen.
 */
import { ASSESSMENT_BATCH_SIZE } from '../lib/specConstants';
import { chunk, isRecord, listFrom } from './answers';
import type { HttpClient, HttpLogger } from './http/types';

export const ASSESSMENT_QUERY_PATH = '/v1/assessments/actions/query';

/** One learner's result of one assessment (an exam of a training project). */
export interface AssessmentResult {
  assessment_id: string;
  /** The learner's best score; null when the answer carries none. */
  best_score: number | null;
  /** The full marks, when the answer says. */
  total_score: number | null;
}

const score = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function resultFrom(item: unknown): AssessmentResult[] {
  if (!isRecord(item)) return [];
  const id = item.assessment_id ?? item.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') return [];
  return [
    {
      assessment_id: String(id),
      best_score: score(item.best_score ?? item.score),
      total_score: score(item.total_score),
    },
  ];
}

/** The results of `assessmentIds` of one type, asked 100 ids at a time; any failure → `[]`. */
export async function queryAssessments(
  client: HttpClient,
  assessmentIds: readonly string[],
  assessmentType: string,
  logger?: HttpLogger,
): Promise<AssessmentResult[]> {
  const ids = [...new Set(assessmentIds.filter((id) => id))];
  if (ids.length === 0) return [];
  try {
    const batches = await Promise.all(
      chunk(ids, ASSESSMENT_BATCH_SIZE).map((batch) =>
        client.request<unknown>({
          service: 'assessment',
          method: 'GET',
          path: ASSESSMENT_QUERY_PATH,
          query: { assessment_ids: batch, assessment_type: assessmentType },
        }),
      ),
    );
    return batches.flatMap((answer) => listFrom<unknown>(answer)).flatMap(resultFrom);
  } catch (error) {
    logger?.warn('assessments query failed', error);
    return [];
  }
}
