import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderTrainingPage } from './renderTrainingPage';
import { fakeTrainingServices } from './fakeTrainingService';

describe('training-project: the frame of the project pages, as the portal manifest composes them', () => {
  it('home: asks project T once for the page and shows its header and menu', async () => {
    const { training } = renderTrainingPage('/training/train-2026-summer');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026年暑期教师研修' }),
    ).toBeTruthy();
    expect(training.project).toHaveBeenCalledWith('train-2026-summer');
    // The frame and the four blocks in its slots read the page's data: one call for the page.
    await screen.findByRole('heading', { level: 2, name: '在线考试' });
    expect(training.project).toHaveBeenCalledTimes(1);
    expect(screen.getByText('教育部教师工作司')).toBeTruthy();
    expect(screen.getByText('10 学时')).toBeTruthy();
    // 2024-09-01 is inside the period.
    expect(screen.getByText('进行中')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '项目导航' });
    expect(within(nav).getByRole('link', { name: '项目首页' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: '作业成绩' }).getAttribute('href')).toBe(
      '/training/workResult?trainId=train-2026-summer',
    );
    expect(within(nav).getByRole('link', { name: '项目动态' }).getAttribute('href')).toBe(
      '/training/train-2026-summer/lib-dyn/dynamics',
    );
  });

  it('a sub-page marks its tab, heads with its own title and puts the project in the breadcrumb', async () => {
    renderTrainingPage('/training/train-2026-summer/optManual');
    expect(await screen.findByRole('heading', { level: 1, name: '操作手册' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '项目导航' });
    expect(within(nav).getByRole('link', { name: '操作手册' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: '2026年暑期教师研修' }).getAttribute('href')).toBe(
      '/training/train-2026-summer',
    );
  });

  it('the portal variant of the news page has no project header or menu', async () => {
    renderTrainingPage('/training/train-2026-summer/lib-dyn/portal/dynamics');
    expect(await screen.findByRole('heading', { level: 1, name: '项目动态' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '项目导航' })).toBeNull();
    expect(screen.queryByText('教育部教师工作司')).toBeNull();
  });

  it('an unknown project says so once, with a way back to the list, and no blocks under it', async () => {
    renderTrainingPage('/training/nope');
    expect(await screen.findByText('该培训项目不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回培训项目' }).getAttribute('href')).toBe(
      '/training',
    );
    expect(screen.queryByRole('heading', { name: '项目课程' })).toBeNull();
  });

  it('a failure offers 重新加载, which asks again for the whole page', async () => {
    const project = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue(null);
    renderTrainingPage('/training/x', fakeTrainingServices({ project }));
    expect(await screen.findByText(/服务器开小差了/)).toBeTruthy();
    screen.getByRole('button', { name: '重新加载' }).click();
    expect(await screen.findByText('该培训项目不存在或已下线')).toBeTruthy();
    expect(project).toHaveBeenCalledTimes(2);
  });
});
