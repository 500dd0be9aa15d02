import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { bodyOf, NO_PARAMS, NO_QUERY, paramsOf, queryOf, schemas } from '../http/json';
import { currentUser } from '../auth';
import {
  contestToWire,
  enrolmentToWire,
  findContest,
  findEnrolment,
  uploadLimit,
  verifyStatusFor,
  type ContestRow,
  type EnrolmentRow,
} from '../data/contests';
import { toPlatformTime } from '../time';
import { ROLE_CODES } from '../../src/runtime/facts/facts';

/** Contest service (seed 001 §3, §4, §5, §7). */

const paging = {
  page_no: schemas.pageNo,
  page_size: schemas.pageSize(100),
};
const statuses = {
  type: 'array',
  maxItems: 10,
  items: { type: 'integer', minimum: 0, maximum: 9 },
};

/** The enrol form. Every field is optional, but a present field must be well formed. */
const enrolBody = bodyOf({
  real_name: schemas.text(50, 1),
  mobile: { type: 'string', pattern: '^1[3-9][0-9]{9}$', examples: ['13800000001'] },
  school_name: schemas.text(100, 1),
  role_code: schemas.oneOf(ROLE_CODES),
  // Fields a campaign adds to its form: the platform keeps them as they are.
  extra: schemas.openObject,
});

const contestParams = paramsOf({ id: schemas.id });

interface Paging {
  page_no?: number;
  page_size?: number;
}

function page<T>(rows: T[], { page_no = 0, page_size = 20 }: Paging) {
  return { total: rows.length, items: rows.slice(page_no * page_size, (page_no + 1) * page_size) };
}

function inClause(values: unknown[]): string {
  return values.map(() => '?').join(', ');
}

/** MM月DD日 in Beijing time, as the campaign messages print dates (ledger A-39). */
function monthDay(epochMs: number): string {
  const text = toPlatformTime(epochMs);
  return `${text.slice(5, 7)}月${text.slice(8, 10)}日`;
}

function assertEnrolmentOpen(contest: ContestRow, now: number): void {
  if (contest.status === 0) throw new ApiError(403, 'CONTEST/NOT_PUBLISHED', '活动暂未发布');
  const opensAt = Math.max(contest.begin_time, contest.enroll_begin_time);
  if (now < opensAt) {
    throw new ApiError(403, 'CONTEST/NOT_STARTED', `活动${monthDay(opensAt)}正式开始，敬请期待`);
  }
  if (now > contest.enroll_end_time || now > contest.end_time) {
    throw new ApiError(403, 'CONTEST/ENROLL_CLOSED', '当前报名已截止，暂时无法报名');
  }
}

const contestRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  const requireContest = (id: string): ContestRow => {
    const contest = findContest(db, id);
    if (!contest) throw notFound('活动不存在', 'CONTEST/NOT_FOUND');
    return contest;
  };

  app.get(
    '/contests/:id/actions/detail',
    { schema: { params: contestParams, querystring: NO_QUERY } },
    async (request) => {
      const { id } = request.params as { id: string };
      return contestToWire(requireContest(id));
    },
  );

  app.get(
    '/contests/:id/enrolls',
    {
      preHandler: authenticate,
      schema: {
        params: contestParams,
        // The verify status is always answered; clients spell the flag either way.
        querystring: queryOf({
          include_verify_status: schemas.queryFlag,
          'include-verify-status': schemas.queryFlag,
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      requireContest(id);
      const enrolment = findEnrolment(db, id, currentUser(request).id);
      // "No enrolment" is an answer, not an error: the client gets JSON null.
      if (!enrolment) return reply.type('application/json; charset=utf-8').send('null');
      return enrolmentToWire(enrolment);
    },
  );

  app.post(
    '/contests/:id/enrolls',
    {
      preHandler: authenticate,
      schema: { params: contestParams, querystring: NO_QUERY, body: enrolBody },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = request.body as {
        real_name?: string;
        mobile?: string;
        school_name?: string;
        role_code?: string;
        extra?: object;
      };
      const user = currentUser(request);
      const now = clock();
      const contest = requireContest(id);
      assertEnrolmentOpen(contest, now);
      if (findEnrolment(db, id, user.id)) {
        throw new ApiError(409, 'CONTEST/ALREADY_ENROLLED', '您已报名，请勿重复报名');
      }
      const form = {
        real_name: body.real_name ?? user.real_name ?? user.nick_name ?? user.user_name,
        mobile: body.mobile ?? null,
        school_name: body.school_name ?? null,
        role_code: body.role_code ?? null,
        extra: body.extra ?? {},
      };
      db.prepare(
        `INSERT INTO enrolments (contest_id, user_id, status, verify_status, online_exam_id,
           exam_highest_score, form, create_time) VALUES (?, ?, 0, ?, ?, NULL, ?, ?)`,
      ).run(id, user.id, verifyStatusFor(0), contest.online_exam_id, JSON.stringify(form), now);
      reply.code(201);
      return enrolmentToWire(findEnrolment(db, id, user.id) as EnrolmentRow);
    },
  );

  app.get(
    '/contests/:id/actions/root_upload_limit',
    { preHandler: authenticate, schema: { params: contestParams, querystring: NO_QUERY } },
    async (request) => {
      const { id } = request.params as { id: string };
      return uploadLimit(db, requireContest(id), currentUser(request).id, clock());
    },
  );

  app.post(
    '/contests/actions/search',
    {
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf({
          contest_ids: schemas.idList(100),
          statuses,
          product: schemas.text(64),
          ...paging,
        }),
      },
    },
    async (request) => {
      const body = request.body as Paging & {
        contest_ids?: string[];
        statuses?: number[];
        product?: string;
      };
      const where: string[] = [];
      const args: unknown[] = [];
      if (body.contest_ids) {
        where.push(`id IN (${inClause(body.contest_ids)})`);
        args.push(...body.contest_ids);
      }
      if (body.statuses?.length) {
        where.push(`status IN (${inClause(body.statuses)})`);
        args.push(...body.statuses);
      }
      if (body.product) {
        where.push('product = ?');
        args.push(body.product);
      }
      const rows = db
        .prepare(
          `SELECT * FROM contests ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY begin_time DESC, id`,
        )
        .all(...args) as ContestRow[];
      return page(rows.map(contestToWire), body);
    },
  );

  app.post(
    '/contests/actions/search_mine_join',
    {
      preHandler: authenticate,
      schema: { params: NO_PARAMS, querystring: NO_QUERY, body: bodyOf({ statuses, ...paging }) },
    },
    async (request) => {
      const body = request.body as Paging & { statuses?: number[] };
      const user = currentUser(request);
      const filter = body.statuses?.length ? `AND e.status IN (${inClause(body.statuses)})` : '';
      const rows = db
        .prepare(
          `SELECT c.*, e.status AS enroll_status FROM contests c JOIN enrolments e ON e.contest_id = c.id
           WHERE e.user_id = ? ${filter} ORDER BY e.create_time DESC, c.id`,
        )
        .all(user.id, ...(body.statuses ?? [])) as (ContestRow & { enroll_status: number })[];
      return page(
        rows.map((row) => ({ ...contestToWire(row), enroll_status: row.enroll_status })),
        body,
      );
    },
  );

  app.post(
    '/enrolls/actions/search',
    {
      preHandler: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf({ contest_ids: schemas.idList(100), statuses, ...paging }, ['contest_ids']),
      },
    },
    async (request) => {
      const body = request.body as Paging & { contest_ids: string[]; statuses?: number[] };
      const user = currentUser(request);
      const filter = body.statuses?.length ? `AND status IN (${inClause(body.statuses)})` : '';
      const rows = db
        .prepare(
          `SELECT * FROM enrolments WHERE user_id = ? AND contest_id IN (${inClause(body.contest_ids)})
           ${filter} ORDER BY create_time DESC, contest_id`,
        )
        .all(user.id, ...body.contest_ids, ...(body.statuses ?? [])) as EnrolmentRow[];
      return page(rows.map(enrolmentToWire), body);
    },
  );

  app.post(
    '/contests/works/actions/search_mine',
    {
      preHandler: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf({ contest_id: schemas.id, ...paging }),
      },
    },
    async (request) => {
      const body = request.body as Paging & { contest_id?: string };
      const user = currentUser(request);
      const rows = db
        .prepare(
          `SELECT * FROM contest_works WHERE user_id = ? ${body.contest_id ? 'AND contest_id = ?' : ''}
           ORDER BY create_time DESC, id`,
        )
        .all(user.id, ...(body.contest_id ? [body.contest_id] : [])) as {
        id: string;
        contest_id: string;
        title: string;
        create_time: number;
      }[];
      return page(
        rows.map((row) => ({
          work_id: row.id,
          contest_id: row.contest_id,
          title: row.title,
          create_time: toPlatformTime(row.create_time),
        })),
        body,
      );
    },
  );
};

export default contestRoutes;
