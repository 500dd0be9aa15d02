import { createReadStream, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { ServiceContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import {
  bodyOf,
  multipartBodyOf,
  multipartDeclarationOf,
  NO_BODY,
  NO_PARAMS,
  NO_QUERY,
  paramsOf,
  openQueryOf,
  queryOf,
  schemas,
  type MultipartBodyDeclaration,
} from '../http/json';
import { assertMultipart, readMultipartUpload } from '../http/multipart';
import { currentUser } from '../auth';
import type { ContestGates } from '../contestGates';
import {
  extensionOf,
  findWork,
  findWorkByRequest,
  mimeTypeOf,
  newFileKey,
  PLACEHOLDER_FILE,
  workToWire,
  type FileLinkSigner,
  type WorkRow,
} from '../data/contestWorks';
import {
  contestDetailToWire,
  contestToWire,
  isWhitelistedUser,
  parentContestId,
  enrolmentToWire,
  findContest,
  findEnrolment,
  submittedWorkCount,
  uploadLimit,
  uploadSettingOf,
  verifyStatusFor,
  type ContestRow,
  type EnrolmentRow,
} from '../data/contests';
import { contestAttachmentsToWire } from '../data/contestAttachments';
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

const workParams = paramsOf({ workId: schemas.id });

/** The submit form (contract of issue 13): text fields, then the file. */
const workBody = multipartBodyOf(
  {
    title: schemas.text(50, 1),
    description: schemas.text(500),
    request_id: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      examples: ['req-0001-abcd'],
    },
  },
  ['title', 'request_id'],
  'file',
);
const WORK_FORM = multipartDeclarationOf(workBody) as MultipartBodyDeclaration;

/** The signed link of a work's file: expiry in epoch ms and the HMAC in hex. */
// A file, opened by the pages' <img>/<video>/<a>: the site's link helper adds its own parameters
// (x-edu-theme), which are tolerated; the two the signature needs are required.
const fileLinkQuery = openQueryOf(
  {
    expires: schemas.queryInteger(15),
    sig: { type: 'string', pattern: '^[0-9a-f]{64}$', examples: ['0'.repeat(64)] },
  },
  ['expires', 'sig'],
);

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

/** RFC 5987 `filename*` value: percent-encoded UTF-8, with the characters it reserves too. */
export function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export interface ContestRoutesOptions extends ServiceContext {
  /** The enrol and upload gates, decided by the shared rules (contestGates.ts). */
  gates: ContestGates;
  /** The works folder beside the database (data/contestWorks.ts openWorksFolder). */
  worksDir: string;
  fileLinks: FileLinkSigner;
}

const REVIEW_STARTED: ReadonlySet<string> = new Set(['reviewing', 'scored']);

const contestRoutes: FastifyPluginAsync<ContestRoutesOptions> = async (
  app,
  { db, clock, authenticate, gates, worksDir, fileLinks, seedDir },
) => {
  // Only this service reads multipart bodies (the upload); its limits are set per request.
  await app.register(multipart, { throwFileSizeLimit: false });
  const work = (row: WorkRow) => workToWire(row, fileLinks, clock());
  /** The caller's own work, else 404: another user's work is not revealed to exist. */
  const requireOwnWork = (workId: string, userId: string): WorkRow => {
    const row = findWork(db, workId);
    if (!row || row.user_id !== userId) throw notFound('作品不存在', 'CONTEST/WORK_NOT_FOUND');
    return row;
  };

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
      return contestDetailToWire(db, requireContest(id), contestAttachmentsToWire(seedDir, id));
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
      // The enrol button's rules (site-configs/shared/gates.json `enroll`) and its texts.
      await gates.assertOpen('enroll', contest, user.id);
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

  // Seed 000 §7 (CORE-API-30, A-47): whether the caller may enrol in a restricted contest.
  app.get(
    '/contests/:id/enrolls/actions/is_whitelisted_user',
    { preHandler: authenticate, schema: { params: contestParams, querystring: NO_QUERY } },
    async (request) => {
      const { id } = request.params as { id: string };
      return {
        is_whitelisted_user: isWhitelistedUser(db, requireContest(id), currentUser(request).id),
      };
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
           ORDER BY create_time DESC, rowid DESC`,
        )
        .all(user.id, ...(body.contest_id ? [body.contest_id] : [])) as WorkRow[];
      return page(rows.map(work), body);
    },
  );

  app.post(
    '/contests/:id/works',
    {
      preHandler: authenticate,
      schema: { params: contestParams, querystring: NO_QUERY, body: workBody },
    },
    async (request, reply) => {
      assertMultipart(request);
      const { id } = request.params as { id: string };
      const user = currentUser(request);
      const contest = requireContest(id);
      const setting = uploadSettingOf(contest);
      let earlier: WorkRow | undefined;
      const upload = await readMultipartUpload(request, WORK_FORM, {
        dir: worksDir,
        acceptedTypes: setting.accepted_types,
        maxFileSize: setting.max_file_size,
        extensionOf,
        beforeFile: async (fields) => {
          // The page sent this submit before (a retry): the work stored then, never a second,
          // even when that work used the last place (the gate would now say the limit is met).
          earlier = findWorkByRequest(db, user.id, fields.request_id);
          if (earlier) return false;
          // Decided before a byte of the file is written: the upload button's rules and texts.
          await gates.assertOpen('upload', contest, user.id);
          return true;
        },
      });
      if (earlier) return work(earlier);
      const file = upload.file;
      if (!file) throw new ApiError(500, 'INTERNAL_ERROR', '服务器开小差了，请稍后重试');
      const fileKey = newFileKey();
      const finalPath = join(worksDir, fileKey);
      const now = clock();
      const workId = `work-${newFileKey()}`;
      try {
        renameSync(file.tempPath, finalPath);
        // The row goes in only with its file in place; a retry that raced this one, or the
        // limit reached meanwhile, is settled inside the same transaction.
        const stored = db.transaction((): { row: WorkRow; created: boolean } => {
          const again = findWorkByRequest(db, user.id, upload.fields.request_id);
          if (again) return { row: again, created: false };
          if (submittedWorkCount(db, contest.id, user.id) >= contest.max_works_per_user)
            throw new ApiError(
              403,
              'GATE/upload.limitReached',
              '您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认',
            );
          db.prepare(
            `INSERT INTO contest_works (id, contest_id, user_id, title, description, file_name,
               file_size, file_type, sha256, file_key, status, score, request_id, create_time,
               update_time)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'submitted', NULL, ?, ?, ?)`,
          ).run(
            workId,
            contest.id,
            user.id,
            upload.fields.title,
            upload.fields.description ?? '',
            file.name,
            file.size,
            mimeTypeOf(file.extension),
            file.sha256,
            fileKey,
            upload.fields.request_id,
            now,
            now,
          );
          // A book review (a writing contest's sub-contest) enrols its author in the
          // sub-contest, awaiting the administrator's approval (seed 001 §4, A-44): the
          // management page approves it, which opens the writing contest's works.
          if (parentContestId(db, contest.id) !== null)
            db.prepare(
              `INSERT OR IGNORE INTO enrolments (contest_id, user_id, status, verify_status,
                 online_exam_id, exam_highest_score, form, create_time)
               VALUES (?, ?, 0, 0, NULL, NULL, '{"book_review":true}', ?)`,
            ).run(contest.id, user.id, now);
          return { row: findWork(db, workId) as WorkRow, created: true };
        })();
        if (!stored.created) rmSync(finalPath, { force: true });
        reply.code(stored.created ? 201 : 200);
        return work(stored.row);
      } catch (error) {
        rmSync(file.tempPath, { force: true });
        rmSync(finalPath, { force: true });
        throw error;
      }
    },
  );

  app.post(
    '/contests/works/:workId/actions/withdraw',
    {
      preHandler: authenticate,
      schema: { params: workParams, querystring: NO_QUERY, body: NO_BODY },
    },
    async (request) => {
      const { workId } = request.params as { workId: string };
      const row = requireOwnWork(workId, currentUser(request).id);
      if (REVIEW_STARTED.has(row.status))
        throw new ApiError(409, 'CONTEST/REVIEW_STARTED', '作品已进入评审，无法撤回');
      // Withdrawing twice answers the withdrawn work again; the file is kept with the row.
      if (row.status !== 'withdrawn')
        db.prepare(
          "UPDATE contest_works SET status = 'withdrawn', update_time = ? WHERE id = ?",
        ).run(clock(), row.id);
      return work(findWork(db, row.id) as WorkRow);
    },
  );

  app.get(
    '/contests/works/:workId/file',
    { schema: { params: workParams, querystring: fileLinkQuery } },
    async (request, reply) => {
      const { workId } = request.params as { workId: string };
      const { expires, sig } = request.query as { expires: string; sig: string };
      // No session: the signed link is the permission (an <img> or <video> sends no token).
      const row = fileLinks.verify(workId, Number(expires), sig, clock())
        ? findWork(db, workId)
        : undefined;
      if (!row) throw notFound('作品不存在', 'CONTEST/WORK_NOT_FOUND');
      reply
        .header('content-type', row.file_type)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeRfc5987(row.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        // A stored HTML or SVG never runs in the site's origin.
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, max-age=3600');
      if (row.file_key === null) return reply.send(PLACEHOLDER_FILE);
      const path = join(worksDir, row.file_key);
      let size: number;
      try {
        size = statSync(path).size;
      } catch {
        throw notFound('作品文件不存在', 'CONTEST/WORK_FILE_MISSING');
      }
      reply.header('content-length', size);
      return reply.send(createReadStream(path));
    },
  );
};

export default contestRoutes;
