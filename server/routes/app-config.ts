import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { requireAppId } from '../http/app-id';
import { readSettings } from '../data/settings';
import { NO_PARAMS, NO_QUERY, queryOf, schemas } from '../http/json';

/**
 * App configuration service (seed 000 §7 app config, §9 server properties) and the service
 * component config: `GET /v1/component_configs?public=true&formatCode=…&properties=a,b` → the
 * asked public properties of that component (`{ "attachment-preview-enable": true }`); an
 * unknown component answers {}. Values are settings of scope `component:{formatCode}`.
 */
const appConfigRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(
    '/v1/app_configs',
    { onRequest: requireAppId, schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async () => readSettings(db, 'app_config'),
  );

  app.get(
    '/v1/component_configs',
    {
      schema: {
        params: NO_PARAMS,
        // Only public properties are ever answered, so `public=true` is required.
        querystring: queryOf(
          {
            public: schemas.oneOf(['true']),
            formatCode: {
              type: 'string',
              pattern: '^[A-Za-z0-9_-]{1,64}$',
              examples: ['teacher-train'],
            },
            properties: schemas.text(2000),
          },
          ['public', 'formatCode'],
        ),
      },
    },
    async (request) => {
      const query = request.query as { formatCode: string; properties?: string };
      const properties = readSettings(db, `component:${query.formatCode}`);
      const asked = (query.properties ?? '').split(',').filter(Boolean);
      return Object.fromEntries(
        Object.entries(properties).filter(([key]) => asked.length === 0 || asked.includes(key)),
      );
    },
  );
};

export default appConfigRoutes;
