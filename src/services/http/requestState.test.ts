import { expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from '../testing/fakes';
import { startMswServer } from '../testing/msw';
import { trackRequest, type RequestState } from './requestState';

const origin = window.location.origin;
startMswServer(
  http.get(`${origin}/svc/course/ok`, () => HttpResponse.json([1])),
  http.get(`${origin}/svc/course/fail`, () => new HttpResponse(null, { status: 500 })),
);

it('reports pending, then finished for a 200 answer', async () => {
  const { client } = testClient();
  const states: RequestState[] = [];
  const answer = await trackRequest(
    client.request({ service: 'course', method: 'GET', path: '/ok' }),
    (state) => states.push(state),
  );
  await Promise.resolve();
  expect(answer).toEqual([1]);
  expect(states).toEqual(['pending', 'finished']);
});

it('reports pending, then error for a 500 answer, and still rejects to the caller', async () => {
  const { client } = testClient();
  const states: RequestState[] = [];
  await expect(
    trackRequest(client.request({ service: 'course', method: 'GET', path: '/fail' }), (state) =>
      states.push(state),
    ),
  ).rejects.toMatchObject({ status: 500 });
  await Promise.resolve();
  expect(states).toEqual(['pending', 'error']);
});
