import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '../testing/renderBlock';
import TrainingWorkDetailBlock from './TrainingWorkDetailBlock';
import { HttpError } from '../../src/services/http';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_WORK } from '../training-works/fixtures';

describe('training-work-detail', () => {
  it('detail: content, attachments and the pending result', async () => {
    const { services, training } = fakeTrainingServices();
    renderBlock(
      TrainingWorkDetailBlock,
      {},
      { services, role: 'TEACHER', path: '/?workId=work-1' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: SAMPLE_WORK.title })).toBeTruthy();
    expect(training.work).toHaveBeenCalledWith('work-1');
    expect(screen.getByText('反思：关注学生的真实表达。')).toBeTruthy();
    expect(screen.getByText('习作教学设计.docx')).toBeTruthy();
    expect(screen.getByText('47 KB')).toBeTruthy();
    expect(screen.getByText('作业已提交，等待评审专家批阅')).toBeTruthy();
  });

  it('detail: somebody else gets 抱歉，您暂无访问权限; a missing work says so', async () => {
    const { services } = fakeTrainingServices({
      work: vi.fn(async () => {
        throw new HttpError(403, '无权查看该作业', 'TRAINING/FORBIDDEN');
      }),
    });
    renderBlock(TrainingWorkDetailBlock, {}, { services, path: '/?workId=w' });
    expect(await screen.findByRole('heading', { name: '抱歉，您暂无访问权限' })).toBeTruthy();
    const other = fakeTrainingServices();
    renderBlock(TrainingWorkDetailBlock, {}, { services: other.services, path: '/?workId=w' });
    expect(await screen.findByText('作业不存在或已删除')).toBeTruthy();
  });
});
