import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { VERSION_PARAM_NAME } from '../../lib/specConstants';
import { MemoryStorage, manualClock, testClient, testEnv } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import { createHttpClient } from './createHttpClient';
import { HttpError } from './errors';
import { versionBucket } from './url';

const origin = window.location.origin;
const { server, requests } = startMswServer(
  http.all(`${origin}/svc/*`, () => HttpResponse.json({ ok: true })),
  http.all('https://cdn.example/*', () => HttpResponse.json({ cdn: true })),
);

describe('base URL per service', () => {
  it('sends a relative service base to the page origin, path joined with one slash', async () => {
    const { client } = testClient();
    await client.request({ service: 'course', method: 'GET', path: '/v2/channels/c1/sections' });
    await client.request({ service: 'stats', method: 'GET', path: 'v1/res_stats/r1' });
    expect(requests.map((r) => `${r.url.origin}${r.url.pathname}`)).toEqual([
      `${origin}/svc/course/v2/channels/c1/sections`,
      `${origin}/svc/stats/v1/res_stats/r1`,
    ]);
  });

  it('uses an absolute service base as given', async () => {
    const env = testEnv({ services: { ...testEnv().services, course: 'https://cdn.example/api' } });
    const { client } = testClient({ env });
    await client.request({ service: 'course', method: 'GET', path: '/x' });
    expect(requests[0].url.href.startsWith('https://cdn.example/api/x?')).toBe(true);
  });

  it('uses absoluteUrl for full URLs (data files) and resolves same-origin paths', async () => {
    const { client } = testClient();
    const answer = await client.request({
      absoluteUrl: 'https://cdn.example/part-1.json',
      method: 'GET',
    });
    await client.request({ absoluteUrl: '/svc/web_config.json', method: 'GET', noAuth: true });
    expect(answer).toEqual({ cdn: true });
    expect(requests[0].url.pathname).toBe('/part-1.json');
    expect(requests[1].url.origin + requests[1].url.pathname).toBe(`${origin}/svc/web_config.json`);
  });

  it('encodes query values and keeps commas readable', async () => {
    const { client } = testClient({ env: testEnv({ appendVersionParam: false }) });
    await client.request({
      service: 'stats',
      method: 'GET',
      path: '/v1/res_stats/actions/query',
      query: { res_ids: ['a', 'b'], q: '中 文&', skip: undefined },
    });
    expect(requests[0].url.search).toBe('?res_ids=a,b&q=%E4%B8%AD%20%E6%96%87%26');
  });
});

describe('headers', () => {
  it('adds Authorization from the session', async () => {
    const { client } = testClient({ getAuthorization: () => 'Bearer abc' });
    await client.request({ service: 'course', method: 'GET', path: '/x' });
    expect(requests[0].headers.get('authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization on a no-auth call or without a session', async () => {
    const { client } = testClient({ getAuthorization: () => 'Bearer abc' });
    await client.request({ service: 'course', method: 'GET', path: '/x', noAuth: true });
    const anonymous = testClient({ getAuthorization: () => null }).client;
    await anonymous.request({ service: 'course', method: 'GET', path: '/x' });
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([null, null]);
  });

  it('adds sdp-app-id = env.appId only when asked', async () => {
    const { client } = testClient();
    await client.request({ service: 'stats', method: 'GET', path: '/a', appIdHeader: true });
    await client.request({ service: 'stats', method: 'GET', path: '/b' });
    expect(requests[0].headers.get('sdp-app-id')).toBe('local-app-id');
    expect(requests[1].headers.get('sdp-app-id')).toBeNull();
  });
});

describe('version parameter (10-minute bucket)', () => {
  it('is floor(now / 600 s) and changes only at a 600 s boundary', async () => {
    const clock = manualClock(Date.UTC(2026, 5, 1, 12, 0, 10)); // 12:00:10
    const { client } = testClient({ clock });
    const send = async () => {
      await client.request({ service: 'course', method: 'GET', path: '/x' });
      return requests[requests.length - 1].url.searchParams.get(VERSION_PARAM_NAME);
    };
    const first = await send();
    expect(first).toBe(String(Math.floor(clock.now() / 600_000)));
    clock.advance(5 * 60_000); // 12:05:10
    expect(await send()).toBe(first);
    clock.advance(6 * 60_000); // 12:11:10
    expect(await send()).toBe(String(Number(first) + 1));
  });

  it('is named _v and bucketed by 600 s', () => {
    expect(VERSION_PARAM_NAME).toBe('_v');
    expect(versionBucket(599_999)).toBe(0);
    expect(versionBucket(600_000)).toBe(1);
  });

  it('is left out when the deployment sets appendVersionParam false', async () => {
    const { client } = testClient({ env: testEnv({ appendVersionParam: false }) });
    await client.request({ service: 'course', method: 'GET', path: '/x', query: { a: 1 } });
    expect(requests[0].url.searchParams.has(VERSION_PARAM_NAME)).toBe(false);
    expect(requests[0].url.searchParams.get('a')).toBe('1');
  });
});

describe('answers', () => {
  it('sends a JSON body and resolves with the parsed JSON answer', async () => {
    server.use(
      http.post(`${origin}/svc/contest/echo`, async ({ request }) =>
        HttpResponse.json({ got: await request.json() }),
      ),
    );
    const { client } = testClient();
    const answer = await client.request({
      service: 'contest',
      method: 'POST',
      path: '/echo',
      data: { a: 1 },
    });
    expect(answer).toEqual({ got: { a: 1 } });
    expect(requests[0].headers.get('content-type')).toContain('application/json');
  });

  it('rejects a 4xx answer with an HttpError carrying status, code and message', async () => {
    server.use(
      http.get(`${origin}/svc/course/missing`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: '不存在' }, { status: 404 }),
      ),
    );
    const { client } = testClient();
    const error = await client
      .request({ service: 'course', method: 'GET', path: '/missing' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: '不存在' });
  });

  it('rejects a network failure with an HttpError of status 0', async () => {
    server.use(http.get(`${origin}/svc/course/down`, () => HttpResponse.error()));
    const client = createHttpClient({
      env: testEnv(),
      getAuthorization: () => null,
      clock: manualClock(),
      storage: new MemoryStorage(),
    });
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/down' }),
    ).rejects.toMatchObject({ name: 'HttpError', status: 0 });
  });
});
