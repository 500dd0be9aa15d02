import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CourseHonourBlock from './CourseHonourBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeCoursePages, HONOUR } from '../course-index/testing';

const PATH = `/teacherTraining/honourDetail?honourId=${HONOUR.id}`;

describe('course-honour block', () => {
  it('shows the certificate, its issuer, hours, conditions and course', async () => {
    const { services, service } = fakeCoursePages();
    renderBlock(CourseHonourBlock, {}, { services, path: PATH });
    await screen.findByRole('heading', { level: 1, name: HONOUR.title });
    expect(service.honour).toHaveBeenCalledWith(HONOUR.id);
    expect(screen.getByText('国家中小学智慧教育平台')).toBeTruthy();
    expect(screen.getByText('10 学时')).toBeTruthy();
    expect(screen.getByText('已有 12 位教师获得')).toBeTruthy();
    expect(screen.getByText('提交课程作业')).toBeTruthy();
    expect(screen.getByRole('link', { name: '数字素养与技术应用' }).getAttribute('href')).toBe(
      '/teacherTraining/courseIndex?courseId=course-tt-szsy',
    );
    expect(screen.getByRole('link', { name: '去学习' })).toBeTruthy();
    expect(document.querySelector('[data-honour-obtained]')).toBeNull();
  });

  it('tells a signed-in holder since when they hold it', async () => {
    const { services } = fakeCoursePages({
      honour: vi.fn(async () => ({
        ...HONOUR,
        obtained: true,
        issue_time: '2024-08-28T10:00:00.000+0800',
      })),
    });
    renderBlock(CourseHonourBlock, {}, { services, path: PATH, role: 'TEACHER' });
    await screen.findByText(/^已获得 · 2024\/08\/28 \d\d:00$/);
    expect(screen.queryByRole('link', { name: '去学习' })).toBeNull();
  });

  it('shows the taken-down screen for an unknown honour', async () => {
    const { services } = fakeCoursePages();
    renderBlock(
      CourseHonourBlock,
      {},
      {
        services,
        path: '/teacherTraining/honourDetail?honourId=nope',
      },
    );
    await screen.findByText('哎呀，该内容已下架');
  });
});
