import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { requireAppId } from '../http/app-id';
import { bodyOf, NO_PARAMS, NO_QUERY, schemas } from '../http/json';

/**
 * The analytics collector (seed 000 §7 `POST /v1/data_collect/xstudy_web`, ledger CORE-API-47),
 * owned on the front end by src/services/analyticsService.ts. The stand-in only accepts the
 * events (204, nothing stored): it exists so the portal's page views do not end in 404s. Like
 * the real gateway it wants the `sdp-app-id` header; the body is checked for the seed 001 §3
 * shape `{ header, events[] }`.
 */
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
      maxItems: 500,
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

const analyticsRoutes: FastifyPluginAsync<ServiceContext> = async (app) => {
  app.addHook('onRequest', requireAppId);
  app.post(
    '/v1/data_collect/xstudy_web',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: bodySchema } },
    async (_request, reply) => reply.code(204).send(),
  );
};

export default analyticsRoutes;
