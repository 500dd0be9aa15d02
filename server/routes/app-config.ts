import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { requireAppId } from '../http/app-id';
import { readSettings } from '../data/settings';

/** App configuration service (seed 000 §7 app config, §9 server properties). */
const appConfigRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get('/v1/app_configs', { onRequest: requireAppId }, async () =>
    readSettings(db, 'app_config'),
  );
};

export default appConfigRoutes;
