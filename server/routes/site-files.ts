import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { readSettings } from '../data/settings';

/** Files the real site serves from its root; the portal merges web_config.json under app_configs. */
const siteFileRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get('/web_config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readSettings(db, 'web_config');
  });
};

export default siteFileRoutes;
