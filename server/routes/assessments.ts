import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { badRequest } from '../http/errors';
import { NO_PARAMS, queryOf, schemas } from '../http/json';
import { TRAINING_ASSESSMENT_RESULTS } from '../seed-data/training';

/**
 * The assessment service (seed 000 §7 "Assessments: GET /v1/assessments/actions/query?
 * assessment_ids=…&assessment_type=… — batches of 100"; ledger CORE-API-18), owned on the front
 * end by src/services/assessmentService.ts. Mounted at `/svc/assessment` (environments.json
 * `local.services.assessment`).
 *
 * - `GET /v1/assessments/actions/query?assessment_ids=a,b&assessment_type=exam` (auth) → the
 *   signed-in learner's results `[{assessment_id, assessment_type, best_score, total_score}]`
 *   of those ids and that type (seed-data/training.ts TRAINING_ASSESSMENT_RESULTS; the stand-in
 *   keeps one result set for every learner). More than 100 ids → 400, as the batch size says.
 */
export const ASSESSMENT_QUERY_PATH = '/v1/assessments/actions/query';
const MAX_IDS = 100;

const assessmentRoutes: FastifyPluginAsync<ServiceContext> = async (app, { authenticate }) => {
  app.get(
    ASSESSMENT_QUERY_PATH,
    {
      preHandler: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: queryOf(
          {
            assessment_ids: schemas.text(10_000, 1),
            assessment_type: schemas.text(64, 1),
          },
          ['assessment_ids', 'assessment_type'],
        ),
      },
    },
    async (request) => {
      const query = request.query as { assessment_ids: string; assessment_type: string };
      const ids = new Set(
        query.assessment_ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      );
      if (ids.size > MAX_IDS) throw badRequest(`assessment_ids 最多 ${MAX_IDS} 个`);
      return TRAINING_ASSESSMENT_RESULTS.filter(
        (result) =>
          ids.has(result.assessment_id) && result.assessment_type === query.assessment_type,
      );
    },
  );
};

export default assessmentRoutes;
