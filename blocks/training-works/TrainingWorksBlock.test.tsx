import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import TrainingWorksBlock from './TrainingWorksBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_WORK } from './fixtures';

describe('training-works', () => {
  it('results: the project header and the works with status and score', async () => {
    const { services, training } = fakeTrainingServices();
    renderBlock(
      TrainingWorksBlock,
      {},
      { services, role: 'TEACHER', path: '/training/workResult?trainId=train-2026-summer' },
    );
    const title = await screen.findByRole('link', { name: SAMPLE_WORK.title });
    expect(title.getAttribute('href')).toBe('/training/workDetail?workId=work-1');
    expect(training.works).toHaveBeenCalledWith('train-2026-summer');
    expect(training.project).toHaveBeenCalledWith('train-2026-summer');
    expect(screen.getByText('2026年暑期教师研修')).toBeTruthy();
    expect(screen.getByText('待批阅')).toBeTruthy();
    // A trainee cannot mark.
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it('results: reviewers get 批阅 links', async () => {
    const { services } = fakeTrainingServices({
      works: vi.fn(async () => ({ items: [{ ...SAMPLE_WORK }], total: 1, can_mark: true })),
    });
    renderBlock(
      TrainingWorksBlock,
      {},
      { services, role: 'ACADEMIC_STAFF', path: '/?trainId=train-2026-summer' },
    );
    expect((await screen.findByRole('link', { name: '批阅' })).getAttribute('href')).toBe(
      '/training/workResult/mark?workId=work-1',
    );
  });

  it('results without a project says where to come from', () => {
    const { services } = fakeTrainingServices();
    renderBlock(TrainingWorksBlock, {}, { services, role: 'TEACHER' });
    expect(screen.getByText('请从培训项目进入作业成绩')).toBeTruthy();
  });
});
