import type { FastifyPluginAsync } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { ServiceContext } from '../context';
import { badRequest } from '../http/errors';
import { requireAppId } from '../http/app-id';
import { NO_BODY, NO_PARAMS, NO_QUERY, paramsOf, queryOf, schemas } from '../http/json';
import { currentUser } from '../auth';
import { toPlatformTime } from '../time';

/** Resource statistics (seed 000 §3 resource stats, §7 stats calls). */

export const STATS_BATCH_LIMIT = 100;
const RESOURCE_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** One id of a `res_ids` list (the list itself is one query parameter). */
function checkId(id: string): string {
  if (!RESOURCE_ID.test(id)) throw badRequest('资源 ID 格式不正确');
  return id;
}

const resourceParams = paramsOf({ id: schemas.id });

/** Unknown resources simply have no activity yet: they answer zeros rather than 404. */
function statsOf(db: Database, id: string) {
  const row = db
    .prepare(
      `SELECT s.base_like_count, s.total_uv, s.open_class_live_count,
         (SELECT COUNT(*) FROM likes l WHERE l.res_id = ?) AS likes
       FROM (SELECT 1) LEFT JOIN res_stats s ON s.id = ?`,
    )
    .get(id, id) as {
    base_like_count: number | null;
    total_uv: number | null;
    open_class_live_count: number | null;
    likes: number;
  };
  return {
    id,
    like_count: (row.base_like_count ?? 0) + row.likes,
    total_uv: row.total_uv ?? 0,
    open_class_live_count: row.open_class_live_count ?? 0,
  };
}

const statsRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  app.addHook('onRequest', requireAppId);

  app.get(
    '/v1/res_stats/actions/query',
    {
      schema: {
        params: NO_PARAMS,
        querystring: queryOf(
          {
            res_ids: {
              type: 'string',
              maxLength: STATS_BATCH_LIMIT * 130,
              pattern: '^[A-Za-z0-9_.:, -]*$',
              examples: ['res-1,res-2'],
            },
          },
          ['res_ids'],
        ),
      },
    },
    async (request) => {
      const { res_ids: raw } = request.query as { res_ids: string };
      const ids = [
        ...new Set(
          (raw ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0) throw badRequest('缺少参数 res_ids');
      if (ids.length > STATS_BATCH_LIMIT) {
        throw badRequest(
          `单次最多查询 ${STATS_BATCH_LIMIT} 个资源，当前 ${ids.length} 个`,
          'STATS/TOO_MANY_IDS',
        );
      }
      return ids.map((id) => statsOf(db, checkId(id)));
    },
  );

  app.get(
    '/v1/res_stats/:id',
    { schema: { params: resourceParams, querystring: NO_QUERY } },
    async (request) => statsOf(db, (request.params as { id: string }).id),
  );

  app.post(
    '/v1/res_stats/:id',
    {
      preHandler: authenticate,
      schema: {
        params: resourceParams,
        // The only statistic a visitor can add is a like.
        querystring: queryOf({ type: schemas.oneOf(['like']) }, ['type']),
        body: NO_BODY,
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const user = currentUser(request);
      const now = clock();
      // A second like by the same user changes nothing: one row per (resource, user).
      db.prepare('INSERT OR IGNORE INTO likes (res_id, user_id, update_time) VALUES (?, ?, ?)').run(
        id,
        user.id,
        now,
      );
      const { update_time: updated } = db
        .prepare('SELECT update_time FROM likes WHERE res_id = ? AND user_id = ?')
        .get(id, user.id) as { update_time: number };
      return { ...statsOf(db, id), like_status: 1, update_time: toPlatformTime(updated) };
    },
  );
};

export default statsRoutes;
