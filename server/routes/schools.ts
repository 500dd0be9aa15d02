import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { currentUser } from '../auth';
import { MAJORS, SCHOOLS, type SeedSchool } from '../seed-data/schools';
import { bodyOf, NO_PARAMS, NO_QUERY, paramsOf, queryOf, schemas } from '../http/json';

/**
 * Schools, majors and the user profile of the profile form, on the user-centre service (seed
 * 000 §7 "School detail and lists", "Majors"; ledger CORE-API-33/34/35/37):
 *
 * - `GET /v1/school_infos/:id/actions/detail` → the school (404 UC/SCHOOL_NOT_FOUND).
 * - `GET /v1/area_infos/:area_code/school_infos` → the schools of the area (a province or
 *   city code also lists the schools of its districts: codes share the prefix).
 * - `GET /v1/school_infos/from_es?offset&limit&school_name&area_code&grade_section_contain`
 *   → `{items, total}`: name contains `school_name`, in the area, paged.
 * - `GET /v1/schools/:id/majors/codes` → the major codes the school teaches.
 * - `POST /v1/school_infos/:id/majors/actions/search {major_codes, offset, limit}` →
 *   `{items: [{major_code, major_name}], total}`.
 * - `GET` / `PUT /v1/users/:id/profile` (the stand-in's path: the spec shows no save call) →
 *   the signed-in user's own profile, kept in SQLite (`user_profiles`); another user's → 403.
 */

/** Fields the profile may hold; anything else is refused. */
const PROFILE_FIELDS = [
  'area_code',
  'school_id',
  'school_name',
  'grade_section',
  'subject',
  'job_title',
  'honour',
  'national',
  'degree',
  'political_status',
  'info_tech_skill',
  'student_type',
  'major',
  'graduation_year',
] as const;

const profileBody = bodyOf(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, schemas.text(128)])),
);

const MAJOR_SEARCH_MAX = 100;
/** `major_codes` omitted: every major the school teaches. */
const majorSearchBody = bodyOf({
  major_codes: {
    type: 'array',
    maxItems: 500,
    items: { type: 'string', minLength: 1, maxLength: 32 },
  },
  offset: schemas.offset,
  limit: schemas.limit(MAJOR_SEARCH_MAX),
});

const schoolInPath = { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY };

/** Area codes are 6 digits; trailing zeros stand for "every district below". */
function inArea(school: SeedSchool, areaCode: string): boolean {
  const prefix = areaCode.replace(/(00)+$/, '');
  return school.area_code.startsWith(prefix);
}

function schoolOr404(id: string): SeedSchool {
  const school = SCHOOLS.find((it) => it.school_id === id);
  if (!school) throw notFound('学校不存在', 'UC/SCHOOL_NOT_FOUND');
  return school;
}

function wireSchool({ major_codes: _codes, ...school }: SeedSchool) {
  return school;
}

function pageArgument(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw badRequest('分页参数不正确');
  }
  return value;
}

const schoolRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  app.get<{ Params: { id: string } }>(
    '/v1/school_infos/:id/actions/detail',
    { schema: schoolInPath },
    async (request) => wireSchool(schoolOr404(request.params.id)),
  );

  app.get<{ Params: { area_code: string } }>(
    '/v1/area_infos/:area_code/school_infos',
    { schema: { params: paramsOf({ area_code: schemas.areaCode }), querystring: NO_QUERY } },
    async (request) =>
      SCHOOLS.filter((school) => inArea(school, request.params.area_code)).map(wireSchool),
  );

  app.get(
    '/v1/school_infos/from_es',
    {
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({
          offset: schemas.queryInteger(6),
          limit: schemas.queryInteger(3),
          school_name: schemas.text(100),
          area_code: schemas.areaCode,
          // The grade sections are always answered; the portal asks for them all the same.
          grade_section_contain: schemas.queryFlag,
        }),
      },
    },
    async (request) => {
      const query = request.query as {
        offset?: string;
        limit?: string;
        school_name?: string;
        area_code?: string;
      };
      const offset = pageArgument(query.offset, 0, 100_000);
      const limit = pageArgument(query.limit, 20, 100);
      const name = (query.school_name ?? '').trim();
      const area = query.area_code ?? '';
      const found = SCHOOLS.filter(
        (school) => (!name || school.school_name.includes(name)) && (!area || inArea(school, area)),
      );
      return { items: found.slice(offset, offset + limit).map(wireSchool), total: found.length };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v1/schools/:id/majors/codes',
    { schema: schoolInPath },
    async (request) => schoolOr404(request.params.id).major_codes ?? [],
  );

  app.post<{ Params: { id: string } }>(
    '/v1/school_infos/:id/majors/actions/search',
    { schema: { ...schoolInPath, body: majorSearchBody } },
    async (request) => {
      const school = schoolOr404(request.params.id);
      const body = request.body as { major_codes?: string[]; offset?: number; limit?: number };
      const codes = body.major_codes ?? school.major_codes ?? [];
      const offset = body.offset ?? 0;
      const limit = body.limit ?? MAJOR_SEARCH_MAX;
      const taught = new Set(school.major_codes ?? []);
      const found = MAJORS.filter((m) => taught.has(m.major_code) && codes.includes(m.major_code));
      return { items: found.slice(offset, offset + limit), total: found.length };
    },
  );

  const ownId = (requestUserId: string, id: string) => {
    if (requestUserId !== id) throw new ApiError(403, 'UC/PROFILE_FORBIDDEN', '无权查看他人的资料');
    return id;
  };

  app.get<{ Params: { id: string } }>(
    '/v1/users/:id/profile',
    {
      preHandler: authenticate,
      schema: { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY },
    },
    async (request) => {
      const id = ownId(currentUser(request).id, request.params.id);
      const row = db.prepare('SELECT profile FROM user_profiles WHERE user_id = ?').get(id) as
        { profile: string } | undefined;
      return row ? (JSON.parse(row.profile) as Record<string, string>) : {};
    },
  );

  app.put<{ Params: { id: string } }>(
    '/v1/users/:id/profile',
    {
      preHandler: authenticate,
      schema: { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY, body: profileBody },
    },
    async (request) => {
      const id = ownId(currentUser(request).id, request.params.id);
      const body = request.body as Record<string, string>;
      if (body.school_id && !SCHOOLS.some((it) => it.school_id === body.school_id)) {
        throw badRequest('所选学校不存在，请重新选择', 'UC/SCHOOL_NOT_FOUND');
      }
      const profile = Object.fromEntries(
        PROFILE_FIELDS.flatMap((field) => (body[field] ? [[field, body[field]]] : [])),
      );
      db.prepare(
        `INSERT INTO user_profiles (user_id, profile, update_time) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET profile = excluded.profile, update_time = excluded.update_time`,
      ).run(id, JSON.stringify(profile), clock());
      return profile;
    },
  );
};

export default schoolRoutes;
