import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import TrainingWorksBlock from './TrainingWorksBlock';
import { renderBlock } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { SAMPLE_WORK } from './fixtures';

describe('training-works', () => {
  it('results: the project header and the works with status and score', async () => {
    const { services, training } = fakeTrainingServices();
    renderBlock(
      TrainingWorksBlock,
      { view: 'results' },
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
      { view: 'results' },
      { services, role: 'ACADEMIC_STAFF', path: '/?trainId=train-2026-summer' },
    );
    expect((await screen.findByRole('link', { name: '批阅' })).getAttribute('href')).toBe(
      '/training/workResult/mark?workId=work-1',
    );
  });

  it('results without a project says where to come from', () => {
    const { services } = fakeTrainingServices();
    renderBlock(TrainingWorksBlock, { view: 'results' }, { services, role: 'TEACHER' });
    expect(screen.getByText('请从培训项目进入作业成绩')).toBeTruthy();
  });

  it('detail: content, attachments and the pending result', async () => {
    const { services, training } = fakeTrainingServices();
    renderBlock(
      TrainingWorksBlock,
      { view: 'detail' },
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
    renderBlock(TrainingWorksBlock, { view: 'detail' }, { services, path: '/?workId=w' });
    expect(await screen.findByRole('heading', { name: '抱歉，您暂无访问权限' })).toBeTruthy();
    const other = fakeTrainingServices();
    renderBlock(
      TrainingWorksBlock,
      { view: 'detail' },
      { services: other.services, path: '/?workId=w' },
    );
    expect(await screen.findByText('作业不存在或已删除')).toBeTruthy();
  });

  it('mark: non-reviewers get the no-access screen', async () => {
    const { services } = fakeTrainingServices();
    renderBlock(
      TrainingWorksBlock,
      { view: 'mark' },
      { services, role: 'TEACHER', path: '/?workId=work-1' },
    );
    expect(await screen.findByRole('heading', { name: '抱歉，您暂无访问权限' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交批阅' })).toBeNull();
  });

  it('mark: checks the score, sends the mark and shows the result', async () => {
    const { services, training } = fakeTrainingServices({
      work: vi.fn(async () => ({ ...SAMPLE_WORK, can_mark: true })),
    });
    const { runtime } = renderBlock(
      TrainingWorksBlock,
      { view: 'mark' },
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
      TrainingWorksBlock,
      { view: 'mark' },
      { services, role: 'ACADEMIC_STAFF', path: '/?workId=work-1' },
    );
    fireEvent.change(await screen.findByLabelText('成绩（0-100 分）'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: '提交批阅' }));
    expect((await screen.findByRole('alert')).textContent).toBe('您不是该作业的评审专家');
  });
});
