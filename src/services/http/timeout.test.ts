import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import { TimeoutError } from './errors';

const origin = window.location.origin;
startMswServer(
  http.get(`${origin}/svc/course/hang`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get(`${origin}/svc/course/slow`, async () => {
    await delay(14_000);
    return HttpResponse.json({ slow: true });
  }),
);

// The client loads axios with its first request; load it before the clock is faked so the
// 15 s are counted from the moment the request is sent, as in the browser.
beforeAll(async () => {
  await import('axios');
});

afterEach(() => {
  vi.useRealTimers();
});

it('is still pending at 14.999 s and fails with a TimeoutError at 15 s', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { client } = testClient();
  let outcome: unknown = 'pending';
  void client.request({ service: 'course', method: 'GET', path: '/hang' }).then(
    (value) => (outcome = value),
    (error: unknown) => (outcome = error),
  );
  await vi.advanceTimersByTimeAsync(14_999);
  expect(outcome).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  expect(outcome).toBeInstanceOf(TimeoutError);
  expect(outcome).toMatchObject({ timeoutMs: 15_000 });
});

it('accepts an answer that arrives before 15 s', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { client } = testClient();
  const call = client.request({ service: 'course', method: 'GET', path: '/slow' });
  await vi.advanceTimersByTimeAsync(14_000);
  await expect(call).resolves.toEqual({ slow: true });
});
