import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderBlock } from '../testing/renderBlock';
import TrainingWorkMarkBlock from './TrainingWorkMarkBlock';
import { HttpError } from '../../src/services/http';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_WORK } from '../training-works/fixtures';

describe('training-work-mark', () => {
  it('mark: non-reviewers get the no-access screen', async () => {
    const { services } = fakeTrainingServices();
    renderBlock(TrainingWorkMarkBlock, {}, { services, role: 'TEACHER', path: '/?workId=work-1' });
    expect(await screen.findByRole('heading', { name: '抱歉，您暂无访问权限' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交批阅' })).toBeNull();
  });

  it('mark: checks the score, sends the mark and shows the result', async () => {
    const { services, training } = fakeTrainingServices({
      work: vi.fn(async () => ({ ...SAMPLE_WORK, can_mark: true })),
    });
    const { runtime } = renderBlock(
      TrainingWorkMarkBlock,
      {},
      { services, role: 'ACADEMIC_STAFF', path: '/?workId=work-1' },
    );
    const score = await screen.findByLabelText('成绩（0-100 分）');
    fireEvent.change(score, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: '提交批阅' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入 0 到 100 之间的整数成绩');
    expect(training.mark).not.toHaveBeenCalled();
    fireEvent.change(score, { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('评语'), { target: { value: ' 设计完整。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交批阅' }));
    await waitFor(() => expect(training.mark).toHaveBeenCalledWith('work-1', 95, '设计完整。'));
    expect(await screen.findByText('95 分')).toBeTruthy();
    expect(runtime.ui.toast).toHaveBeenCalledWith('批阅已保存');
  });

  it("mark: shows the server's refusal", async () => {
    const { services } = fakeTrainingServices({
      work: vi.fn(async () => ({ ...SAMPLE_WORK, can_mark: true })),
      mark: vi.fn(async () => {
        throw new HttpError(403, '您不是该作业的评审专家', 'TRAINING/FORBIDDEN');
      }),
    });
    renderBlock(
      TrainingWorkMarkBlock,
      {},
      { services, role: 'ACADEMIC_STAFF', path: '/?workId=work-1' },
    );
    fireEvent.change(await screen.findByLabelText('成绩（0-100 分）'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: '提交批阅' }));
    expect((await screen.findByRole('alert')).textContent).toBe('您不是该作业的评审专家');
  });
});
