import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createStatsService } from './statsService';

const origin = window.location.origin;
const { server, requests } = startMswServer(
  http.get(`${origin}/svc/stats/v1/res_stats/actions/query`, ({ request }) => {
    const ids = new URL(request.url).searchParams.get('res_ids')?.split(',') ?? [];
    return HttpResponse.json(
      ids.map((id) => ({ id, like_count: 1, total_uv: 2, open_live_count: 3 })),
    );
  }),
  http.get(`${origin}/svc/stats/v1/res_stats/:id`, ({ params }) =>
    HttpResponse.json({ id: params.id, like_count: 12, total_uv: 34 }),
  ),
  http.post(`${origin}/svc/stats/v1/res_stats/:id`, () => new HttpResponse(null, { status: 204 })),
);

describe('one resource', () => {
  it('GETs /v1/res_stats/{id} with sdp-app-id', async () => {
    const service = createStatsService(testClient().client);
    await expect(service.one('r1')).resolves.toEqual({ id: 'r1', like_count: 12, total_uv: 34 });
    expect(requests[0].url.pathname).toBe('/svc/stats/v1/res_stats/r1');
    expect(requests[0].headers.get('sdp-app-id')).toBe('local-app-id');
  });

  it('gives null on failure', async () => {
    server.use(
      http.get(
        `${origin}/svc/stats/v1/res_stats/r2`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await expect(createStatsService(testClient().client).one('r2')).resolves.toBeNull();
  });
});

describe('like', () => {
  it('POSTs /v1/res_stats/{id}?type=like with sdp-app-id', async () => {
    await createStatsService(testClient().client).like('r1');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/stats/v1/res_stats/r1');
    expect(requests[0].url.searchParams.get('type')).toBe('like');
    expect(requests[0].headers.get('sdp-app-id')).toBe('local-app-id');
  });
});

describe('many resources', () => {
  it('queries res_ids in batches of 100', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => `r${index}`);
    const stats = await createStatsService(testClient().client).many(ids);
    const batches = requests.map((r) => r.url.searchParams.get('res_ids')?.split(',') ?? []);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(ids);
    expect(requests[0].url.search).toContain('res_ids=r0,r1,');
    expect(requests.every((r) => r.headers.get('sdp-app-id') === 'local-app-id')).toBe(true);
    expect(stats).toHaveLength(250);
    expect(stats[0]).toMatchObject({
      id: 'r0',
      like_count: 1,
      total_uv: 2,
      open_class_live_count: 3,
    });
  });

  it('sends exactly one request for 100 ids', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => `r${index}`);
    await createStatsService(testClient().client).many(ids);
    expect(requests).toHaveLength(1);
  });

  it('gives an empty list when a batch fails', async () => {
    server.use(
      http.get(`${origin}/svc/stats/v1/res_stats/actions/query`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await expect(createStatsService(testClient().client).many(['a', 'b'])).resolves.toEqual([]);
  });

  it('sends nothing for no ids', async () => {
    await expect(createStatsService(testClient().client).many([])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });
});
