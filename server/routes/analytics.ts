import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import {
  ANALYTICS_SINKS,
  conflictingEventId,
  countAnalyticsEvents,
  listAnalyticsEvents,
  resetAnalyticsEvents,
  storeAnalyticsBatch,
  type AnalyticsBatch,
  type AnalyticsFilter,
  type AnalyticsSink,
} from '../data/analyticsEvents';
import { requireBrowserWrite, requireLocalClient, type HostAllowList } from '../http/access';
import { requireAppId } from '../http/app-id';
import { ApiError, badRequest } from '../http/errors';
import { bodyOf, NO_BODY, NO_PARAMS, NO_QUERY, queryOf, schemas } from '../http/json';

/**
 * The two analytics collectors: campaign events (seed 001 §3, §7 `POST /v1/events`, ledger
 * HD-API-13, HD-ANALYTICS-01) and the portal's page views (seed 000 §7
 * `POST /v1/data_collect/xstudy_web`, ledger CORE-API-47), both on the `analytics` service
 * (`/svc/analytics` in the local environment) and both `{ header, events[] }`. Like the real
 * gateway they want the `sdp-app-id` header. Each event is stored once per sink
 * (data/analyticsEvents.ts): the reporters send a batch again when its answer was lost, and a
 * retry must not count twice. `/v1/events` answers 200 `{accepted, duplicates}` (events new and
 * events already stored); the portal's path keeps its 204 without a body (what the page-view
 * tracker's end-to-end test already expects). Both say the same in the headers
 * `x-analytics-accepted` and `x-analytics-duplicates`.
 *
 * With scenarios on (tests and preview, never production), `analyticsControlRoutes` below can
 * make the collectors fail, hang or lose their answer, and reads what they stored.
 */
export const MAX_EVENTS_PER_BATCH = 500;

const bodySchema = bodyOf(
  {
    header: bodyOf(
      {
        device_id: schemas.text(128, 1),
        platform: schemas.text(32, 1),
        user_id: schemas.text(128),
        user_role: schemas.text(64),
      },
      ['device_id', 'platform'],
    ),
    events: {
      type: 'array',
      maxItems: MAX_EVENTS_PER_BATCH,
      items: bodyOf(
        {
          event_id: schemas.text(128, 1),
          event_type: schemas.text(128, 1),
          event_time: schemas.epochMs,
          // Seed 001 §3: an event's attributes are its own name → text pairs.
          attributes: {
            type: 'object',
            maxProperties: 50,
            additionalProperties: schemas.text(2048),
          },
        },
        ['event_id', 'event_type', 'event_time'],
      ),
    },
  },
  ['header', 'events'],
);

export const ANALYTICS_FAULT_MODES = ['ok', '503', '500', 'hang', 'lose-answer'] as const;
/**
 * ok: store and answer; 503 / 500: answer that status, store nothing; hang: no answer until the
 * mode changes (then the new mode applies) or the client gives up; lose-answer: store, then cut
 * the connection without an answer, as when an answer is lost on the way back.
 */
export type AnalyticsFaultMode = (typeof ANALYTICS_FAULT_MODES)[number];

/**
 * The collectors' fault switch, shared by the collectors and the control routes. Every server
 * has one, always `ok` unless the control routes (scenarios on only) change it.
 */
export interface AnalyticsFaultSwitch {
  modeOf(sink: AnalyticsSink): AnalyticsFaultMode;
  /** Sets the mode of one sink, or of both when none is named; wakes the hanging requests. */
  set(mode: AnalyticsFaultMode, sink?: AnalyticsSink): void;
  /**
   * Resolves when a hanging request should look at the mode again: the mode changed or the
   * server is closing (`closing`), or `aborted` when its client went away.
   */
  hold(reply: FastifyReply): Promise<'again' | 'closing' | 'aborted'>;
  /** The server is closing: no request hangs any more, so the close does not wait for them. */
  close(): void;
  readonly closing: boolean;
}

export function createAnalyticsFaultSwitch(): AnalyticsFaultSwitch {
  const modes: Record<AnalyticsSink, AnalyticsFaultMode> = { campaign: 'ok', portal: 'ok' };
  const waiting = new Set<() => void>();
  let closing = false;
  const wakeAll = () => {
    for (const wake of [...waiting]) wake();
  };
  return {
    modeOf: (sink) => modes[sink],
    set(mode, sink) {
      for (const each of sink ? [sink] : ANALYTICS_SINKS) modes[each] = mode;
      wakeAll();
    },
    hold(reply) {
      return new Promise((resolve) => {
        const settle = (outcome: 'again' | 'closing' | 'aborted') => {
          waiting.delete(wake);
          reply.raw.off('close', onClose);
          resolve(outcome);
        };
        const wake = () => settle(closing ? 'closing' : 'again');
        // The response closes before it ended only when the connection went away.
        const onClose = () => settle('aborted');
        if (closing) return resolve('closing');
        waiting.add(wake);
        reply.raw.once('close', onClose);
      });
    },
    close() {
      closing = true;
      wakeAll();
    },
    get closing() {
      return closing;
    },
  };
}

export interface AnalyticsRoutesOptions extends ServiceContext {
  faults: AnalyticsFaultSwitch;
}

const UNAVAILABLE = { code: 'ANALYTICS/UNAVAILABLE', message: '统计服务暂时不可用，请稍后重试' };
const CLOSING = { code: 'ANALYTICS/CLOSING', message: '统计服务正在关闭，请稍后重试' };
const INTERNAL = { code: 'INTERNAL_ERROR', message: '服务器开小差了，请稍后重试' };

const analyticsRoutes: FastifyPluginAsync<AnalyticsRoutesOptions> = async (
  app,
  { db, clock, faults },
) => {
  app.addHook('onRequest', requireAppId);
  // Before the server waits for its open requests: a hanging one would keep it from closing.
  app.addHook('preClose', async () => {
    faults.close();
  });

  const collect = (sink: AnalyticsSink) => async (request: FastifyRequest, reply: FastifyReply) => {
    const batch = request.body as AnalyticsBatch;
    // Checked before any fault: a malformed batch is refused whatever the service's state.
    const conflict = conflictingEventId(batch.events);
    if (conflict !== undefined)
      throw badRequest(`同一批次中事件 ${conflict} 出现多次且内容不同，整批未保存`);
    for (;;) {
      if (faults.closing) throw new ApiError(503, CLOSING.code, CLOSING.message);
      const mode = faults.modeOf(sink);
      if (mode === '503') throw new ApiError(503, UNAVAILABLE.code, UNAVAILABLE.message);
      if (mode === '500') throw new ApiError(500, INTERNAL.code, INTERNAL.message);
      if (mode === 'hang') {
        const outcome = await faults.hold(reply);
        if (outcome === 'aborted') {
          // Nobody to answer: the batch was never taken, as if it never arrived.
          reply.hijack();
          return;
        }
        continue;
      }
      const stored = storeAnalyticsBatch(db, sink, batch, clock());
      if (mode === 'lose-answer') {
        // Stored, but the client never hears so: it will send the same batch again.
        reply.hijack();
        reply.raw.destroy();
        return;
      }
      reply
        .header('x-analytics-accepted', String(stored.accepted))
        .header('x-analytics-duplicates', String(stored.duplicates));
      return sink === 'campaign' ? reply.code(200).send(stored) : reply.code(204).send();
    }
  };

  const input = { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: bodySchema } };
  app.post('/v1/events', input, collect('campaign'));
  app.post('/v1/data_collect/xstudy_web', input, collect('portal'));
};

export default analyticsRoutes;

export interface AnalyticsControlRoutesOptions extends ServiceContext {
  faults: AnalyticsFaultSwitch;
  /** Host names whose pages may switch the faults (http/access.ts). */
  hosts: HostAllowList;
}

const sinkSchema = schemas.oneOf(ANALYTICS_SINKS);

/**
 * Test and QA control of the collectors, registered under `/__scenario/analytics` only when
 * scenarios are on (never in production): the fault switch, the stored counts and a reset.
 * Like the scenario switch it answers this machine only, and a browser's write only from this
 * server's own pages.
 */
export const analyticsControlRoutes: FastifyPluginAsync<AnalyticsControlRoutesOptions> = async (
  app,
  { db, faults, hosts },
) => {
  app.addHook('onRequest', async (request) => {
    requireLocalClient(request, 'SCENARIO/LOCAL_ONLY');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      requireBrowserWrite(request, hosts, 'SCENARIO', { bodyOptional: true });
  });

  const modes = () =>
    Object.fromEntries(ANALYTICS_SINKS.map((sink) => [sink, faults.modeOf(sink)]));

  app.post(
    '/fault',
    {
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf({ mode: schemas.oneOf(ANALYTICS_FAULT_MODES), sink: sinkSchema }, ['mode']),
      },
    },
    async (request) => {
      const { mode, sink } = request.body as { mode: AnalyticsFaultMode; sink?: AnalyticsSink };
      faults.set(mode, sink);
      return { modes: modes() };
    },
  );

  app.get(
    '/counts',
    {
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({
          type: schemas.text(128, 1),
          sink: sinkSchema,
          events: schemas.queryFlag,
        }),
      },
    },
    async (request) => {
      const query = request.query as AnalyticsFilter & { events?: 'true' | 'false' };
      const filter: AnalyticsFilter = { type: query.type, sink: query.sink };
      return {
        ...countAnalyticsEvents(db, filter),
        modes: modes(),
        ...(query.events === 'true' ? { events: listAnalyticsEvents(db, filter) } : {}),
      };
    },
  );

  app.post(
    '/reset',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: NO_BODY } },
    async () => {
      // A test starts from no events and a working service.
      const removed = resetAnalyticsEvents(db);
      faults.set('ok');
      return { removed, modes: modes() };
    },
  );
};
