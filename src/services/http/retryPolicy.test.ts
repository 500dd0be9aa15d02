import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';

const origin = window.location.origin;
const { server, requests } = startMswServer();

function answerInTurn(path: string, statuses: number[]) {
  let call = 0;
  server.use(
    http.get(`${origin}/svc/course${path}`, () => {
      const status = statuses[Math.min(call, statuses.length - 1)];
      call += 1;
      return status === 200
        ? HttpResponse.json({ attempt: call })
        : HttpResponse.json({ message: `failed ${status}` }, { status });
    }),
  );
}

describe('retry of 5xx answers', () => {
  it('retries a retry-enabled call twice (3 identical requests) after 1 s and 2 s', async () => {
    answerInTurn('/flaky', [500]);
    const { client, sleeps } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/flaky', retry: true }),
    ).rejects.toMatchObject({ name: 'HttpError', status: 500, message: 'failed 500' });
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.url.href)).size).toBe(1);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('succeeds when the third attempt answers 200', async () => {
    answerInTurn('/flaky', [500, 500, 200]);
    const { client } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/flaky', retry: true }),
    ).resolves.toEqual({ attempt: 3 });
    expect(requests).toHaveLength(3);
  });

  it('does not retry a 5xx without the retry flag', async () => {
    answerInTurn('/flaky', [502]);
    const { client, sleeps } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/flaky' }),
    ).rejects.toMatchObject({ status: 502 });
    expect(requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('never retries a 4xx, even with the retry flag', async () => {
    answerInTurn('/missing', [404]);
    const { client } = testClient();
    await expect(
      client.request({ service: 'course', method: 'GET', path: '/missing', retry: true }),
    ).rejects.toMatchObject({ status: 404 });
    expect(requests).toHaveLength(1);
  });
});
