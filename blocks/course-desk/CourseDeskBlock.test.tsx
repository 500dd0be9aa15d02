import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CourseDeskBlock from './CourseDeskBlock';
import { renderBlock } from '../testing/renderBlock';
import { DESK, fakeCoursePages } from '../course-index/testing';

const PATH = '/teacherTraining/desk';

describe('course-desk block', () => {
  it('asks a visitor who is not signed in to log in, without calling the desk', async () => {
    const { services, service } = fakeCoursePages();
    const { runtime } = renderBlock(CourseDeskBlock, {}, { services, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: '我的研修' })).toBeTruthy();
    expect(screen.getByText('登录后查看我的研修课程、学习进度和学时')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(runtime.session.login).toHaveBeenCalledWith(PATH);
    expect(service.desk).not.toHaveBeenCalled();
  });

  it('shows the totals, each course with its progress and next lesson, and the certificates', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CourseDeskBlock, {}, { services, path: PATH, role: 'TEACHER' });
    await screen.findByText('数字素养与技术应用');
    expect(document.querySelector('[data-summary="courses"]')?.textContent).toBe('2');
    expect(document.querySelector('[data-summary="finished"]')?.textContent).toBe('1');
    expect(document.querySelector('[data-summary="hours"]')?.textContent).toBe('10/14');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['60', '100']);
    expect(screen.getByText('已学 3/5 课时')).toBeTruthy();
    expect(screen.getByRole('link', { name: '继续学习' }).getAttribute('href')).toBe(
      '/teacherTraining/courseDetail?courseId=course-tt-szsy&lessonId=szsy-l4',
    );
    expect(screen.getByRole('link', { name: '再次学习' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '师德师风专题学习证书' }).getAttribute('href')).toBe(
      '/teacherTraining/honourDetail?honourId=honour-tt-sdsf',
    );
  });

  it('labels each course by its learning progress status (CORE-HELPER-24)', async () => {
    const notStarted = {
      ...DESK.courses[0],
      course_id: 'course-new',
      title: '新课程',
      learned_count: 0,
      progress: 0,
      learned_hours: 0,
    };
    const { services } = fakeCoursePages({
      desk: vi.fn(async () => ({ ...DESK, courses: [notStarted, ...DESK.courses] })),
    });
    renderBlock(CourseDeskBlock, {}, { services, path: PATH, role: 'TEACHER' });
    await screen.findByText('新课程');
    const statusOf = (courseId: string) =>
      document.querySelector(`[data-course-id="${courseId}"] [data-learning-status]`);
    expect(statusOf('course-new')?.textContent).toBe('未开始');
    expect(statusOf('course-new')?.getAttribute('data-learning-status')).toBe('0');
    expect(statusOf('course-tt-szsy')?.textContent).toBe('学习中');
    expect(statusOf('course-tt-szsy')?.getAttribute('data-learning-status')).toBe('1');
    expect(statusOf('course-tt-sdsf')?.textContent).toBe('已完成');
    expect(statusOf('course-tt-sdsf')?.getAttribute('data-learning-status')).toBe('2');
  });

  it('offers 去选课 when there are no courses, and the error screen on failure', async () => {
    const empty = fakeCoursePages({
      desk: vi.fn(async () => ({ ...DESK, courses: [], honours: [] })),
    });
    const first = renderBlock(
      CourseDeskBlock,
      { browseTo: '/teacherTrainingNav' },
      { services: empty.services, path: PATH, role: 'TEACHER' },
    );
    expect((await screen.findByRole('link', { name: '去选课' })).getAttribute('href')).toBe(
      '/teacherTrainingNav',
    );
    expect(screen.getByText('完成课程学习后即可获得证书')).toBeTruthy();
    first.unmount();
    const failing = fakeCoursePages({ desk: vi.fn(async () => Promise.reject(new Error('500'))) });
    renderBlock(CourseDeskBlock, {}, { services: failing.services, path: PATH, role: 'TEACHER' });
    await screen.findByText('服务器开小差了，请稍后重试');
  });
});
