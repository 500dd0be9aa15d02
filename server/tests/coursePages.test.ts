import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';
import { COURSE_IDS, COURSE_SECTIONS, COURSES, HONOUR_IDS, TOPIC_ID } from '../seed-data/courses';
import { DAY_MS } from '../time';
import { TRAINING_SEEDS } from '../seed-data/training';

const dir = tempDir();
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0, 0));
let app: FastifyInstance;
let teacher: string;
let student: string;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  teacher = await login(app, 'teacher');
  student = await login(app, 'student');
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url: `/svc/course${url}`, headers: token ? bearer(token) : {} });
const post = (url: string, payload: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/svc/course${url}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

describe('GET /svc/course/v1/courses/:courseId', () => {
  it('answers every seeded course with teachers, chapters, playable lessons and its work', async () => {
    for (const seed of COURSES) {
      const res = await get(`/v1/courses/${seed.id}`);
      expect(res.statusCode).toBe(200);
      const course = res.json();
      expect(course).toMatchObject({ id: seed.id, title: seed.title, area: seed.area });
      expect(course.teachers.length).toBeGreaterThan(0);
      const lessons = course.chapters.flatMap((chapter: { lessons: unknown[] }) => chapter.lessons);
      expect(lessons).toHaveLength(course.lesson_count);
      for (const lesson of lessons)
        expect(lesson.video.sources[0].src).toMatch(/^\/svc\/static\/media\//);
      expect(course.work === null).toBe(!seed.work);
    }
  });

  it("answers each training project's courses, so a project's course link opens its course", async () => {
    for (const project of TRAINING_SEEDS)
      for (const seed of project.courses) {
        const res = await get(`/v1/courses/${seed.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          id: seed.id,
          title: seed.title,
          area: 'teacherTraining',
        });
        expect(res.json().teachers[0].name).toBe(seed.teacher);
      }
  });

  it('answers 404 COURSE/NOT_FOUND for an unknown course', async () => {
    const res = await get('/v1/courses/no-such-course');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'COURSE/NOT_FOUND', message: '课程不存在' });
  });

  it('files each course as a course-typed content of its area channel', async () => {
    const sections = (await get('/v2/channels/area-sport/sections')).json() as {
      id: string;
      setting: { data: { library_id: string } };
    }[];
    expect(sections.map((section) => section.id)).toContain(COURSE_SECTIONS.sport.id);
    const search = await post(
      `/v1/libraries/${COURSE_SECTIONS.sport.libraryId}/contents/actions/search/adapter`,
      {},
    );
    const items = (search.json() as { items: { id: string; resource_type: string }[] }).items;
    expect(items.map((item) => item.id).sort()).toEqual(
      [COURSE_IDS.rope, COURSE_IDS.football].sort(),
    );
    expect(items.every((item) => item.resource_type === 's_course')).toBe(true);
  });
});

describe('course works', () => {
  const workUrl = `/v1/courses/${COURSE_IDS.digital}/works/work-szsy-1`;

  it('shows the work to anyone, the submission state only with a token', async () => {
    const work = await get(workUrl);
    expect(work.statusCode).toBe(200);
    expect(work.json()).toMatchObject({
      title: '设计一节融合数字资源的课堂教学方案',
      course: { id: COURSE_IDS.digital },
    });
    expect((await get(`${workUrl}/submissions/mine`)).statusCode).toBe(401);
    expect((await get(`${workUrl}/submissions/mine`, teacher)).json()).toEqual({
      work_id: 'work-szsy-1',
      submitted: false,
    });
    expect((await get(`/v1/courses/${COURSE_IDS.football}/works/work-szsy-1`)).statusCode).toBe(
      404,
    );
  });

  it('stores one submission per user; too short, a second one and anonymous are refused', async () => {
    expect((await post(`${workUrl}/submissions`, { content: '很好的课程内容' })).statusCode).toBe(
      401,
    );
    const short = await post(`${workUrl}/submissions`, { content: '  太短  ' }, teacher);
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('COURSE/WORK_CONTENT_INVALID');
    const content = '我选择了四年级语文《观潮》一课，用平台的课文朗读视频导入新课。';
    const created = await post(`${workUrl}/submissions`, { content }, teacher);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ submitted: true, content });
    expect((await get(`${workUrl}/submissions/mine`, teacher)).json()).toMatchObject({
      submitted: true,
      content,
      submit_time: expect.stringMatching(/\+0800$/),
    });
    const again = await post(`${workUrl}/submissions`, { content }, teacher);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'COURSE/WORK_SUBMITTED',
      message: '作业已提交，不可重复提交',
    });
  });

  it('refuses a submission after the work closed', async () => {
    clock.advance(40 * DAY_MS);
    const token = await login(app, 'academic');
    const late = await post(
      `${workUrl}/submissions`,
      { content: '逾期提交的教学方案，内容足够长。' },
      token,
    );
    clock.advance(-40 * DAY_MS);
    // Signing in at the later time dropped the older tokens: sign in again.
    teacher = await login(app, 'teacher');
    student = await login(app, 'student');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('COURSE/WORK_CLOSED');
  });
});

describe('static topic, honour, desk', () => {
  it('answers the static topic with its sections of courses', async () => {
    const topic = (await get(`/v1/static_topics/${TOPIC_ID}`)).json();
    expect(topic.title).toBe('2026年暑期教师研修专题');
    expect(topic.banner_url).toMatch(/^\/svc\/static\/covers\//);
    expect(topic.sections.map((section: { title: string }) => section.title)).toHaveLength(3);
    expect((await get('/v1/static_topics/nope')).statusCode).toBe(404);
  });

  it('answers an honour, with the caller’s own state when signed in', async () => {
    const anonymous = (await get(`/v1/honours/${HONOUR_IDS.ethics}`)).json();
    expect(anonymous).toMatchObject({ title: '师德师风专题学习证书', holder_count: 1286004 });
    expect(anonymous).not.toHaveProperty('obtained');
    expect((await get(`/v1/honours/${HONOUR_IDS.ethics}`, teacher)).json()).toMatchObject({
      obtained: true,
      issue_time: expect.stringMatching(/\+0800$/),
    });
    expect((await get(`/v1/honours/${HONOUR_IDS.ethics}`, student)).json().obtained).toBe(false);
    expect((await get('/v1/honours/nope')).statusCode).toBe(404);
  });

  it('answers the desk of the signed-in teacher; 401 without a token; progress can grow', async () => {
    expect((await get('/v1/training_desk')).statusCode).toBe(401);
    const desk = (await get('/v1/training_desk', teacher)).json();
    expect(desk.summary).toEqual({
      course_count: 3,
      finished_count: 1,
      learned_hours: 11.5,
      total_hours: 20,
    });
    const digital = desk.courses.find(
      (course: { course_id: string }) => course.course_id === COURSE_IDS.digital,
    );
    expect(digital).toMatchObject({ progress: 60, next_lesson_id: 'szsy-l4' });
    expect(desk.honours.map((honour: { id: string }) => honour.id)).toEqual([HONOUR_IDS.ethics]);
    expect((await get('/v1/training_desk', student)).json().courses).toEqual([]);

    const studied = await post(
      `/v1/courses/${COURSE_IDS.digital}/progress`,
      { lesson_id: 'szsy-l4' },
      teacher,
    );
    expect(studied.statusCode).toBe(200);
    const after = (await get('/v1/training_desk', teacher)).json();
    expect(
      after.courses.find((course: { course_id: string }) => course.course_id === COURSE_IDS.digital)
        .progress,
    ).toBe(80);
    expect(
      (await post(`/v1/courses/${COURSE_IDS.digital}/progress`, { lesson_id: 'x' }, teacher))
        .statusCode,
    ).toBe(404);
  });
});

describe('course materials and the component config (CORE-API-04, CORE-ENV-08)', () => {
  it('lists a course material with its page images, each served as a drawn page', async () => {
    const course = (await get(`/v1/courses/${COURSE_IDS.digital}`)).json();
    expect(course.attachments[0]).toMatchObject({ name: '数字素养与技术应用课程讲义.pdf' });
    const pages = course.attachments[0].pages as string[];
    expect(pages).toHaveLength(3);
    const page = await app.inject({ method: 'GET', url: pages[1] });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('image/svg+xml');
    expect(page.body).toContain('人工智能赋能课堂教学');
    const beyond = await app.inject({ method: 'GET', url: pages[0].replace('page-1', 'page-4') });
    expect(beyond.statusCode).toBe(404);
  });

  it('answers the public teacher-train property attachment-preview-enable', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/svc/app/v1/component_configs?public=true&formatCode=teacher-train&properties=attachment-preview-enable',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ 'attachment-preview-enable': true });
    const unknown = await app.inject({
      method: 'GET',
      url: '/svc/app/v1/component_configs?public=true&formatCode=nothing',
    });
    expect(unknown.json()).toEqual({});
  });
});
