import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import TrainingListBlock, { type TrainingListProps } from './TrainingListBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { trainingListFixtures } from './fixtures';

const channelProps = trainingListFixtures[1].props as unknown as TrainingListProps;

describe('training-list', () => {
  it('shows every project as a card leading to its home, badged by status', async () => {
    const { services, training } = fakeTrainingServices();
    renderBlock(TrainingListBlock, channelProps, { services, role: 'TEACHER' });
    expect(await screen.findByText('2026年暑期教师研修')).toBeTruthy();
    expect(training.list).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: '培训项目' })).toBeTruthy();
    const card = screen.getByRole('link', { name: /2026年暑期教师研修/ });
    expect(card.getAttribute('href')).toBe('/training/train-summer');
    expect(card.textContent).toContain('进行中');
    expect(card.textContent).toContain('10 学时 · 1.2万 人参训');
    expect(screen.getByRole('link', { name: /2025年中小学教师/ }).textContent).toContain('已结束');
    expect(screen.getByRole('link', { name: /人工智能/ }).textContent).toContain('未开始');
    // The entries above the list.
    expect(screen.getByRole('link', { name: /研修手册/ }).getAttribute('href')).toBe(
      '/teacherTrainingNav/train/handbook',
    );
    expect(screen.getByRole('link', { name: /研修直播/ }).getAttribute('href')).toBe(
      '/teacherTraining/train/live',
    );
  });

  it('filters by status with the tabs and keeps the tab in the address', async () => {
    const { services } = fakeTrainingServices();
    renderBlock(TrainingListBlock, { title: 'msg:training.list.title' }, { services });
    await screen.findByText('2026年暑期教师研修');
    fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
    expect(screen.queryByText('2026年暑期教师研修')).toBeNull();
    expect(screen.getByText('2025年中小学教师信息技术应用能力提升工程2.0')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/?status=ended');
    fireEvent.keyDown(screen.getByRole('tab', { name: '已结束' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '未开始' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says 暂无培训项目 when there is none, and offers a retry on failure', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue([]);
    const { services } = fakeTrainingServices({ list });
    renderBlock(TrainingListBlock, { title: 'msg:training.list.title' }, { services });
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无培训项目')).toBeTruthy();
  });
});
