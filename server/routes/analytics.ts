import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { requireAppId } from '../http/app-id';

/**
 * The analytics collector (seed 000 §7 `POST /v1/data_collect/xstudy_web`, ledger CORE-API-47),
 * owned on the front end by src/services/analyticsService.ts. The stand-in only accepts the
 * events (204, nothing stored): it exists so the portal's page views do not end in 404s. Like
 * the real gateway it wants the `sdp-app-id` header; the body is checked for the seed 001 §3
 * shape `{ header, events[] }`.
 */
const bodySchema = {
  type: 'object',
  required: ['header', 'events'],
  properties: {
    header: {
      type: 'object',
      required: ['device_id', 'platform'],
      properties: { device_id: { type: 'string' }, platform: { type: 'string' } },
    },
    events: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['event_id', 'event_type', 'event_time'],
        properties: {
          event_id: { type: 'string' },
          event_type: { type: 'string' },
          event_time: { type: 'number' },
          attributes: { type: 'object' },
        },
      },
    },
  },
};

const analyticsRoutes: FastifyPluginAsync<ServiceContext> = async (app) => {
  app.addHook('onRequest', requireAppId);
  app.post(
    '/v1/data_collect/xstudy_web',
    { schema: { body: bodySchema } },
    async (_request, reply) => reply.code(204).send(),
  );
};

export default analyticsRoutes;
