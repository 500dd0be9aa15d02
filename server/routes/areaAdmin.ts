import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError } from '../http/errors';
import { NO_PARAMS, NO_QUERY, ownValue, paramsOf, schemas } from '../http/json';
import { currentUser } from '../auth';
import { MANAGED_AREAS } from '../seed-data/areaAdmin';

/**
 * Area administration (seed 000 §2 `/areaAdmin`, §6, §7; ledger CORE-API-36), on the user-centre
 * service. Both calls need the signed-in user.
 *
 * - `GET /v1/private/areas` → `[{area_code, area_name}]`: the areas the caller manages (the
 *   stand-in's path; empty for anyone but an area administrator).
 * - `GET /v1/private/areas/schools/:id` (the spec's path; `id` = an area code) →
 *   `{area_code, area_name, items: [{school_id, school_name, grade_sections}]}`; an area the
 *   caller does not manage → 403 `UC/AREA_FORBIDDEN` 无权查看该地区的学校.
 */
const areaAdminRoutes: FastifyPluginAsync<ServiceContext> = async (app, { authenticate }) => {
  const managedBy = (userId: string) => ownValue(MANAGED_AREAS, userId) ?? [];

  app.get(
    '/v1/private/areas',
    { preHandler: authenticate, schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async (request) =>
      managedBy(currentUser(request).id).map(({ area_code, area_name }) => ({
        area_code,
        area_name,
      })),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/private/areas/schools/:id',
    {
      preHandler: authenticate,
      schema: { params: paramsOf({ id: schemas.areaCode }), querystring: NO_QUERY },
    },
    async (request) => {
      const areas = managedBy(currentUser(request).id);
      const area = areas.find((it) => it.area_code === request.params.id);
      if (!area) throw new ApiError(403, 'UC/AREA_FORBIDDEN', '无权查看该地区的学校');
      return { area_code: area.area_code, area_name: area.area_name, items: area.schools };
    },
  );
};

export default areaAdminRoutes;
