import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app';
import { listAnalyticsEvents } from '../data/analyticsEvents';
import { buildApp, tempDir } from './helpers';

/**
 * Issue 14, point 3: the stand-in's analytics collectors store each event exactly once. The
 * campaign reporter (seed 001 §7 `POST /v1/events`, HD-API-13, HD-ANALYTICS-01/05) and the
 * portal's page views (seed 000 §7 `POST /v1/data_collect/xstudy_web`, CORE-API-47) send a batch
 * again when they got no answer (HD-ANALYTICS-07..09, HD-ERR-20), so a copy must not count twice.
 * The fault switch and counts (scenarios on only) let the front end's tests fail, hang and lose
 * answers on purpose.
 */

const dir = tempDir('analytics-events-');
let server: RunningServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    dbPath: join(dir.path, 'portal.sqlite'),
    distDir: join(dir.path, 'no-dist'),
    scenarios: true,
  });
  app = server.app;
}, 60_000);
afterAll(async () => {
  await server?.close();
  dir.cleanup();
});
beforeEach(async () => {
  const reset = await app.inject({ method: 'POST', url: '/__scenario/analytics/reset' });
  expect(reset.statusCode).toBe(200);
});

const CAMPAIGN = '/svc/analytics/v1/events';
const PORTAL = '/svc/analytics/v1/data_collect/xstudy_web';
const APP_ID = { 'sdp-app-id': 'local-app-id' };
const JSON_TYPE = { 'content-type': 'application/json' };

const header = { device_id: 'd-1', platform: 'WEB', user_id: 'u-teacher', user_role: 'TEACHER' };
const event = (id: string, type = 'menu_view', attributes: Record<string, string> = {}) => ({
  event_id: id,
  event_type: type,
  event_time: 1_780_000_000_000,
  attributes,
});
const batchOf = (...events: ReturnType<typeof event>[]) => ({ header, events });

const post = (url: string, payload: unknown, headers: Record<string, string> = APP_ID) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

interface Counts {
  total: number;
  byType: Record<string, number>;
  bySink: Record<string, number>;
  duplicatesIgnored: number;
  events?: { event_id: string; event_type: string; sink: string; duplicates: number }[];
}
const counts = async (query = ''): Promise<Counts> => {
  const answer = await app.inject({ url: `/__scenario/analytics/counts${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<Counts>();
};
const setFault = async (mode: string, sink?: string) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/__scenario/analytics/fault',
    headers: JSON_TYPE,
    payload: { mode, ...(sink ? { sink } : {}) },
  });
  expect(answer.statusCode).toBe(200);
};
interface NetworkAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
/**
 * A real request over the network, for the faults that cut or hold the connection. Its own
 * connection, closed after the answer (no keep-alive pool a closing server would wait for).
 */
const send = (payload: unknown, options: { signal?: AbortSignal; base?: string } = {}) =>
  new Promise<NetworkAnswer>((resolve, reject) => {
    const request = httpRequest(
      `${options.base ?? server.url}${CAMPAIGN}`,
      {
        method: 'POST',
        agent: false,
        headers: { ...APP_ID, ...JSON_TYPE },
        signal: options.signal,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(payload));
  });
const settledWithin = async (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('each event is stored once', () => {
  it('the same batch posted twice: the second answer reports duplicates, the counts stay', async () => {
    const batch = batchOf(event('e-1'), event('e-2', 'resource_duration', { seconds: '300' }));
    const first = await post(CAMPAIGN, batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 2, duplicates: 0 });
    const second = await post(CAMPAIGN, batch);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ accepted: 0, duplicates: 2 });
    expect(second.headers['x-analytics-accepted']).toBe('0');
    expect(second.headers['x-analytics-duplicates']).toBe('2');
    expect(await counts()).toMatchObject({
      total: 2,
      byType: { menu_view: 1, resource_duration: 1 },
      bySink: { campaign: 2, portal: 0 },
      duplicatesIgnored: 2,
    });
    // Stored with the header of the batch and the event's own fields.
    expect(listAnalyticsEvents(app.portal.db)).toEqual([
      expect.objectContaining({
        sink: 'campaign',
        event_id: 'e-1',
        event_type: 'menu_view',
        event_time: 1_780_000_000_000,
        device_id: 'd-1',
        platform: 'WEB',
        user_id: 'u-teacher',
        user_role: 'TEACHER',
        duplicates: 1,
      }),
      expect.objectContaining({ event_id: 'e-2', attributes: { seconds: '300' }, duplicates: 1 }),
    ]);
  });

  it('a batch that overlaps an earlier one stores only its new events', async () => {
    await post(PORTAL, batchOf(event('p-1', 'page_view'), event('p-2', 'page_view')));
    const overlap = await post(
      PORTAL,
      batchOf(event('p-2', 'page_view'), event('p-3', 'page_view')),
    );
    // The portal's path keeps its 204 without a body; the headers tell the counts.
    expect(overlap.statusCode).toBe(204);
    expect(overlap.body).toBe('');
    expect(overlap.headers['x-analytics-accepted']).toBe('1');
    expect(overlap.headers['x-analytics-duplicates']).toBe('1');
    expect(await counts()).toMatchObject({ total: 3, bySink: { campaign: 0, portal: 3 } });
  });

  it('the two sinks are two services: the same id on each is two events', async () => {
    await post(CAMPAIGN, batchOf(event('same-id')));
    const portal = await post(PORTAL, batchOf(event('same-id', 'page_view')));
    expect(portal.headers['x-analytics-accepted']).toBe('1');
    expect(await counts()).toMatchObject({ total: 2, bySink: { campaign: 1, portal: 1 } });
  });

  it('the same event twice in one batch with the same content is one event and one copy', async () => {
    const answer = await post(CAMPAIGN, batchOf(event('e-1'), event('e-1')));
    expect(answer.json()).toEqual({ accepted: 1, duplicates: 1 });
    expect(await counts()).toMatchObject({ total: 1, duplicatesIgnored: 1 });
  });

  it('500 events in one batch are stored in one transaction, in less than a second', async () => {
    const events = Array.from({ length: 500 }, (_, index) =>
      event(`bulk-${index}`, index % 2 === 0 ? 'menu_view' : 'resource_view', { n: String(index) }),
    );
    const started = performance.now();
    const answer = await post(CAMPAIGN, batchOf(...events));
    const elapsed = performance.now() - started;
    expect(answer.json()).toEqual({ accepted: 500, duplicates: 0 });
    expect(elapsed).toBeLessThan(1000);
    expect(await counts()).toMatchObject({
      total: 500,
      byType: { menu_view: 250, resource_view: 250 },
    });
  });
});

describe('a malformed batch stores none of it', () => {
  it('one malformed event: 400 with a Chinese message, the valid events are not stored either', async () => {
    const bad = { event_id: 'e-bad', event_time: 1_780_000_000_000, attributes: {} };
    const answer = await post(CAMPAIGN, { header, events: [event('e-1'), bad, event('e-2')] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/event_type/),
    });
    expect(answer.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    const wrongType = await post(PORTAL, {
      header,
      events: [event('e-1'), { ...event('e-3'), attributes: { n: 3 } }],
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await counts()).total).toBe(0);
  });

  it('the same id twice with different contents: 400 naming the id, nothing stored', async () => {
    const answer = await post(
      CAMPAIGN,
      batchOf(event('e-0'), event('e-1', 'menu_view'), event('e-1', 'menu_view', { menu: '赛事' })),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '同一批次中事件 e-1 出现多次且内容不同，整批未保存',
    });
    expect((await counts()).total).toBe(0);
  });

  it('more than 500 events: 400; a body over 1 MiB: 413 请求体过大; nothing stored', async () => {
    const many = Array.from({ length: 501 }, (_, index) => event(`many-${index}`));
    const tooMany = await post(CAMPAIGN, batchOf(...many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    const big = Array.from({ length: 150 }, (_, index) =>
      event(`big-${index}`, 'menu_view', { text: '长'.repeat(2048), more: 'x'.repeat(2048) }),
    );
    const tooBig = await post(CAMPAIGN, batchOf(...big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'BODY_TOO_LARGE', message: '请求体过大' });
    expect((await counts()).total).toBe(0);
  });

  it('without sdp-app-id: 400 缺少请求头 sdp-app-id, nothing stored', async () => {
    for (const url of [CAMPAIGN, PORTAL]) {
      const answer = await post(url, batchOf(event('e-1')), {});
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({
        code: 'APP_ID_REQUIRED',
        message: '缺少请求头 sdp-app-id',
      });
    }
    expect((await counts()).total).toBe(0);
  });
});

describe('the fault switch (scenarios on)', () => {
  it('503 and 500 answer that status and store nothing; ok stores again', async () => {
    await setFault('503');
    const unavailable = await post(CAMPAIGN, batchOf(event('e-1')));
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({
      code: 'ANALYTICS/UNAVAILABLE',
      message: '统计服务暂时不可用，请稍后重试',
    });
    await setFault('500');
    const failed = await post(PORTAL, batchOf(event('e-1')));
    expect(failed.statusCode).toBe(500);
    expect(failed.json<{ message: string }>().message).toBe('服务器开小差了，请稍后重试');
    expect((await counts()).total).toBe(0);
    await setFault('ok');
    expect((await post(CAMPAIGN, batchOf(event('e-1')))).statusCode).toBe(200);
    expect((await counts()).total).toBe(1);
  });

  it('a fault can be set for one sink: the other keeps storing', async () => {
    await setFault('503', 'campaign');
    expect((await post(CAMPAIGN, batchOf(event('e-1')))).statusCode).toBe(503);
    expect((await post(PORTAL, batchOf(event('p-1', 'page_view')))).statusCode).toBe(204);
    expect(await counts()).toMatchObject({ total: 1, bySink: { campaign: 0, portal: 1 } });
    const modes = await app.inject({ url: '/__scenario/analytics/counts' });
    expect(modes.json()).toMatchObject({ modes: { campaign: '503', portal: 'ok' } });
  });

  it('lose-answer stores the batch and cuts the connection; the retry adds nothing', async () => {
    const batch = batchOf(event('e-1'), event('e-2'), event('e-3', 'resource_duration'));
    await setFault('lose-answer');
    await expect(send(batch)).rejects.toThrow();
    expect(await counts()).toMatchObject({ total: 3, duplicatesIgnored: 0 });
    // The reporter kept the batch (it heard nothing) and sends it again once the service answers.
    await setFault('ok');
    const retry = await send(batch);
    expect(retry.status).toBe(200);
    expect(JSON.parse(retry.body)).toEqual({ accepted: 0, duplicates: 3 });
    expect(await counts()).toMatchObject({
      total: 3,
      byType: { menu_view: 2, resource_duration: 1 },
      duplicatesIgnored: 3,
    });
  });

  it('hang answers nothing until the switch goes back to ok, then stores and answers', async () => {
    await setFault('hang');
    const pending = send(batchOf(event('e-1')));
    expect(await settledWithin(pending, 400)).toBe(false);
    expect((await counts()).total).toBe(0);
    await setFault('ok');
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ accepted: 1, duplicates: 0 });
    expect((await counts()).total).toBe(1);
  });

  it('a hanging request its client gave up on is never stored', async () => {
    await setFault('hang');
    const abort = new AbortController();
    const pending = send(batchOf(event('e-1')), { signal: abort.signal });
    expect(await settledWithin(pending, 300)).toBe(false);
    abort.abort();
    await expect(pending).rejects.toThrow();
    // Give the server a moment to see the connection go.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await setFault('ok');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await counts()).total).toBe(0);
  });

  it('a hanging request does not keep the server from closing: it is answered 503', async () => {
    const other = await startServer({
      port: 0,
      dbPath: join(dir.path, 'closing.sqlite'),
      distDir: join(dir.path, 'no-dist'),
      scenarios: true,
    });
    const fault = await other.app.inject({
      method: 'POST',
      url: '/__scenario/analytics/fault',
      headers: JSON_TYPE,
      payload: { mode: 'hang' },
    });
    expect(fault.statusCode).toBe(200);
    const pending = send(batchOf(event('e-1')), { base: other.url });
    expect(await settledWithin(pending, 300)).toBe(false);
    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(2000);
    const answer = await pending;
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'ANALYTICS/CLOSING',
      message: '统计服务正在关闭，请稍后重试',
    });
  }, 60_000);

  it('refuses an unknown mode in Chinese and another machine', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/__scenario/analytics/fault',
      headers: JSON_TYPE,
      payload: { mode: 'slow' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    for (const ask of [
      { url: '/__scenario/analytics/counts' },
      {
        method: 'POST' as const,
        url: '/__scenario/analytics/fault',
        headers: JSON_TYPE,
        payload: { mode: '503' },
      },
    ]) {
      const answer = await app.inject({ ...ask, remoteAddress: '10.0.0.5' });
      expect(answer.statusCode, ask.url).toBe(403);
    }
    // Nothing switched: the collector still stores.
    expect((await post(CAMPAIGN, batchOf(event('e-1')))).statusCode).toBe(200);
  });
});

describe('counts', () => {
  it('per type and sink, filtered by ?type=, with the events when asked', async () => {
    await post(
      CAMPAIGN,
      batchOf(event('m-1'), event('m-2'), event('d-1', 'resource_duration', { seconds: '300' })),
    );
    await post(PORTAL, batchOf(event('p-1', 'page_view', { path: '/' })));
    await post(CAMPAIGN, batchOf(event('m-2')));
    expect(await counts()).toEqual({
      total: 4,
      byType: { menu_view: 2, page_view: 1, resource_duration: 1 },
      bySink: { campaign: 3, portal: 1 },
      duplicatesIgnored: 1,
      modes: { campaign: 'ok', portal: 'ok' },
    });
    const menus = await counts('?type=menu_view&events=true');
    expect(menus).toMatchObject({
      total: 2,
      byType: { menu_view: 2 },
      bySink: { campaign: 2, portal: 0 },
      duplicatesIgnored: 1,
    });
    expect(menus.events?.map(({ event_id, duplicates }) => [event_id, duplicates])).toEqual([
      ['m-1', 0],
      ['m-2', 1],
    ]);
    expect((await counts('?sink=portal')).byType).toEqual({ page_view: 1 });
  });

  it('reset empties the table and puts the service back to ok', async () => {
    await post(CAMPAIGN, batchOf(event('e-1')));
    await setFault('503');
    const reset = await app.inject({ method: 'POST', url: '/__scenario/analytics/reset' });
    expect(reset.json()).toEqual({ removed: 1, modes: { campaign: 'ok', portal: 'ok' } });
    expect((await counts()).total).toBe(0);
    expect((await post(CAMPAIGN, batchOf(event('e-1')))).statusCode).toBe(200);
  });
});

describe('without scenarios and in production', () => {
  it('the collectors store, but the switch, counts and reset do not exist (404)', async () => {
    const plain = await buildApp(join(dir.path, 'plain'), { scenarios: false });
    const production = await buildApp(join(dir.path, 'production'), {
      scenarios: true,
      mode: 'production',
    });
    try {
      for (const [name, other] of [
        ['no scenarios', plain],
        ['production', production],
      ] as const) {
        for (const ask of [
          { url: '/__scenario/analytics/counts' },
          {
            method: 'POST' as const,
            url: '/__scenario/analytics/fault',
            headers: JSON_TYPE,
            payload: { mode: 'hang' },
          },
          { method: 'POST' as const, url: '/__scenario/analytics/reset' },
        ]) {
          const answer = await other.inject(ask);
          expect(answer.statusCode, `${name} ${ask.url}`).toBe(404);
          expect(answer.json(), `${name} ${ask.url}`).toEqual({
            code: 'NOT_FOUND',
            message: '接口不存在',
          });
        }
        const batch = batchOf(event('e-1'));
        const stored = await other.inject({
          method: 'POST',
          url: CAMPAIGN,
          payload: batch,
          headers: APP_ID,
        });
        expect(stored.json(), name).toEqual({ accepted: 1, duplicates: 0 });
        const again = await other.inject({
          method: 'POST',
          url: CAMPAIGN,
          payload: batch,
          headers: APP_ID,
        });
        expect(again.json(), name).toEqual({ accepted: 0, duplicates: 1 });
        expect(
          listAnalyticsEvents(other.portal.db).map((row) => row.event_id),
          name,
        ).toEqual(['e-1']);
      }
    } finally {
      await plain.close();
      await production.close();
    }
  }, 60_000);
});
