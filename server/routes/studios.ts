import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { NO_PARAMS, NO_QUERY, paramsOf, queryOf, schemas } from '../http/json';
import { toPlatformTime } from '../time';

/**
 * The studio service (seed 000 §7 names a "studio" service base but shows none of its paths;
 * §2 studio routes and `/lecturer`; ledger CORE-ROUTE-17, -20, -21, CORE-HTTP-01). These paths
 * are the stand-in's. Everything is public (no login), as the studio pages are.
 *
 * - `GET /v1/studios?kind=&keyword=&$offset=&$limit=` → `{total, items: [studio]}`: the studios
 *   of one kind (teach-studio, inst-studio, expert-studio, school-space, ai-studio,
 *   lang-studio), the keyword matched in name, owner and area; in the platform's order.
 * - `GET /v1/studios/{scopeId}` → the studio with its `members`; unknown → 404 该工作室不存在.
 * - `GET /v1/studios/{scopeId}/news?$offset=&$limit=` → `{total, items}` newest first, without
 *   the body; `GET /v1/studios/{scopeId}/news/{newsId}` → one item with its HTML `content`
 *   (the page sanitises it); an item of another studio → 404 该动态不存在.
 * - `GET /v1/studios/{scopeId}/resources?$offset=&$limit=` → `{total, items}` newest first.
 * - `GET /v1/lecturers?subject=&keyword=&$offset=&$limit=` → `{total, items}`, each lecturer
 *   with `course_count` and up to two `courses`; `GET /v1/lecturers/subjects` → the subjects
 *   that have lecturers, in lecturer order; `GET /v1/lecturers/{id}` → one lecturer with every
 *   course and the studio they lead (`studio`, or null).
 */
export const STUDIO_KIND_VALUES = [
  'teach-studio',
  'inst-studio',
  'expert-studio',
  'school-space',
  'ai-studio',
  'lang-studio',
];

const MAX_LIMIT = 50;

interface StudioRow {
  id: string;
  kind: string;
  name: string;
  owner_name: string;
  owner_title: string;
  area: string;
  subject: string | null;
  introduction: string;
  cover_url: string;
  member_count: number;
  resource_count: number;
  visit_count: number;
  create_time: number;
}

interface LecturerRow {
  id: string;
  name: string;
  title: string;
  subject: string;
  stage: string;
  school: string;
  introduction: string;
  avatar_url: string;
  studio_id: string | null;
}

interface CourseRow {
  id: string;
  title: string;
  cover_url: string;
  lesson_count: number;
  learner_count: number;
}

const paging = { $offset: schemas.queryOffset, $limit: schemas.queryLimit };
const keyword = schemas.text(50);

function pageOf(query: { $offset?: string; $limit?: string }) {
  return {
    offset: Number(query.$offset ?? 0),
    limit: Math.max(1, Math.min(Number(query.$limit ?? 20), MAX_LIMIT)),
  };
}

/** A LIKE pattern matching `text` literally anywhere. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function studioWire(row: StudioRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    owner: { name: row.owner_name, title: row.owner_title },
    area: row.area,
    subject: row.subject,
    introduction: row.introduction,
    cover_url: row.cover_url,
    member_count: row.member_count,
    resource_count: row.resource_count,
    visit_count: row.visit_count,
    create_time: toPlatformTime(row.create_time),
  };
}

function courseWire(row: CourseRow) {
  return {
    id: row.id,
    title: row.title,
    cover_url: row.cover_url,
    resource_type: 'assets_video',
    lesson_count: row.lesson_count,
    learner_count: row.learner_count,
  };
}

const studioRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  const studioOr404 = (scopeId: string): StudioRow => {
    const row = db.prepare('SELECT * FROM studios WHERE id = ?').get(scopeId) as
      StudioRow | undefined;
    if (!row) throw notFound('该工作室不存在', 'STUDIO/NOT_FOUND');
    return row;
  };
  const scopeParams = paramsOf({ scopeId: schemas.id });

  app.get(
    '/v1/studios',
    {
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({ kind: schemas.oneOf(STUDIO_KIND_VALUES), keyword, ...paging }, [
          'kind',
        ]),
      },
    },
    async (request) => {
      const query = request.query as { kind: string; keyword?: string; $offset?: string };
      const { offset, limit } = pageOf(query);
      const words = (query.keyword ?? '').trim();
      const where = `kind = @kind${
        words
          ? " AND (name LIKE @like ESCAPE '\\' OR owner_name LIKE @like ESCAPE '\\' OR area LIKE @like ESCAPE '\\')"
          : ''
      }`;
      const params = { kind: query.kind, like: containing(words), offset, limit };
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM studios WHERE ${where}`)
        .get(params) as { total: number };
      const rows = db
        .prepare(
          `SELECT * FROM studios WHERE ${where} ORDER BY sort_order, id LIMIT @limit OFFSET @offset`,
        )
        .all(params) as StudioRow[];
      return { total, items: rows.map(studioWire) };
    },
  );

  app.get(
    '/v1/studios/:scopeId',
    { schema: { params: scopeParams, querystring: NO_QUERY } },
    async (request) => {
      const { scopeId } = request.params as { scopeId: string };
      const row = studioOr404(scopeId);
      const members = db
        .prepare(
          'SELECT name, title, school, role FROM studio_members WHERE studio_id = ? ORDER BY sort_order, name',
        )
        .all(scopeId);
      return { ...studioWire(row), members };
    },
  );

  app.get(
    '/v1/studios/:scopeId/news',
    { schema: { params: scopeParams, querystring: queryOf(paging) } },
    async (request) => {
      const { scopeId } = request.params as { scopeId: string };
      studioOr404(scopeId);
      const { offset, limit } = pageOf(request.query as object);
      const { total } = db
        .prepare('SELECT COUNT(*) AS total FROM studio_news WHERE studio_id = ?')
        .get(scopeId) as { total: number };
      const rows = db
        .prepare(
          `SELECT id, title, summary, publish_time FROM studio_news WHERE studio_id = ?
           ORDER BY publish_time DESC, id LIMIT ? OFFSET ?`,
        )
        .all(scopeId, limit, offset) as {
        id: string;
        title: string;
        summary: string;
        publish_time: number;
      }[];
      return {
        total,
        items: rows.map((row) => ({ ...row, publish_time: toPlatformTime(row.publish_time) })),
      };
    },
  );

  app.get(
    '/v1/studios/:scopeId/news/:newsId',
    {
      schema: {
        params: paramsOf({ scopeId: schemas.id, newsId: schemas.id }),
        querystring: NO_QUERY,
      },
    },
    async (request) => {
      const { scopeId, newsId } = request.params as { scopeId: string; newsId: string };
      studioOr404(scopeId);
      const row = db
        .prepare('SELECT * FROM studio_news WHERE id = ? AND studio_id = ?')
        .get(newsId, scopeId) as
        | {
            id: string;
            studio_id: string;
            title: string;
            summary: string;
            content: string;
            publish_time: number;
          }
        | undefined;
      if (!row) throw notFound('该动态不存在', 'STUDIO/NEWS_NOT_FOUND');
      return { ...row, publish_time: toPlatformTime(row.publish_time) };
    },
  );

  app.get(
    '/v1/studios/:scopeId/resources',
    { schema: { params: scopeParams, querystring: queryOf(paging) } },
    async (request) => {
      const { scopeId } = request.params as { scopeId: string };
      studioOr404(scopeId);
      const { offset, limit } = pageOf(request.query as object);
      const { total } = db
        .prepare('SELECT COUNT(*) AS total FROM studio_resources WHERE studio_id = ?')
        .get(scopeId) as { total: number };
      const rows = db
        .prepare(
          `SELECT id, title, resource_type, cover_url, view_count, create_time FROM studio_resources
           WHERE studio_id = ? ORDER BY create_time DESC, id LIMIT ? OFFSET ?`,
        )
        .all(scopeId, limit, offset) as { create_time: number }[];
      return {
        total,
        items: rows.map((row) => ({ ...row, create_time: toPlatformTime(row.create_time) })),
      };
    },
  );

  const coursesOf = db.prepare(
    `SELECT id, title, cover_url, lesson_count, learner_count FROM lecturer_courses
     WHERE lecturer_id = ? ORDER BY sort_order, id`,
  );
  const lecturerWire = (row: LecturerRow, courseLimit: number) => {
    const courses = coursesOf.all(row.id) as CourseRow[];
    return {
      id: row.id,
      name: row.name,
      title: row.title,
      subject: row.subject,
      stage: row.stage,
      school: row.school,
      introduction: row.introduction,
      avatar_url: row.avatar_url,
      studio_id: row.studio_id,
      course_count: courses.length,
      courses: courses.slice(0, courseLimit).map(courseWire),
    };
  };

  app.get(
    '/v1/lecturers/subjects',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async () => {
      const rows = db
        .prepare('SELECT subject FROM lecturers GROUP BY subject ORDER BY MIN(sort_order)')
        .all() as { subject: string }[];
      return rows.map((row) => row.subject);
    },
  );

  app.get(
    '/v1/lecturers',
    {
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({ subject: schemas.text(20), keyword, ...paging }),
      },
    },
    async (request) => {
      const query = request.query as { subject?: string; keyword?: string };
      const { offset, limit } = pageOf(request.query as object);
      const words = (query.keyword ?? '').trim();
      const conditions = [
        ...(query.subject ? ['subject = @subject'] : []),
        ...(words ? ["(name LIKE @like ESCAPE '\\' OR school LIKE @like ESCAPE '\\')"] : []),
      ];
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const params = { subject: query.subject ?? '', like: containing(words), offset, limit };
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM lecturers ${where}`)
        .get(params) as { total: number };
      const rows = db
        .prepare(
          `SELECT * FROM lecturers ${where} ORDER BY sort_order, id LIMIT @limit OFFSET @offset`,
        )
        .all(params) as LecturerRow[];
      return { total, items: rows.map((row) => lecturerWire(row, 2)) };
    },
  );

  app.get(
    '/v1/lecturers/:id',
    {
      schema: { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const row = db.prepare('SELECT * FROM lecturers WHERE id = ?').get(id) as
        LecturerRow | undefined;
      if (!row) throw notFound('该讲师不存在', 'STUDIO/LECTURER_NOT_FOUND');
      const studio = row.studio_id
        ? (db.prepare('SELECT * FROM studios WHERE id = ?').get(row.studio_id) as
            StudioRow | undefined)
        : undefined;
      return {
        ...lecturerWire(row, Number.MAX_SAFE_INTEGER),
        studio: studio ? { id: studio.id, kind: studio.kind, name: studio.name } : null,
      };
    },
  );
};

export default studioRoutes;
