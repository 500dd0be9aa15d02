import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import {
  KEEPALIVE_BODY_LIMIT,
  createAnalyticsService,
  payloadWithin,
  type AnalyticsPayload,
} from './analyticsService';

const origin = window.location.origin;
const url = `${origin}/svc/analytics/v1/data_collect/xstudy_web`;
const eventsUrl = `${origin}/svc/analytics/v1/events`;
const { server, requests } = startMswServer(
  http.post(url, () => new HttpResponse(null, { status: 204 })),
  http.post(eventsUrl, () => HttpResponse.json({ accepted: 1, duplicates: 0 })),
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

describe('analytics sinks (CORE-API-47, HD-ANALYTICS-01)', () => {
  it('portal: POSTs {header, events} to /v1/data_collect/xstudy_web with sdp-app-id', async () => {
    const { client } = testClient();
    await expect(createAnalyticsService(client).send('portal', payload)).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/analytics/v1/data_collect/xstudy_web');
    expect(requests[0].headers.get('sdp-app-id')).toBe(client.env.appId);
    expect(JSON.parse(await requests[0].body())).toEqual(payload);
  });

  it('campaign: POSTs {header, events} to /v1/events with sdp-app-id', async () => {
    const { client } = testClient();
    await createAnalyticsService(client).send('campaign', payload);
    expect(requests).toHaveLength(1);
    expect(requests[0].url.pathname).toBe('/svc/analytics/v1/events');
    expect(requests[0].headers.get('sdp-app-id')).toBe(client.env.appId);
    expect(JSON.parse(await requests[0].body())).toEqual(payload);
  });

  it('a failure rejects with the status (the reporter keeps the events and retries)', async () => {
    server.use(http.post(url, () => HttpResponse.json({ code: 'X' }, { status: 500 })));
    await expect(
      createAnalyticsService(testClient().client).send('portal', payload),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('the unload send', () => {
  it('a keepalive POST with sdp-app-id to the sink, nobody waiting for it', () => {
    const calls: [string, RequestInit][] = [];
    const { client } = testClient();
    const fakeFetch = ((input: string, init: RequestInit) => {
      calls.push([input, init]);
      return Promise.resolve(new Response(null, { status: 200 }));
    }) as unknown as typeof fetch;
    const service = createAnalyticsService(client, { origin: () => origin, fetch: fakeFetch });
    expect(service.sendOnUnload('campaign', payload)).toBe(1);
    expect(calls).toHaveLength(1);
    const [target, init] = calls[0];
    expect(target).toBe(`${origin}/svc/analytics/v1/events`);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect((init.headers as Record<string, string>)['sdp-app-id']).toBe(client.env.appId);
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it('carries only the events that fit the 64 KiB keepalive limit', () => {
    const many: AnalyticsPayload = {
      header: payload.header,
      events: Array.from({ length: 400 }, (_, i) => ({
        ...payload.events[0],
        event_id: `e-${i}`,
        attributes: { path: '/'.padEnd(300, 'x') },
      })),
    };
    const cut = payloadWithin(many, KEEPALIVE_BODY_LIMIT);
    expect(cut.events.length).toBeGreaterThan(100);
    expect(cut.events.length).toBeLessThan(400);
    expect(new TextEncoder().encode(JSON.stringify(cut)).length).toBeLessThanOrEqual(
      KEEPALIVE_BODY_LIMIT,
    );
    expect(
      new TextEncoder().encode(
        JSON.stringify({
          header: many.header,
          events: many.events.slice(0, cut.events.length + 1),
        }),
      ).length,
    ).toBeGreaterThan(KEEPALIVE_BODY_LIMIT);
  });
});
