import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient, testEnv } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import { createHttpClient } from './createHttpClient';
import { BlockedError, HttpError } from './errors';
import { BLOCKED_UNTIL_STORAGE_KEY } from './rateLimitGate';

const origin = window.location.origin;
const { requests } = startMswServer(
  http.get(`${origin}/svc/course/limited`, () => new HttpResponse(null, { status: 429 })),
  http.get(`${origin}/svc/course/unavailable`, () => new HttpResponse(null, { status: 503 })),
  http.get(`${origin}/svc/course/busy`, () => new HttpResponse(null, { status: 502 })),
  http.all(`${origin}/svc/*`, () => HttpResponse.json({ ok: true })),
);

describe.each([
  [429, '/limited'],
  [503, '/unavailable'],
])('after HTTP %i', (status, path) => {
  it('rejects the call and blocks every further request without sending it', async () => {
    const { client } = testClient();
    await expect(client.request({ service: 'course', method: 'GET', path })).rejects.toMatchObject({
      name: 'HttpError',
      status,
    });
    const sent = requests.length;
    const blocked = await client
      .request({ service: 'stats', method: 'GET', path: '/v1/res_stats/r1' })
      .catch((e: unknown) => e);
    await expect(
      client.request({ service: 'app', method: 'GET', path: '/v1/app_configs' }),
    ).rejects.toBeInstanceOf(BlockedError);
    expect(blocked).toBeInstanceOf(BlockedError);
    expect(requests.length).toBe(sent);
  });
});

describe('the block lasts 600000 ms', () => {
  it('still blocks at 599 999 ms and lets requests through again at 600 000 ms', async () => {
    const { client, clock } = testClient();
    const start = clock.now();
    await client.request({ service: 'course', method: 'GET', path: '/limited' }).catch(() => null);
    expect(client.blockedUntil()).toBe(start + 600_000);

    clock.set(start + 599_999);
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/ok' }),
    ).rejects.toMatchObject({ name: 'BlockedError', blockedUntil: start + 600_000 });
    expect(requests.filter((r) => r.url.pathname === '/svc/course/ok')).toHaveLength(0);

    clock.set(start + 600_000);
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/ok' }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(requests.filter((r) => r.url.pathname === '/svc/course/ok')).toHaveLength(1);
    expect(client.blockedUntil()).toBeNull();
  });

  it('survives a reload: a new client on the same storage is still blocked', async () => {
    const first = testClient();
    await first.client
      .request({ service: 'course', method: 'GET', path: '/unavailable' })
      .catch(() => null);
    expect(first.storage.getItem(BLOCKED_UNTIL_STORAGE_KEY)).toBe(
      String(first.clock.now() + 600_000),
    );

    const reloaded = createHttpClient({
      env: testEnv(),
      getAuthorization: () => null,
      clock: first.clock,
      storage: first.storage,
    });
    const sent = requests.length;
    await expect(
      reloaded.request({ service: 'course', method: 'GET', path: '/ok' }),
    ).rejects.toBeInstanceOf(BlockedError);
    expect(requests.length).toBe(sent);
  });

  it('is not started by other error statuses', async () => {
    const { client } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/busy' }),
    ).rejects.toBeInstanceOf(HttpError);
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/ok' }),
    ).resolves.toEqual({
      ok: true,
    });
  });

  it('stops a retrying call between attempts', async () => {
    const { client } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/unavailable', retry: true }),
    ).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });
});
