import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import TrainingListBlock, { type TrainingListProps } from './TrainingListBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { trainingListFixtures } from './fixtures';
import environments from '../../site-configs/environments.json';

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

  const typeIds: Record<string, string> = environments.environments.local.trainingTypeIds;
  it.each([
    ['szsd', '数智时代'],
    ['tsyx', '通识研修'],
    ['xkyx', '学科研修'],
    ['zymt', '作业命题'],
    ['yjyx', '幼教研修'],
    ['tjyx', '特教研修'],
  ])(
    'training type %s (%s): the list request carries cfg.trainingTypeIds[code] (CORE-CAT-10)',
    async (code, label) => {
      const { services, training } = fakeTrainingServices();
      renderBlock(TrainingListBlock, { title: 'msg:training.list.title' }, { services });
      await screen.findByText('2026年暑期教师研修');
      expect(training.list).toHaveBeenLastCalledWith({});
      const row = screen.getByRole('group', { name: '按培训类型筛选' });
      expect(Array.from(row.querySelectorAll('button'), (button) => button.textContent)).toEqual([
        '全部类型',
        '数智时代',
        '通识研修',
        '学科研修',
        '作业命题',
        '幼教研修',
        '特教研修',
      ]);
      fireEvent.click(screen.getByRole('button', { name: label }));
      await vi.waitFor(() =>
        expect(training.list).toHaveBeenLastCalledWith({ typeId: typeIds[code] }),
      );
      expect(typeIds[code]).toMatch(/\S/);
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByTestId('location').textContent).toBe(`/?type=${code}`);
      fireEvent.click(screen.getByRole('button', { name: '全部类型' }));
      await vi.waitFor(() => expect(training.list).toHaveBeenLastCalledWith({}));
    },
  );

  it('hides the type row when the manifest turns it off', async () => {
    const { services } = fakeTrainingServices();
    renderBlock(
      TrainingListBlock,
      { title: 'msg:training.list.title', typeFilter: false },
      { services },
    );
    await screen.findByText('2026年暑期教师研修');
    expect(screen.queryByRole('group', { name: '按培训类型筛选' })).toBeNull();
  });

  it('says 暂无培训项目 when there is none, and offers a retry on failure', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue([]);
    const { services } = fakeTrainingServices({ list });
    renderBlock(TrainingListBlock, { title: 'msg:training.list.title' }, { services });
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无培训项目')).toBeTruthy();
  });
});
