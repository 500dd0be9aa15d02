import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import TrainingHandbookBlock, { type TrainingHandbookProps } from './TrainingHandbookBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { trainingHandbookFixtures } from './fixtures';

const props = trainingHandbookFixtures[0].props as unknown as TrainingHandbookProps;

describe('training-handbook', () => {
  it('shows the sections of steps with a table of contents', async () => {
    const { services, training } = fakeTrainingServices();
    renderBlock(TrainingHandbookBlock, props, { services, role: 'TEACHER' });
    expect(await screen.findByRole('heading', { level: 2, name: '一、研修准备' })).toBeTruthy();
    expect(training.handbook).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: '教师研修手册' })).toBeTruthy();
    expect(screen.getByText('完善信息。')).toBeTruthy();
    expect(screen.getByText('更新于 2026-06-20')).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: '手册目录' });
    const link = within(toc).getByRole('link', { name: '二、加入培训项目' });
    expect(link.getAttribute('href')).toBe('#test-block-join');
    expect(document.getElementById('test-block-join')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去参加培训' }).getAttribute('href')).toBe(
      '/teacherTrainingNav/train',
    );
    // Breadcrumb: 首页 / 教师研修 / 培训项目 / 研修手册.
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '培训项目' })).toBeTruthy();
  });

  it('a failure offers 重新加载; an empty file says so', async () => {
    const handbook = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue({ title: '', updated: '', sections: [] });
    const { services } = fakeTrainingServices({ handbook });
    renderBlock(TrainingHandbookBlock, props, { services });
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('手册内容整理中，敬请期待')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '研修手册' })).toBeTruthy();
  });
});
