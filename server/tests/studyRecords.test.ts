import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';
import { COURSE_IDS, LEARNING_CONTROLLED_COURSE_ID } from '../seed-data/courses';

const dir = tempDir();
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0, 0));
let app: FastifyInstance;
let teacher: string;
let student: string;

const COURSE = LEARNING_CONTROLLED_COURSE_ID;
const LESSON_1 = `${COURSE}-l1`;
const LESSON_2 = `${COURSE}-l2`;

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  teacher = await login(app, 'teacher');
  student = await login(app, 'student');
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const BASE = '/svc/studyRecord/v1/study_records';
const read = (query: string, token?: string) =>
  app.inject({ method: 'GET', url: `${BASE}?${query}`, headers: token ? bearer(token) : {} });
const put = (resourceId: string, payload: unknown, token?: string) =>
  app.inject({
    method: 'PUT',
    url: `${BASE}/${resourceId}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
const update = (fields: Record<string, unknown>) => ({
  session_id: 'session-a',
  course_id: COURSE,
  duration: 60,
  ...fields,
});
const stored = (userId: string, resourceId: string) =>
  app.portal.db
    .prepare('SELECT * FROM study_records WHERE user_id = ? AND resource_id = ?')
    .get(userId, resourceId) as Record<string, unknown> | undefined;
const deskOf = async (token: string) =>
  (
    await app.inject({ method: 'GET', url: '/svc/course/v1/training_desk', headers: bearer(token) })
  ).json() as { courses: { course_id: string; learned_count: number }[] };

describe('the seed: a training course with seek control and single-session lessons', () => {
  it('answers its lessons with the flags and the 60 s time-code sample; other courses unchanged', async () => {
    const course = (
      await app.inject({ method: 'GET', url: `/svc/course/v1/courses/${COURSE}` })
    ).json();
    expect(course.training_id).toBe('train-2026-summer');
    const lessons = course.chapters[0].lessons;
    expect(lessons.map((lesson: { id: string }) => lesson.id)).toEqual([LESSON_1, LESSON_2]);
    expect(lessons[0]).toMatchObject({
      duration: '01:00',
      seek_control: true,
      single_session: true,
      force_login: true,
      video: { sources: [{ src: '/svc/static/media/timecode-60s.mp4', type: 'video/mp4' }] },
    });
    expect(lessons[1].video.sources[0].src).toBe('/svc/static/media/timecode-60s/playlist.m3u8');
    const other = (
      await app.inject({ method: 'GET', url: `/svc/course/v1/courses/${COURSE_IDS.digital}` })
    ).json();
    expect(other.chapters[0].lessons[0].seek_control).toBeUndefined();
    expect(other.chapters[0].lessons[1].video.sources[0].src).toBe('/svc/static/media/lesson.mp4');
  });

  it('serves the samples: the mp4 by ranges, six HLS segments, the mp3', async () => {
    const mp4 = await app.inject({
      method: 'GET',
      url: '/svc/static/media/timecode-60s.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    const playlist = await app.inject({
      method: 'GET',
      url: '/svc/static/media/timecode-60s/playlist.m3u8',
    });
    expect(playlist.statusCode).toBe(200);
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.m4s'));
    expect(segments).toHaveLength(6);
    expect(playlist.body.match(/#EXTINF:10\.0+,/g)).toHaveLength(6);
    for (const segment of segments) {
      const file = await app.inject({
        method: 'GET',
        url: `/svc/static/media/timecode-60s/${segment}`,
      });
      expect(file.statusCode).toBe(200);
    }
    const mp3 = await app.inject({ method: 'GET', url: '/svc/static/media/chime-20s.mp3' });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
  });
});

describe('PUT and GET /svc/studyRecord/v1/study_records', () => {
  it('refuses an anonymous caller with 401 and a Chinese message, storing nothing', async () => {
    const res = await put(LESSON_1, update({ position: 10, watched: 10 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UC/AUTH_INVALID',
      message: '未登录或登录已失效，请重新登录',
    });
    expect((await read(`course_id=${COURSE}`)).statusCode).toBe(401);
    expect(app.portal.db.prepare('SELECT COUNT(*) AS n FROM study_records').get()).toEqual({
      n: 0,
    });
  });

  it.each([
    [{ position: 62, watched: 5 }, '播放位置不能超过媒体时长'],
    [{ position: 10, watched: 5, furthest: 70 }, '播放位置不能超过媒体时长'],
    [{ position: -1, watched: 5 }, '请求体字段 position 不能小于 0'],
    [{ position: 10, watched: -3 }, '请求体字段 watched 不能小于 0'],
    [{ position: 10, watched: 5, duration: 0 }, '媒体时长必须大于 0 秒'],
    [{ position: '10', watched: 5 }, '请求体字段 position 类型不正确，应为数字'],
    [{ position: null, watched: 5 }, '请求体字段 position 类型不正确，应为数字'],
    [{ position: 10, watched: 5, duration: 1e9 }, '请求体字段 duration 不能大于 86400'],
    [{ position: 10 }, '请求体缺少必填字段 watched'],
  ])('refuses %j with 400 %s, storing nothing', async (fields, message) => {
    const res = await put(LESSON_1, update(fields), teacher);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(stored('u-teacher', LESSON_1)).toBeUndefined();
  });

  it('refuses a lesson the course does not hold and an unknown course (404)', async () => {
    const foreign = await put('szsy-l1', update({ position: 1, watched: 1 }), teacher);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'COURSE/LESSON_NOT_FOUND', message: '课时不存在' });
    const unknown = await put(
      LESSON_1,
      update({ position: 1, watched: 1, course_id: 'nope' }),
      teacher,
    );
    expect(unknown.json()).toEqual({ code: 'COURSE/NOT_FOUND', message: '课程不存在' });
    expect((await read('course_id=nope', teacher)).statusCode).toBe(404);
  });

  it('stores per user: progress 0 → 1 → 2, a repeated update never counted twice', async () => {
    // Opened, paused at the start: a record, nothing learned yet.
    const opened = await put(LESSON_1, update({ position: 0, watched: 0 }), teacher);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ progress_status: 0, progress: 0, watched_seconds: 0 });

    clock.advance(15_000);
    const first = update({ position: 15, watched: 15 });
    const studying = await put(LESSON_1, first, teacher);
    expect(studying.json()).toMatchObject({
      resource_id: LESSON_1,
      course_id: COURSE,
      last_position: 15,
      furthest_position: 15,
      watched_seconds: 15,
      duration: 60,
      progress_status: 1,
      progress: 25,
    });
    // The same update again (a retry after a lost answer): nothing added.
    const again = await put(LESSON_1, first, teacher);
    expect(again.json()).toMatchObject({ watched_seconds: 15, progress_status: 1 });
    expect(stored('u-teacher', LESSON_1)).toMatchObject({ watched_seconds: 15 });

    // Seek back to 5 and pause: the played total did not grow; the position follows.
    const back = await put(LESSON_1, update({ position: 5, watched: 15, furthest: 15 }), teacher);
    expect(back.json()).toMatchObject({
      last_position: 5,
      furthest_position: 15,
      watched_seconds: 15,
    });

    // A later viewing (another session) adds its own seconds; an older update of it, arriving
    // late, neither adds nor moves the position back.
    const later = { session_id: 'session-b' };
    await put(LESSON_1, update({ ...later, position: 30, watched: 25 }), teacher);
    const late = await put(LESSON_1, update({ ...later, position: 12, watched: 7 }), teacher);
    expect(late.json()).toMatchObject({ last_position: 30, watched_seconds: 40, progress: 66 });

    // The other user's record of the same lesson is their own.
    expect((await read(`resource_ids=${LESSON_1}`, student)).json()).toEqual({
      total: 0,
      items: [],
    });

    // 54 s played of 60 (90%): finished, and the desk counts the lesson as studied.
    const finished = await put(LESSON_1, update({ ...later, position: 44, watched: 39 }), teacher);
    expect(finished.json()).toMatchObject({
      watched_seconds: 54,
      progress_status: 2,
      progress: 100,
    });
    const desk = await deskOf(teacher);
    expect(desk.courses.find((course) => course.course_id === COURSE)?.learned_count).toBe(1);

    // Finished stays finished.
    const rewatch = await put(
      LESSON_1,
      update({ session_id: 'session-c', position: 3, watched: 3 }),
      teacher,
    );
    expect(rewatch.json()).toMatchObject({ progress_status: 2, last_position: 3 });
  });

  it('the end of the media finishes a lesson whatever was played before', async () => {
    const ended = await put(
      LESSON_2,
      update({ session_id: 'session-s', position: 59.6, watched: 8, ended: true }),
      student,
    );
    expect(ended.json()).toMatchObject({
      last_position: 60,
      furthest_position: 60,
      watched_seconds: 8,
      progress_status: 2,
    });
  });

  it('reads my records of a course in lesson order, or of resource ids as asked', async () => {
    const course = (await read(`course_id=${COURSE}`, teacher)).json();
    expect(course.total).toBe(1);
    expect(course.items[0]).toMatchObject({ resource_id: LESSON_1, progress_status: 2 });
    expect(course.items[0].update_time).toMatch(/^\d{4}-\d{2}-\d{2}T.*\+0800$/);
    const mine = (await read(`resource_ids=${LESSON_2},${LESSON_1}`, student)).json();
    expect(mine.items.map((item: { resource_id: string }) => item.resource_id)).toEqual([LESSON_2]);
    expect((await read('', teacher)).json().message).toBe(
      '请指定课程 course_id 或资源 resource_ids',
    );
    expect(
      (await read(`course_id=${COURSE}&resource_ids=${LESSON_1}`, teacher)).json().message,
    ).toBe('course_id 与 resource_ids 只能指定其一');
    expect((await read('resource_ids=a b', teacher)).json().message).toBe('资源 ID 格式不正确');
  });
});
