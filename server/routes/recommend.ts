import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { paramsOf, queryOf, schemas } from '../http/json';

/**
 * Recommendation lists (seed 000 §2 `/recommend/activity`, `/recommend/modelLesson`, §9
 * `recommend_week`; ledger CORE-ROUTE-19, CORE-CONST-14). The spec names the recommendation
 * service but shows no path; this is the stand-in's, on the course service. No login.
 *
 * - `GET /v1/recommends/{activity|modelLesson}?week=week_N` (default `week_1`) → `{week, total,
 *   items: [{id, title, cover_url, source, summary, label, link?, resource_id?,
 *   resource_type?, begin_time?, end_time?}]}`; a week with nothing recommended answers an empty
 *   list. Another kind → 404; a malformed week → 400.
 */
export const RECOMMEND_PATH = '/v1/recommends/:kind';

const recommendRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(
    RECOMMEND_PATH,
    {
      schema: {
        params: paramsOf({ kind: schemas.oneOf(['activity', 'modelLesson']) }),
        querystring: queryOf({
          week: { type: 'string', pattern: '^week_[0-9]{1,2}$', examples: ['week_1'] },
        }),
      },
    },
    async (request) => {
      const { kind } = request.params as { kind: string };
      const week = (request.query as { week?: string }).week ?? 'week_1';
      const rows = db
        .prepare('SELECT item FROM recommends WHERE kind = ? AND week = ? ORDER BY position')
        .all(kind, week) as { item: string }[];
      const items = rows.map((row) => JSON.parse(row.item) as Record<string, unknown>);
      return { week, total: items.length, items };
    },
  );
};

export default recommendRoutes;
