import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { readSettings } from '../data/settings';
import { NO_PARAMS, openQueryOf } from '../http/json';

/** Files the real site serves from its root; the portal merges web_config.json under app_configs. */
const siteFileRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(
    '/web_config.json',
    { schema: { params: NO_PARAMS, querystring: openQueryOf() } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return readSettings(db, 'web_config');
    },
  );
};

export default siteFileRoutes;
