import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createCoursePagesService } from './coursePagesService';

const origin = window.location.origin;
const COURSE = `${origin}/svc/course/v1/courses/:courseId`;
const { server, requests } = startMswServer(
  http.get(COURSE, ({ params }) =>
    params.courseId === 'c1'
      ? HttpResponse.json({
          id: 'c1',
          title: '跳绳运动系统教学（小学）',
          chapters: [{ id: 'ch1', title: '第一单元', lessons: null }],
        })
      : HttpResponse.json({ code: 'COURSE/NOT_FOUND', message: '课程不存在' }, { status: 404 }),
  ),
  http.get(`${origin}/svc/course/v1/training_desk`, () =>
    HttpResponse.json({ courses: [{ course_id: 'c1' }] }),
  ),
  http.post(`${origin}/svc/course/v1/courses/:courseId/works/:workId/submissions`, () =>
    HttpResponse.json(
      { code: 'COURSE/WORK_SUBMITTED', message: '作业已提交，不可重复提交' },
      {
        status: 409,
      },
    ),
  ),
);

describe('course pages service', () => {
  it('asks the course on the course service and tidies missing lists', async () => {
    const service = createCoursePagesService(testClient().client);
    const course = await service.course('c1');
    expect(requests[0].url.pathname).toBe('/svc/course/v1/courses/c1');
    expect(course?.teachers).toEqual([]);
    expect(course?.chapters[0].lessons).toEqual([]);
  });

  it('answers null for a course that does not exist (404), rejects on other failures', async () => {
    const service = createCoursePagesService(testClient().client);
    await expect(service.course('nope')).resolves.toBeNull();
    server.use(http.get(COURSE, () => new HttpResponse(null, { status: 400 })));
    await expect(service.course('c1')).rejects.toThrow();
  });

  it('fills the desk totals when the answer lacks them, and rejects a refused submission with its message', async () => {
    const service = createCoursePagesService(testClient().client);
    const desk = await service.desk();
    expect(desk.summary.course_count).toBe(0);
    expect(desk.courses).toHaveLength(1);
    expect(desk.honours).toEqual([]);
    await expect(service.submitWork('c1', 'w1', '足够长的作业内容内容')).rejects.toThrow(
      '作业已提交，不可重复提交',
    );
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.url.pathname).toBe('/svc/course/v1/courses/c1/works/w1/submissions');
    expect(sent?.headers.get('authorization')).toBe('Bearer test-token');
  });
});
