import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { bearerToken, currentUser, userForToken } from '../auth';
import { ApiError, notFound } from '../http/errors';
import { DAY_MS, toPlatformTime } from '../time';
import { bodyOf, NO_PARAMS, NO_QUERY, openQueryOf, paramsOf, queryOf, schemas } from '../http/json';
import { TRAINING_EXAMS, TRAINING_HANDBOOK, type TrainingProjectSeed } from '../seed-data/training';

/**
 * Teacher-training projects (seed 000 §2 "/training …", §3 training status, §7; ledger
 * CORE-ROUTE-06, -08..11, CORE-LIVE-25, CORE-API-23). The spec names a training service but
 * shows none of its paths: these are the stand-in's, on the course service.
 *
 * - `GET /v1/trainings?$offset&$limit&type_id` → `{total, items}` of project summaries, newest
 *   begin first; `type_id` (a training type id, seed-data/training.ts TRAINING_TYPE_IDS; ledger
 *   CORE-CAT-10) keeps that type's projects only.
 * - `GET /v1/trainings/:trainId` → one project (courses, libraries, manual); 404 项目不存在.
 * - `GET /v1/trainings/:trainId/exams` (token optional) → `{total, items}` of the project's online
 *   exams (`duration_minutes`, `end_time`, `assessment_id`); `answer_status` is the signed-in
 *   learner's (seed-data TRAINING_EXAMS), null for a visitor. Scores: routes/assessments.ts.
 * - `GET /v1/trainings/:trainId/management` (auth) → the figures of the management view for the
 *   project's administrators; anybody else → 403 `TRAINING/FORBIDDEN`.
 * - `GET /v1/training_works?train_id` (auth) → `{total, items, can_mark}`: a reviewer or
 *   administrator of the project sees every work, anybody else only their own.
 * - `GET /v1/training_works/:workId` (auth) → one work with `can_mark`; 403 for somebody who is
 *   neither its author nor a reviewer; 404 作业不存在.
 * - `POST /v1/training_works/:workId/actions/mark` (auth) body `{score: 0–100, comment: ≤ 500}`
 *   → the marked work; only a reviewer or administrator of its project (403 otherwise).
 *
 * On the static host (`trainingStaticRoutes`): `GET /teacherTraining/live/datas.json` (the
 * teacher-training live list, no auth) and `GET /teacherTraining/handbook.json`.
 */
export const TRAININGS_PATH = '/v1/trainings';
export const TRAINING_WORKS_PATH = '/v1/training_works';
export const TRAINING_LIVE_FILE = '/teacherTraining/live/datas.json';
export const TRAINING_HANDBOOK_FILE = '/teacherTraining/handbook.json';

interface ProjectRow {
  id: string;
  begin_time: number;
  end_time: number;
  create_time: number;
  body: string;
}

type ProjectBody = Omit<TrainingProjectSeed, 'days' | 'palette' | 'notices' | 'dynamics'> & {
  cover_url: string;
  type_id: string;
};

interface WorkRow {
  id: string;
  train_id: string;
  user_id: string;
  submit_time: number;
  body: string;
  score: number | null;
  comment: string | null;
  reviewer: string | null;
  mark_time: number | null;
}

const projectInPath = { params: paramsOf({ trainId: schemas.id }), querystring: NO_QUERY };
const workInPath = { params: paramsOf({ workId: schemas.id }), querystring: NO_QUERY };

const forbidden = (message: string) => new ApiError(403, 'TRAINING/FORBIDDEN', message);

function projectOf(row: ProjectRow) {
  const body = JSON.parse(row.body) as ProjectBody;
  return {
    ...body,
    begin_time: toPlatformTime(row.begin_time),
    end_time: toPlatformTime(row.end_time),
    create_time: toPlatformTime(row.create_time),
  };
}

function summaryOf(row: ProjectRow) {
  const project = projectOf(row);
  return {
    id: project.id,
    title: project.title,
    organizer: project.organizer,
    cover_url: project.cover_url,
    type_code: project.type_code,
    type_id: project.type_id,
    study_hours: project.study_hours,
    enrol_count: project.enrol_count,
    description: project.description,
    begin_time: project.begin_time,
    end_time: project.end_time,
  };
}

function workOf(row: WorkRow, project: { title: string } | undefined) {
  const body = JSON.parse(row.body) as Record<string, unknown>;
  return {
    id: row.id,
    train_id: row.train_id,
    train_title: project?.title ?? '',
    user_id: row.user_id,
    ...body,
    submit_time: toPlatformTime(row.submit_time),
    status: row.score === null ? 0 : 1,
    score: row.score,
    comment: row.comment,
    reviewer_name: row.reviewer,
    mark_time: row.mark_time === null ? null : toPlatformTime(row.mark_time),
  };
}

const trainingRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  const projectRow = (trainId: string) =>
    db.prepare('SELECT * FROM training_projects WHERE id = ?').get(trainId) as
      ProjectRow | undefined;
  const requireProject = (trainId: string) => {
    const row = projectRow(trainId);
    if (!row) throw notFound('培训项目不存在', 'TRAINING/NOT_FOUND');
    return projectOf(row);
  };
  const canMark = (project: ProjectBody, userId: string) =>
    project.reviewers.includes(userId) || project.admins.includes(userId);
  const userName = (userId: string) => {
    const row = db
      .prepare('SELECT real_name, nick_name, user_name FROM users WHERE id = ?')
      .get(userId) as
      { real_name: string | null; nick_name: string | null; user_name: string | null } | undefined;
    return row?.real_name ?? row?.nick_name ?? row?.user_name ?? '';
  };

  app.get(
    TRAININGS_PATH,
    {
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({
          $offset: schemas.queryOffset,
          $limit: schemas.queryLimit,
          type_id: schemas.text(64, 1),
        }),
      },
    },
    async (request) => {
      const query = request.query as { $offset?: string; $limit?: string; type_id?: string };
      const offset = Number(query.$offset ?? 0);
      const limit = Math.min(Math.max(Number(query.$limit ?? 20), 1), 100);
      const rows = (
        db
          .prepare('SELECT * FROM training_projects ORDER BY begin_time DESC, sort_order')
          .all() as ProjectRow[]
      ).filter(
        (row) =>
          query.type_id === undefined ||
          (JSON.parse(row.body) as ProjectBody).type_id === query.type_id,
      );
      return { total: rows.length, items: rows.slice(offset, offset + limit).map(summaryOf) };
    },
  );

  app.get(`${TRAININGS_PATH}/:trainId`, { schema: projectInPath }, async (request) => {
    const { trainId } = request.params as { trainId: string };
    const project: Partial<ReturnType<typeof projectOf>> = { ...requireProject(trainId) };
    // Who administers or reviews, and the management figures, are not for every visitor.
    delete project.admins;
    delete project.reviewers;
    delete project.progress;
    return project;
  });

  app.get(`${TRAININGS_PATH}/:trainId/exams`, { schema: projectInPath }, async (request) => {
    const { trainId } = request.params as { trainId: string };
    const row = projectRow(trainId);
    if (!row) throw notFound('培训项目不存在', 'TRAINING/NOT_FOUND');
    const token = bearerToken(request);
    const signedIn = token !== null && userForToken(db, token, clock()) !== null;
    const items = TRAINING_EXAMS.filter((exam) => exam.train_id === trainId).map((exam) => ({
      id: exam.id,
      title: exam.title,
      duration_minutes: exam.duration_minutes,
      end_time:
        exam.deadlineDaysBeforeEnd === null
          ? null
          : toPlatformTime(row.end_time - exam.deadlineDaysBeforeEnd * DAY_MS),
      answer_status: signedIn ? exam.answer_status : null,
      assessment_id: exam.assessment_id,
    }));
    return { total: items.length, items };
  });

  app.get(
    `${TRAININGS_PATH}/:trainId/management`,
    { preHandler: authenticate, schema: projectInPath },
    async (request) => {
      const { trainId } = request.params as { trainId: string };
      const project = requireProject(trainId);
      const user = currentUser(request);
      if (!project.admins.includes(user.id)) throw forbidden('您不是该培训项目的管理员');
      const works = db
        .prepare(
          `SELECT COUNT(*) AS submitted, COUNT(score) AS marked, AVG(score) AS average
           FROM training_works WHERE train_id = ?`,
        )
        .get(trainId) as { submitted: number; marked: number; average: number | null };
      return {
        train_id: project.id,
        title: project.title,
        enrol_count: project.enrol_count,
        completed_count: project.progress.completed,
        works_submitted: works.submitted,
        works_marked: works.marked,
        average_score: works.average === null ? null : Math.round(works.average * 10) / 10,
        schools: project.progress.schools,
        admins: project.admins.map(userName).filter(Boolean),
        reviewers: project.reviewers.map(userName).filter(Boolean),
      };
    },
  );

  app.get(
    TRAINING_WORKS_PATH,
    {
      preHandler: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({ train_id: schemas.text(100, 1) }, ['train_id']),
      },
    },
    async (request) => {
      const { train_id: trainId } = request.query as { train_id: string };
      const project = requireProject(trainId);
      const user = currentUser(request);
      const marker = canMark(project, user.id);
      const rows = (
        marker
          ? db
              .prepare('SELECT * FROM training_works WHERE train_id = ? ORDER BY submit_time DESC')
              .all(trainId)
          : db
              .prepare(
                `SELECT * FROM training_works WHERE train_id = ? AND user_id = ?
                 ORDER BY submit_time DESC`,
              )
              .all(trainId, user.id)
      ) as WorkRow[];
      return {
        total: rows.length,
        can_mark: marker,
        items: rows.map((row) => workOf(row, project)),
      };
    },
  );

  const workFor = (workId: string, userId: string) => {
    const row = db.prepare('SELECT * FROM training_works WHERE id = ?').get(workId) as
      WorkRow | undefined;
    if (!row) throw notFound('作业不存在', 'TRAINING/WORK_NOT_FOUND');
    const project = requireProject(row.train_id);
    const marker = canMark(project, userId);
    if (row.user_id !== userId && !marker) throw forbidden('无权查看该作业');
    return { row, project, marker };
  };

  app.get(
    `${TRAINING_WORKS_PATH}/:workId`,
    { preHandler: authenticate, schema: workInPath },
    async (request) => {
      const { workId } = request.params as { workId: string };
      const { row, project, marker } = workFor(workId, currentUser(request).id);
      return { ...workOf(row, project), can_mark: marker };
    },
  );

  app.post(
    `${TRAINING_WORKS_PATH}/:workId/actions/mark`,
    {
      preHandler: authenticate,
      schema: {
        ...workInPath,
        body: bodyOf(
          { score: { type: 'integer', minimum: 0, maximum: 100 }, comment: schemas.text(500) },
          ['score'],
        ),
      },
    },
    async (request) => {
      const { workId } = request.params as { workId: string };
      const user = currentUser(request);
      const { project, marker } = workFor(workId, user.id);
      if (!marker) throw forbidden('您不是该作业的评审专家');
      const { score, comment } = request.body as { score: number; comment?: string };
      db.prepare(
        'UPDATE training_works SET score = ?, comment = ?, reviewer = ?, mark_time = ? WHERE id = ?',
      ).run(score, comment?.trim() ?? '', userName(user.id), clock(), workId);
      const row = db.prepare('SELECT * FROM training_works WHERE id = ?').get(workId) as WorkRow;
      return { ...workOf(row, project), can_mark: true };
    },
  );
};

/** The teacher-training files on the static host: the live list and the handbook. */
export const trainingStaticRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  const file = { schema: { params: NO_PARAMS, querystring: openQueryOf() } };
  app.get(TRAINING_LIVE_FILE, file, async (_request, reply) => {
    const rows = db.prepare('SELECT * FROM training_lives ORDER BY sort_order').all() as {
      id: string;
      start_time: number;
      end_time: number;
      create_time: number;
      body: string;
    }[];
    reply.header('Cache-Control', 'public, max-age=60');
    return rows.map((row) => ({
      id: row.id,
      ...(JSON.parse(row.body) as Record<string, unknown>),
      start_time: toPlatformTime(row.start_time),
      end_time: toPlatformTime(row.end_time),
      create_time: toPlatformTime(row.create_time),
    }));
  });

  app.get(TRAINING_HANDBOOK_FILE, file, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return TRAINING_HANDBOOK;
  });
};

export default trainingRoutes;
