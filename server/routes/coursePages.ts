import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import type { ServiceContext } from '../context';
import { bearerToken, currentUser, userForToken } from '../auth';
import { ApiError, notFound } from '../http/errors';
import { bodyOf, NO_PARAMS, NO_QUERY, openQueryOf, paramsOf, schemas } from '../http/json';
import { fromPlatformTime, toPlatformTime } from '../time';
import { COURSES } from '../seed-data/courses';
import { sendDocumentPage } from './contentDetail';
import { markLessonLearned } from '../data/studyRecords';

/**
 * The course pages' calls (seed 000 §2 `{base}/courseIndex`, `{base}/courseDetail`,
 * `{base}/courseDetail/work`, `/teacherTraining/staticTopic`, `/teacherTraining/desk`,
 * `/teacherTraining/honourDetail`; ledger CORE-ROUTE-08, -12, -13, -15). The spec shows no
 * paths for them: these are the stand-in's, on the course service. Content comes from
 * server/seed-data/courses.ts.
 *
 * - `GET /v1/courses/{courseId}` → the course with teachers, chapters, lessons (video sources)
 *   and its work; 404 COURSE/NOT_FOUND 课程不存在.
 * - `POST /v1/courses/{courseId}/progress` (auth) body `{lesson_id}` → `{course_id, learned}`:
 *   the lesson counts as studied (the desk's progress); the course page sends it for a lesson
 *   without media. A lesson with media counts once its study record is finished
 *   (routes/studyRecords.ts).
 * - `GET /v1/courses/{courseId}/works/{workId}` → the work with its course title; 404
 *   COURSE/WORK_NOT_FOUND 作业不存在.
 * - `GET …/works/{workId}/submissions/mine` (auth) → `{work_id, submitted, content?, submit_time?}`.
 * - `POST …/works/{workId}/submissions` (auth) body `{content}` (10–2000 characters after
 *   trimming) → 201 the submission; a second one → 409 COURSE/WORK_SUBMITTED
 *   作业已提交，不可重复提交; after the end time → 409 COURSE/WORK_CLOSED 作业已截止.
 * - `GET /v1/static_topics/{topicId}` → banner, description, sections of courses; 404
 *   COURSE/TOPIC_NOT_FOUND 专题不存在.
 * - `GET /v1/honours/{honourId}` → the honour and its course; with a valid token also
 *   `obtained` and `issue_time` of the caller; 404 COURSE/HONOUR_NOT_FOUND 证书不存在.
 * - `GET /v1/training_desk` (auth) → the caller's courses with progress, totals and honours.
 *
 * `courseAttachmentFileRoutes` (static host): `GET /course-attachments/{courseId}/{attachmentId}/
 * page-{n}.svg` → one page of a course material, drawn like a document resource's pages.
 */
export const WORK_CONTENT_MIN = 10;
export const WORK_CONTENT_MAX = 2000;

interface Lesson {
  id: string;
}
interface CourseDetail {
  id: string;
  title: string;
  area: string;
  cover_url: string;
  hours: number;
  lesson_count: number;
  chapters: { lessons: Lesson[] }[];
  work: { id: string; title: string; end_time: string } | null;
}

function courseOf(db: Database, id: string): CourseDetail | null {
  const row = db.prepare('SELECT detail FROM courses WHERE id = ?').get(id) as
    { detail: string } | undefined;
  return row ? (JSON.parse(row.detail) as CourseDetail) : null;
}

function lessonsOf(course: CourseDetail): Lesson[] {
  return course.chapters.flatMap((chapter) => chapter.lessons);
}

function requireCourse(db: Database, id: string): CourseDetail {
  const course = courseOf(db, id);
  if (!course) throw notFound('课程不存在', 'COURSE/NOT_FOUND');
  return course;
}

function requireWork(db: Database, courseId: string, workId: string) {
  const course = requireCourse(db, courseId);
  if (!course.work || course.work.id !== workId)
    throw notFound('作业不存在', 'COURSE/WORK_NOT_FOUND');
  return { course, work: course.work };
}

/** Path parameters that are all ids, and no query parameter. */
const idsInPath = (...names: string[]) => ({
  params: paramsOf(Object.fromEntries(names.map((name) => [name, schemas.id]))),
  querystring: NO_QUERY,
});

const coursePageRoutes: FastifyPluginAsync<ServiceContext> = async (
  app,
  { db, clock, authenticate },
) => {
  const submissionOf = (workId: string, userId: string) =>
    db
      .prepare(
        'SELECT content, submit_time FROM course_work_submissions WHERE work_id = ? AND user_id = ?',
      )
      .get(workId, userId) as { content: string; submit_time: number } | undefined;

  app.get('/v1/courses/:courseId', { schema: idsInPath('courseId') }, async (request) =>
    requireCourse(db, (request.params as { courseId: string }).courseId),
  );

  app.post(
    '/v1/courses/:courseId/progress',
    {
      preHandler: authenticate,
      schema: {
        ...idsInPath('courseId'),
        body: bodyOf({ lesson_id: schemas.id }, ['lesson_id']),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { courseId } = request.params as { courseId: string };
      const { lesson_id: lessonId } = request.body as { lesson_id: string };
      const course = requireCourse(db, courseId);
      if (!lessonsOf(course).some((lesson) => lesson.id === lessonId))
        throw notFound('课时不存在', 'COURSE/LESSON_NOT_FOUND');
      const learned = markLessonLearned(db, user.id, courseId, lessonId, clock());
      return { course_id: courseId, learned };
    },
  );

  app.get(
    '/v1/courses/:courseId/works/:workId',
    { schema: idsInPath('courseId', 'workId') },
    async (request) => {
      const { courseId, workId } = request.params as { courseId: string; workId: string };
      const { course, work } = requireWork(db, courseId, workId);
      return {
        ...work,
        course: { id: course.id, title: course.title, area: course.area },
      };
    },
  );

  app.get(
    '/v1/courses/:courseId/works/:workId/submissions/mine',
    { preHandler: authenticate, schema: idsInPath('courseId', 'workId') },
    async (request) => {
      const user = currentUser(request);
      const { courseId, workId } = request.params as { courseId: string; workId: string };
      requireWork(db, courseId, workId);
      const row = submissionOf(workId, user.id);
      return row
        ? {
            work_id: workId,
            submitted: true,
            content: row.content,
            submit_time: toPlatformTime(row.submit_time),
          }
        : { work_id: workId, submitted: false };
    },
  );

  app.post(
    '/v1/courses/:courseId/works/:workId/submissions',
    {
      preHandler: authenticate,
      schema: {
        ...idsInPath('courseId', 'workId'),
        // Its length is checked after trimming (WORK_CONTENT_MIN–MAX), with its own message.
        body: bodyOf({ content: schemas.text(WORK_CONTENT_MAX + 200) }, ['content']),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { courseId, workId } = request.params as { courseId: string; workId: string };
      const { work } = requireWork(db, courseId, workId);
      const content = (request.body as { content: string }).content.trim();
      if (content.length < WORK_CONTENT_MIN || content.length > WORK_CONTENT_MAX)
        throw new ApiError(
          400,
          'COURSE/WORK_CONTENT_INVALID',
          `作业内容需为 ${WORK_CONTENT_MIN}–${WORK_CONTENT_MAX} 个字`,
        );
      const now = clock();
      if (now > fromPlatformTime(work.end_time))
        throw new ApiError(409, 'COURSE/WORK_CLOSED', '作业已截止');
      if (submissionOf(workId, user.id))
        throw new ApiError(409, 'COURSE/WORK_SUBMITTED', '作业已提交，不可重复提交');
      db.prepare(
        'INSERT INTO course_work_submissions (work_id, course_id, user_id, content, submit_time) VALUES (?, ?, ?, ?, ?)',
      ).run(workId, courseId, user.id, content, now);
      reply.code(201);
      return { work_id: workId, submitted: true, content, submit_time: toPlatformTime(now) };
    },
  );

  app.get('/v1/static_topics/:topicId', { schema: idsInPath('topicId') }, async (request) => {
    const { topicId } = request.params as { topicId: string };
    const row = db.prepare('SELECT detail FROM course_topics WHERE id = ?').get(topicId) as
      { detail: string } | undefined;
    if (!row) throw notFound('专题不存在', 'COURSE/TOPIC_NOT_FOUND');
    return JSON.parse(row.detail) as unknown;
  });

  app.get(
    '/v1/honours/:honourId',
    { schema: idsInPath('honourId') },
    async (request: FastifyRequest) => {
      const { honourId } = request.params as { honourId: string };
      const row = db.prepare('SELECT detail FROM course_honours WHERE id = ?').get(honourId) as
        { detail: string } | undefined;
      if (!row) throw notFound('证书不存在', 'COURSE/HONOUR_NOT_FOUND');
      const { other_holders: otherHolders, ...honour } = JSON.parse(row.detail) as Record<
        string,
        unknown
      > & { other_holders?: number };
      const { holders } = db
        .prepare('SELECT COUNT(*) AS holders FROM course_honour_holders WHERE honour_id = ?')
        .get(honourId) as { holders: number };
      const token = bearerToken(request);
      const user = token ? userForToken(db, token, clock()) : null;
      const mine = user
        ? (db
            .prepare(
              'SELECT issue_time FROM course_honour_holders WHERE honour_id = ? AND user_id = ?',
            )
            .get(honourId, user.id) as { issue_time: number } | undefined)
        : undefined;
      return {
        ...honour,
        holder_count: holders + (otherHolders ?? 0),
        ...(user
          ? {
              obtained: Boolean(mine),
              ...(mine ? { issue_time: toPlatformTime(mine.issue_time) } : {}),
            }
          : {}),
      };
    },
  );

  app.get(
    '/v1/training_desk',
    { preHandler: authenticate, schema: { params: NO_PARAMS, querystring: NO_QUERY } },
    async (request) => {
      const user = currentUser(request);
      const rows = db
        .prepare(
          'SELECT course_id, learned, update_time FROM course_progress WHERE user_id = ? ORDER BY update_time DESC, course_id',
        )
        .all(user.id) as { course_id: string; learned: string; update_time: number }[];
      const courses = rows.flatMap((row) => {
        const course = courseOf(db, row.course_id);
        if (!course) return [];
        const lessons = lessonsOf(course);
        const learned = new Set(JSON.parse(row.learned) as string[]);
        const learnedCount = lessons.filter((lesson) => learned.has(lesson.id)).length;
        const next = lessons.find((lesson) => !learned.has(lesson.id)) ?? lessons[0];
        const progress = lessons.length ? Math.round((learnedCount / lessons.length) * 100) : 0;
        return [
          {
            course_id: course.id,
            title: course.title,
            area: course.area,
            cover_url: course.cover_url,
            hours: course.hours,
            lesson_count: lessons.length,
            learned_count: learnedCount,
            progress,
            next_lesson_id: next?.id ?? null,
            learned_hours:
              Math.round(course.hours * (learnedCount / (lessons.length || 1)) * 10) / 10,
            update_time: toPlatformTime(row.update_time),
          },
        ];
      });
      const honours = db
        .prepare(
          `SELECT h.id, h.detail, x.issue_time FROM course_honour_holders x
         JOIN course_honours h ON h.id = x.honour_id WHERE x.user_id = ? ORDER BY x.issue_time DESC`,
        )
        .all(user.id) as { id: string; detail: string; issue_time: number }[];
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
      return {
        summary: {
          course_count: courses.length,
          finished_count: courses.filter((course) => course.progress === 100).length,
          learned_hours: sum(courses.map((course) => course.learned_hours)),
          total_hours: sum(courses.map((course) => course.hours)),
        },
        courses,
        honours: honours.map((honour) => ({
          id: honour.id,
          title: (JSON.parse(honour.detail) as { title: string }).title,
          issue_time: toPlatformTime(honour.issue_time),
        })),
      };
    },
  );
};

export default coursePageRoutes;

/** The static host's pages of course materials (the course answer lists their addresses). */
export const courseAttachmentFileRoutes: FastifyPluginAsync<ServiceContext> = async (app) => {
  app.get(
    '/course-attachments/:courseId/:attachmentId/:file',
    {
      schema: {
        params: paramsOf({
          courseId: schemas.id,
          attachmentId: schemas.id,
          file: schemas.fileName,
        }),
        querystring: openQueryOf(),
      },
    },
    async (request, reply) => {
      const { courseId, attachmentId, file } = request.params as Record<string, string>;
      const match = /^page-(\d{1,3})\.svg$/.exec(file);
      const attachment = COURSES.find((course) => course.id === courseId)?.attachments?.find(
        (candidate) => candidate.id === attachmentId,
      );
      return sendDocumentPage(
        reply,
        attachment && {
          title: attachment.name,
          total: attachment.pages.length,
          page: (number) => attachment.pages[number - 1],
        },
        match ? Number(match[1]) : 0,
      );
    },
  );
};
