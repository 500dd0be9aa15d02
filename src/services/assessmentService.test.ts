import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { queryAssessments } from './assessmentService';
import { createTrainingService } from './trainingService';

const origin = window.location.origin;
const url = `${origin}/svc/assessment/v1/assessments/actions/query`;
const { server, requests } = startMswServer(
  http.get(url, ({ request }) => {
    const ids = new URL(request.url).searchParams.get('assessment_ids')?.split(',') ?? [];
    return HttpResponse.json(
      ids.map((id, index) => ({ assessment_id: id, best_score: index, total_score: 100 })),
    );
  }),
);

describe('assessments query (CORE-API-18)', () => {
  it('asks 120 ids in two requests, 100 then 20, each with assessment_type', async () => {
    const ids = Array.from({ length: 120 }, (_, index) => `as-${index}`);
    const results = await queryAssessments(testClient().client, ids, 'exam');
    expect(requests).toHaveLength(2);
    const batches = requests.map((r) => r.url.searchParams.get('assessment_ids')?.split(',') ?? []);
    expect(batches.map((batch) => batch.length)).toEqual([100, 20]);
    expect(batches.flat()).toEqual(ids);
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.url.pathname).toBe('/svc/assessment/v1/assessments/actions/query');
      expect(request.url.searchParams.get('assessment_type')).toBe('exam');
    }
    expect(results).toHaveLength(120);
    expect(results[0]).toEqual({ assessment_id: 'as-0', best_score: 0, total_score: 100 });
  });

  it('a 500 gives an empty list, not an error (CORE-ERR-23)', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    await expect(queryAssessments(testClient().client, ['as-1'], 'exam')).resolves.toEqual([]);
  });

  it('a failure of one batch of several gives an empty list', async () => {
    server.use(
      http.get(url, ({ request }) =>
        request.url.includes('as-100')
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json([]),
      ),
    );
    const ids = Array.from({ length: 120 }, (_, index) => `as-${index}`);
    await expect(queryAssessments(testClient().client, ids, 'exam')).resolves.toEqual([]);
  });

  it('no ids: no request', async () => {
    await expect(queryAssessments(testClient().client, ['', ''], 'exam')).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it("the training service asks the exams' results with assessment_type exam", async () => {
    const results = await createTrainingService(testClient().client).examResults(['a', 'b']);
    expect(results.map((result) => result.assessment_id)).toEqual(['a', 'b']);
    expect(requests[0].url.searchParams.get('assessment_ids')).toBe('a,b');
    expect(requests[0].url.searchParams.get('assessment_type')).toBe('exam');
  });
});
