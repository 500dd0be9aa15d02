import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createAnalyticsService, type AnalyticsPayload } from './analyticsService';

const origin = window.location.origin;
const url = `${origin}/svc/analytics/v1/data_collect/xstudy_web`;
const { server, requests } = startMswServer(
  http.post(url, () => new HttpResponse(null, { status: 204 })),
);

const payload: AnalyticsPayload = {
  header: { device_id: 'd-1', platform: 'WEB', user_id: '', user_role: '' },
  events: [
    {
      event_id: 'e-1',
      event_type: 'page_view',
      event_time: 1_780_000_000_000,
      attributes: { path: '/', title: '首页', site_id: 'portal' },
    },
  ],
};

describe('analytics collect (CORE-API-47)', () => {
  it('POSTs {header, events} to /v1/data_collect/xstudy_web with sdp-app-id', async () => {
    const { client } = testClient();
    await expect(createAnalyticsService(client).collect(payload)).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/analytics/v1/data_collect/xstudy_web');
    expect(requests[0].headers.get('sdp-app-id')).toBe(client.env.appId);
    expect(JSON.parse(await requests[0].body())).toEqual(payload);
  });

  it('a failure rejects (the page-view tracker drops it)', async () => {
    server.use(http.post(url, () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    await expect(createAnalyticsService(testClient().client).collect(payload)).rejects.toThrow();
  });
});
