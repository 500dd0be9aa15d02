import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { currentUser } from '../auth';
import { ApiError, badRequest, notFound } from '../http/errors';
import {
  bodyOf,
  NO_PARAMS,
  NO_QUERY,
  paramsOf,
  queryOf,
  schemas,
  type JsonSchema,
} from '../http/json';
import {
  applyStudyUpdate,
  courseLessonIds,
  studyRecordsOf,
  type StudyUpdate,
} from '../data/studyRecords';

/**
 * The study-record service (seed 000 §7 names a "study record" service base and shows no paths:
 * these are the stand-in's, on the `studyRecord` base of `site-configs/environments.json`;
 * issue 15 point 4). Everything needs a signed-in user (401 UC/AUTH_INVALID otherwise); data in
 * data/studyRecords.ts.
 *
 * - `GET /v1/study_records?course_id=` or `?resource_ids=a,b` → `{total, items}` of the caller's
 *   records of that course's lessons (404 COURSE/NOT_FOUND for an unknown course) or of those
 *   resources (at most 100), in course order or the order asked; resources never played have
 *   no record.
 * - `PUT /v1/study_records/{resourceId}` body `{session_id, position, duration, watched,
 *   furthest?, ended?, course_id?}` → the record after the update. `watched` is the running
 *   total of seconds played in the viewing session `session_id`, so a repeated update adds
 *   nothing (data/studyRecords.ts). Numbers are seconds, 0 to 86400; duration above 0; position
 *   and furthest at most duration + 1 s (400 STUDY_RECORD/POSITION_INVALID otherwise); a course
 *   must hold the lesson (404 COURSE/NOT_FOUND, COURSE/LESSON_NOT_FOUND).
 */

/** At most this many resources per read, like the stats batch. */
export const STUDY_RECORD_BATCH_LIMIT = 100;
/** Longest media the service takes, in seconds (a day). */
export const MAX_MEDIA_SECONDS = 86_400;
/** How far a reported position may pass the duration (the player's rounding). */
export const POSITION_TOLERANCE_SECONDS = 1;

const RESOURCE_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const seconds: JsonSchema = { type: 'number', minimum: 0, maximum: MAX_MEDIA_SECONDS };

const studyRecordRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  app.get(
    '/v1/study_records',
    {
      preHandler: authenticate,
      schema: {
        params: NO_PARAMS,
        querystring: queryOf({
          course_id: schemas.id,
          resource_ids: {
            type: 'string',
            maxLength: STUDY_RECORD_BATCH_LIMIT * 130,
            pattern: '^[A-Za-z0-9_.:, -]*$',
            examples: ['lesson-1,lesson-2'],
          },
        }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query as { course_id?: string; resource_ids?: string };
      let ids: string[];
      if (query.course_id !== undefined) {
        if (query.resource_ids !== undefined)
          throw badRequest('course_id 与 resource_ids 只能指定其一');
        const lessons = courseLessonIds(db, query.course_id);
        if (!lessons) throw notFound('课程不存在', 'COURSE/NOT_FOUND');
        ids = lessons;
      } else {
        ids = [
          ...new Set(
            (query.resource_ids ?? '')
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ];
        if (ids.length === 0) throw badRequest('请指定课程 course_id 或资源 resource_ids');
        if (ids.some((id) => !RESOURCE_ID.test(id))) throw badRequest('资源 ID 格式不正确');
        if (ids.length > STUDY_RECORD_BATCH_LIMIT)
          throw badRequest(`一次最多查询 ${STUDY_RECORD_BATCH_LIMIT} 个资源`);
      }
      const items = studyRecordsOf(db, user.id, ids);
      return { total: items.length, items };
    },
  );

  app.put(
    '/v1/study_records/:resourceId',
    {
      preHandler: authenticate,
      schema: {
        params: paramsOf({ resourceId: schemas.id }),
        querystring: NO_QUERY,
        body: bodyOf(
          {
            session_id: schemas.id,
            position: seconds,
            duration: seconds,
            watched: seconds,
            furthest: seconds,
            ended: schemas.boolean,
            course_id: schemas.id,
          },
          ['session_id', 'position', 'duration', 'watched'],
        ),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { resourceId } = request.params as { resourceId: string };
      const body = request.body as {
        session_id: string;
        position: number;
        duration: number;
        watched: number;
        furthest?: number;
        ended?: boolean;
        course_id?: string;
      };
      if (!(body.duration > 0))
        throw new ApiError(400, 'STUDY_RECORD/DURATION_INVALID', '媒体时长必须大于 0 秒');
      const limit = body.duration + POSITION_TOLERANCE_SECONDS;
      if (body.position > limit || (body.furthest ?? 0) > limit)
        throw new ApiError(400, 'STUDY_RECORD/POSITION_INVALID', '播放位置不能超过媒体时长');
      if (body.course_id !== undefined) {
        const lessons = courseLessonIds(db, body.course_id);
        if (!lessons) throw notFound('课程不存在', 'COURSE/NOT_FOUND');
        if (!lessons.includes(resourceId)) throw notFound('课时不存在', 'COURSE/LESSON_NOT_FOUND');
      }
      const update: StudyUpdate = {
        sessionId: body.session_id,
        position: body.position,
        duration: body.duration,
        watched: body.watched,
        furthest: body.furthest,
        ended: body.ended,
        courseId: body.course_id,
      };
      return applyStudyUpdate(db, user.id, resourceId, update, clock());
    },
  );
};

export default studyRecordRoutes;
