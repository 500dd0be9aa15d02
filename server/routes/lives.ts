import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { toPlatformTime } from '../time';
import { currentUser } from '../auth';
import { ApiError, notFound } from '../http/errors';
import { NO_BODY, NO_PARAMS, NO_QUERY, ownValue, paramsOf, queryOf, schemas } from '../http/json';

/**
 * The public live-class list (seed 000 §2 `/liveList`, §3 "Live class status: -1 all, 0 not
 * started, 1 in progress, 2 ended"; ledger CORE-LIVE-01, A-10). The spec shows no path for it;
 * this is the stand-in's, on the course service, in the platform's `open_class_lives` family.
 * `status` filters by the server's clock; the portal orders what it gets (src/lib/liveList.ts).
 * No login: anonymous visitors browse the list (CORE-LOGIN-16). `channel` (optional) keeps the
 * lives of one channel (`open_class_live_channels`, server/seed-data/miscPages.ts), e.g.
 * `schoolService` for /schoolService/publicLive.
 *
 * Subscriptions (seed 000 §3 "Live subscription: live_id, is_subscribe", §7 call table; ledger
 * CORE-LIVE-10, -18..21, CORE-API-19/20), both with the user's token (401 otherwise):
 * - `GET …/actions/get_subscription` → `[{live_id, is_subscribe: true}]`, the caller's own;
 * - `POST …/{liveId}/actions/subscribe` with no body (seed 000 §7; a body is refused) → `{live_id,
 *   is_subscribe: true}`; subscribing twice changes nothing; an unknown live → 404 该直播未找到;
 *   a live that has already started → 409 直播已开始，无需预约.
 */
export const LIVE_SEARCH_PATH = '/v1/open_class_lives/actions/search';
export const LIVE_SUBSCRIPTIONS_PATH = '/v1/open_class_lives/actions/get_subscription';
export const LIVE_SUBSCRIBE_PATH = '/v1/open_class_lives/:liveId/actions/subscribe';

interface LiveRow {
  id: string;
  title: string;
  source: string;
  resource_id: string | null;
  cover_url: string;
  start_time: number;
  end_time: number;
  create_time: number;
}

/** Status filter codes (ledger A-10: the filter set, not the time-derived status). */
const FILTER_SQL: Record<string, string> = {
  '-1': '1 = 1',
  '0': 'start_time > @now',
  '1': 'start_time <= @now AND end_time >= @now',
  '2': 'end_time < @now',
};

const liveRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock, authenticate }) => {
  app.get(
    LIVE_SEARCH_PATH,
    {
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({
          status: schemas.oneOf(Object.keys(FILTER_SQL)),
          $offset: schemas.queryOffset,
          $limit: schemas.queryLimit,
          channel: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
            examples: ['schoolService'],
          },
        }),
      },
    },
    async (request) => {
      const query = request.query as {
        status?: string;
        $offset?: string;
        $limit?: string;
        channel?: string;
      };
      // `channel` (e.g. schoolService, /schoolService/publicLive): only that channel's lives.
      // The schema allows only FILTER_SQL's own keys; the lookup stays own-key all the same.
      const filter = ownValue(FILTER_SQL, query.status ?? '-1') ?? FILTER_SQL['-1'];
      const where = query.channel
        ? `${filter} AND id IN
             (SELECT live_id FROM open_class_live_channels WHERE channel = @channel)`
        : filter;
      const offset = Number(query.$offset ?? 0);
      const limit = Math.min(Number(query.$limit ?? 20), 100);
      const params = { now: clock(), offset, limit, channel: query.channel ?? '' };
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM open_class_lives WHERE ${where}`)
        .get(params) as { total: number };
      const rows = db
        .prepare(
          `SELECT * FROM open_class_lives WHERE ${where}
           ORDER BY start_time DESC, id LIMIT @limit OFFSET @offset`,
        )
        .all(params) as LiveRow[];
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          resource_id: row.resource_id,
          cover_url: row.cover_url,
          start_time: toPlatformTime(row.start_time),
          end_time: toPlatformTime(row.end_time),
          create_time: toPlatformTime(row.create_time),
          extra: { source: row.source },
        })),
      };
    },
  );

  app.get(
    LIVE_SUBSCRIPTIONS_PATH,
    { preHandler: authenticate, schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async (request) => {
      const user = currentUser(request);
      const rows = db
        .prepare(
          'SELECT live_id FROM open_class_live_subscriptions WHERE user_id = ? ORDER BY create_time, live_id',
        )
        .all(user.id) as { live_id: string }[];
      return rows.map((row) => ({ live_id: row.live_id, is_subscribe: true }));
    },
  );

  app.post(
    LIVE_SUBSCRIBE_PATH,
    {
      preHandler: authenticate,
      schema: { params: paramsOf({ liveId: schemas.id }), querystring: NO_QUERY, body: NO_BODY },
    },
    async (request) => {
      const user = currentUser(request);
      const { liveId } = request.params as { liveId: string };
      const live = db
        .prepare('SELECT start_time FROM open_class_lives WHERE id = ?')
        .get(liveId) as { start_time: number } | undefined;
      if (!live) throw notFound('该直播未找到', 'LIVE/NOT_FOUND');
      const now = clock();
      if (live.start_time <= now)
        throw new ApiError(409, 'LIVE/ALREADY_STARTED', '直播已开始，无需预约');
      db.prepare(
        'INSERT OR IGNORE INTO open_class_live_subscriptions (live_id, user_id, create_time) VALUES (?, ?, ?)',
      ).run(liveId, user.id, now);
      return { live_id: liveId, is_subscribe: true };
    },
  );
};

export default liveRoutes;
