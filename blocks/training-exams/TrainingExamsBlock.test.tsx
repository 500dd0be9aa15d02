import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';
import { renderTrainingPage } from '../training-project/renderTrainingPage';

/** The portal's project home, as its manifest composes it. */
const renderHome = (services = fakeTrainingServices()) =>
  renderTrainingPage('/training/train-2026-summer', services);

const examPanel = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: '在线考试' });
  return heading.closest('section') as HTMLElement;
};

const examRow = (panel: HTMLElement, title: string) =>
  within(panel).getByText(title).closest('li') as HTMLElement;

describe('training-exams on the project home: online exams (CORE-HELPER-25, CORE-API-18)', () => {
  it('answer buttons 继续作答 / 重新作答 / 重新作答 / 开始作答 for statuses 0 / 1 / 2 / none', async () => {
    const { training } = renderHome();
    const panel = await examPanel();
    await within(panel).findByText('师德师风专题测试');
    const buttons = within(panel).getAllByRole('link');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '继续作答',
      '重新作答',
      '重新作答',
      '开始作答',
    ]);
    expect(buttons[0].getAttribute('href')).toBe(
      '/training/train-2026-summer/onlineExamDetail?examId=exam-1',
    );
    expect(training.exams).toHaveBeenCalledWith('train-2026-summer');
    // Only exams that keep a result are asked for.
    expect(training.examResults).toHaveBeenCalledWith(['as-1', 'as-2', 'as-3']);
  });

  it('shows the best score where a result exists, and duration and deadline', async () => {
    renderHome();
    const panel = await examPanel();
    expect(await within(panel).findByText('最高分 86 分')).toBeTruthy();
    expect(within(examRow(panel, '数字素养提升测评')).getByText('最高分 92 分')).toBeTruthy();
    expect(within(examRow(panel, '新课标理解测验')).queryByText(/最高分/)).toBeNull();
    expect(within(examRow(panel, '研修结业考试')).queryByText(/最高分/)).toBeNull();
    expect(
      within(examRow(panel, '师德师风专题测试')).getByText('时长 60 分钟 · 截止 2024/09/10 23:59'),
    ).toBeTruthy();
    expect(
      within(examRow(panel, '新课标理解测验')).getByText('截止 2024/09/20 18:00'),
    ).toBeTruthy();
  });

  it('the 在线考试 tab leads to the exam panel of the home', async () => {
    renderHome();
    const nav = await screen.findByRole('navigation', { name: '项目导航' });
    expect(within(nav).getByRole('link', { name: '在线考试' }).getAttribute('href')).toBe(
      '/training/train-2026-summer#exams',
    );
    expect((await examPanel()).closest('#exams')).toBeTruthy();
  });

  it('a failed assessments call only hides the scores (CORE-ERR-23)', async () => {
    renderHome(fakeTrainingServices({ examResults: vi.fn(async () => []) }));
    const panel = await examPanel();
    expect(await within(panel).findByText('师德师风专题测试')).toBeTruthy();
    expect(within(panel).getAllByRole('link')).toHaveLength(4);
    expect(within(panel).queryByText(/最高分/)).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('even a rejected results call hides only the scores', async () => {
    const examResults = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    renderHome(fakeTrainingServices({ examResults }));
    const panel = await examPanel();
    expect(await within(panel).findByText('继续作答')).toBeTruthy();
    await vi.waitFor(() => expect(examResults).toHaveBeenCalled());
    expect(within(panel).queryByText(/最高分/)).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('a project without exams says so', async () => {
    renderHome(fakeTrainingServices({ exams: vi.fn(async () => []) }));
    const panel = await examPanel();
    expect(await within(panel).findByText('本项目暂无在线考试')).toBeTruthy();
  });

  it('a failed exam list says so in Chinese and 重新加载 asks again', async () => {
    const exams = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue([
        {
          id: 'e',
          title: '补考',
          duration_minutes: null,
          end_time: null,
          answer_status: null,
          assessment_id: null,
        },
      ]);
    renderHome(fakeTrainingServices({ exams }));
    const panel = await examPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('在线考试列表加载失败，请检查网络后重试。');
    within(alert).getByRole('button', { name: '重新加载' }).click();
    expect(await within(panel).findByRole('link', { name: '开始作答' })).toBeTruthy();
    expect(exams).toHaveBeenCalledTimes(2);
  });
});
