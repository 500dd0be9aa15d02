import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CourseTopicBlock from './CourseTopicBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeCoursePages, TOPIC } from '../course-index/testing';

describe('course-topic block', () => {
  it('shows the banner, the description and each section of course cards', async () => {
    const { services, service } = fakeCoursePages();
    renderBlock(
      CourseTopicBlock,
      { breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }] },
      { services, path: `/teacherTraining/staticTopic?topicId=${TOPIC.id}` },
    );
    await screen.findByRole('heading', { level: 1, name: TOPIC.title });
    expect(service.staticTopic).toHaveBeenCalledWith(TOPIC.id);
    expect(screen.getByText('汇聚专家讲座与优秀课例。')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent)).toEqual([
      '数字化赋能',
      '师德师风',
    ]);
    expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
    const card = new URL(
      screen.getByRole('link', { name: /数字素养与技术应用/ }).getAttribute('href')!,
      'http://portal.test',
    );
    expect(card.pathname).toBe('/teacherTraining/courseIndex');
    expect(card.searchParams.get('courseId')).toBe('course-tt-szsy');
    expect(card.searchParams.get('breadcrumb')).toBe(TOPIC.title);
    expect(screen.getByText('王立新、陈晓燕 · 10 学时')).toBeTruthy();
  });

  it('shows the taken-down screen for an unknown topic', async () => {
    const { services } = fakeCoursePages();
    renderBlock(CourseTopicBlock, {}, { services, path: '/teacherTraining/staticTopic?topicId=x' });
    await screen.findByText('哎呀，该内容已下架');
  });
});
