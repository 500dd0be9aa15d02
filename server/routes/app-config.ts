import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { requireAppId } from '../http/app-id';
import { readSettings } from '../data/settings';
import { ApiError } from '../http/errors';

/**
 * App configuration service (seed 000 §7 app config, §9 server properties) and the service
 * component config: `GET /v1/component_configs?public=true&formatCode=…&properties=a,b` → the
 * asked public properties of that component (`{ "attachment-preview-enable": true }`); an
 * unknown component answers {}. Values are settings of scope `component:{formatCode}`.
 */
const appConfigRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get('/v1/app_configs', { onRequest: requireAppId }, async () =>
    readSettings(db, 'app_config'),
  );

  app.get('/v1/component_configs', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.public !== 'true' || !query.formatCode) {
      throw new ApiError(400, 'APP/INVALID_ARGUMENT', '缺少组件编码');
    }
    const properties = readSettings(db, `component:${query.formatCode}`);
    const asked = (query.properties ?? '').split(',').filter(Boolean);
    return Object.fromEntries(
      Object.entries(properties).filter(([key]) => asked.length === 0 || asked.includes(key)),
    );
  });
};

export default appConfigRoutes;
