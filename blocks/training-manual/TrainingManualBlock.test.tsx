import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderTrainingPage } from '../training-project/renderTrainingPage';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_PROJECT } from '../training-project/fixtures';

describe('training-manual', () => {
  it('optManual shows the sections of numbered steps', async () => {
    renderTrainingPage('/training/train-2026-summer/optManual');
    const section = await screen.findByRole('heading', { level: 2, name: '登录与报名' });
    const steps = section.closest('section')?.querySelectorAll('ol.training-steps li');
    expect([...(steps ?? [])].map((step) => step.textContent)).toEqual([
      '使用平台账号登录。',
      '进入项目首页。',
    ]);
  });

  it('a project without a manual says so', async () => {
    const project = vi.fn(async () => ({ ...structuredClone(SAMPLE_PROJECT), manual: [] }));
    renderTrainingPage('/training/train-2026-summer/optManual', fakeTrainingServices({ project }));
    expect(await screen.findByText('操作手册整理中，敬请期待')).toBeTruthy();
  });
});
