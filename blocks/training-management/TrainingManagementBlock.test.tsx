import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderTrainingPage } from '../training-project/renderTrainingPage';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { HttpError } from '../../src/services/http';

describe('training-management', () => {
  it('shows the figures to administrators', async () => {
    const { training } = renderTrainingPage('/training/train-2026-summer/management');
    expect(await screen.findByText('12846')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '北京市海淀区实验小学' })).toBeTruthy();
    expect(screen.getByText('92')).toBeTruthy();
    expect(training.management).toHaveBeenCalledWith('train-2026-summer');
  });

  it('a refusal shows 抱歉，您暂无访问权限 with 返回项目首页', async () => {
    const fake = fakeTrainingServices({
      management: vi.fn(async () => {
        throw new HttpError(403, '您不是该培训项目的管理员', 'TRAINING/FORBIDDEN');
      }),
    });
    renderTrainingPage('/training/train-2026-summer/management', fake);
    expect(await screen.findByRole('heading', { name: '抱歉，您暂无访问权限' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回项目首页' }).getAttribute('href')).toBe(
      '/training/train-2026-summer',
    );
  });
});
