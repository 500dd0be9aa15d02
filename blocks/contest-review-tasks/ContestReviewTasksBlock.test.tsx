import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContestReviewTasksBlock from './ContestReviewTasksBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http/errors';
import type { ReviewTask, ReviewTaskPage, ReviewTaskStatus } from '../../src/services/entities';

function task(id: string, overrides: Partial<ReviewTask> = {}): ReviewTask {
  return {
    task_id: id,
    contest_id: 'kpzy2026',
    status: 'pending',
    score: null,
    comment: '',
    assign_time: '2026-06-02T09:00:00.000+0800',
    score_time: null,
    ...overrides,
    work: {
      work_id: `w-${id}`,
      title: `作品${id}`,
      description: '用塑料袋罩住枝叶',
      file_name: `${id}.png`,
      file_size: 3 * 1024 * 1024,
      file_type: 'image/png',
      file_url: `/svc/contest/contests/works/w-${id}/file?expires=1&sig=ab`,
      create_time: '2026-06-01T12:00:00.000+0800',
      ...overrides.work,
    },
  };
}

/** A stand-in for the service: pending and scored lists, moved by scoreReview. */
function setup(initial: ReviewTask[], options: { signedOut?: boolean } = {}) {
  let tasks = structuredClone(initial);
  const services = createFakeServices();
  services.contest.reviewTasks = vi.fn(
    async (
      _contestId: string,
      query: { status?: ReviewTaskStatus; pageNo: number; pageSize: number },
    ): Promise<ReviewTaskPage> => {
      const shown = tasks.filter((item) => !query.status || item.status === query.status);
      return structuredClone({
        total: shown.length,
        pending_total: tasks.filter((item) => item.status === 'pending').length,
        scored_total: tasks.filter((item) => item.status === 'scored').length,
        items: shown.slice(query.pageNo * query.pageSize, (query.pageNo + 1) * query.pageSize),
      });
    },
  );
  services.contest.scoreReview = vi.fn(
    async (taskId: string, form: { score: number; comment: string }) => {
      tasks = tasks.map((item) =>
        item.task_id === taskId
          ? {
              ...item,
              status: 'scored' as const,
              score: form.score,
              comment: form.comment,
              score_time: '2026-06-03T10:00:00.000+0800',
            }
          : item,
      );
      return structuredClone(tasks.find((item) => item.task_id === taskId)!);
    },
  );
  const result = renderBlock(
    ContestReviewTasksBlock,
    { contestIdFromQuery: 'contestId' },
    {
      services,
      path: '/hd/kpzy/reviewTask?contestId=kpzy2026',
      sitePrefix: '/hd/kpzy',
      role: options.signedOut ? undefined : 'TEACHER',
    },
  );
  return { ...result, services };
}

const itemOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
const tab = (name: RegExp) => screen.getByRole('button', { name });

async function openForm(title: string) {
  fireEvent.click(within(await waitFor(() => itemOf(title))).getByRole('button', { name: '打开' }));
  return screen.getByRole('form', { name: `评分：${title}` });
}

describe('contest review tasks', () => {
  it('lists the pending works with file, size, submit time and status; counts on both tabs', async () => {
    const { services } = setup([
      task('a', { work: { title: '<b>叶子</b>' } as ReviewTask['work'] }),
      task('b'),
      task('c', { status: 'scored', score: 90, score_time: '2026-06-02T10:00:00.000+0800' }),
    ]);
    expect(await screen.findByText('<b>叶子</b>')).toBeTruthy();
    const first = itemOf('<b>叶子</b>');
    expect(within(first).getByText('a.png')).toBeTruthy();
    expect(within(first).getByText('3.0 MB')).toBeTruthy();
    expect(within(first).getByText('2026-06-01 12:00')).toBeTruthy();
    expect(within(first).getByText('待评审')).toBeTruthy();
    expect(screen.queryByText('作品c')).toBeNull();
    expect(tab(/待评审（2）/).getAttribute('aria-pressed')).toBe('true');
    expect(tab(/已评审（1）/).getAttribute('aria-pressed')).toBe('false');
    expect(services.contest.reviewTasks).toHaveBeenCalledWith('kpzy2026', {
      status: 'pending',
      pageNo: 0,
      pageSize: 10,
    });
  });

  it('已评审 shows the scored works with their score, asking for status scored', async () => {
    const { services } = setup([
      task('a'),
      task('c', {
        status: 'scored',
        score: 90,
        comment: '很好',
        score_time: '2026-06-02T10:00:00.000+0800',
      }),
    ]);
    await screen.findByText('作品a');
    fireEvent.click(tab(/已评审（1）/));
    expect(await screen.findByText('作品c')).toBeTruthy();
    expect(screen.queryByText('作品a')).toBeNull();
    expect(within(itemOf('作品c')).getByText('已评分（90 分）')).toBeTruthy();
    expect(tab(/已评审/).getAttribute('aria-pressed')).toBe('true');
    expect(services.contest.reviewTasks).toHaveBeenLastCalledWith('kpzy2026', {
      status: 'scored',
      pageNo: 0,
      pageSize: 10,
    });
    // The form starts from the stored score and comment.
    const form = await openForm('作品c');
    expect(within(form).getByLabelText('评分（0–100）')).toHaveProperty('value', '90');
    expect(within(form).getByLabelText('评语（选填）')).toHaveProperty('value', '很好');
  });

  it('打开 shows the description as text and the work inside the page', async () => {
    const { container } = setup([
      task('a', { work: { description: '<img src=x onerror=alert(1)>' } as ReviewTask['work'] }),
    ]);
    await openForm('作品a');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    const image = container.querySelector('.review-tasks__preview img');
    expect(image?.getAttribute('src')).toBe(
      '/svc/contest/contests/works/w-a/file?expires=1&sig=ab',
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['empty', ''],
    ['101', '101'],
    ['1.5', '1.5'],
    ['-1', '-1'],
  ])('score %s: 请输入 0–100 的整数评分, nothing sent', async (_label, typed) => {
    const { services } = setup([task('a')]);
    const form = await openForm('作品a');
    const input = within(form).getByLabelText('评分（0–100）');
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.click(within(form).getByRole('button', { name: '保存评分' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请输入 0–100 的整数评分');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(services.contest.scoreReview).not.toHaveBeenCalled();
    // Typing again takes the sentence away.
    fireEvent.change(input, { target: { value: '60' } });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('保存评分 sends the score and the trimmed comment once, then shows 评分已保存 and moves the task', async () => {
    const { services } = setup([task('a'), task('b')]);
    const form = await openForm('作品a');
    fireEvent.change(within(form).getByLabelText('评分（0–100）'), { target: { value: '88' } });
    fireEvent.change(within(form).getByLabelText('评语（选填）'), {
      target: { value: '  实验设计清楚  ' },
    });
    expect(within(form).getByText('10/500')).toBeTruthy();
    const save = within(form).getByRole('button', { name: '保存评分' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect((await screen.findByText('评分已保存')).getAttribute('role')).toBe('status');
    expect(services.contest.scoreReview).toHaveBeenCalledTimes(1);
    expect(services.contest.scoreReview).toHaveBeenCalledWith('a', {
      score: 88,
      comment: '实验设计清楚',
    });
    await waitFor(() => expect(screen.queryByText('作品a')).toBeNull());
    expect(tab(/待评审（1）/)).toBeTruthy();
    expect(tab(/已评审（1）/)).toBeTruthy();
    fireEvent.click(tab(/已评审/));
    expect(await screen.findByText('已评分（88 分）')).toBeTruthy();
  });

  it('disables 保存评分 while saving', async () => {
    const { services } = setup([task('a')]);
    let finish: () => void = () => undefined;
    services.contest.scoreReview = vi.fn(
      () =>
        new Promise<ReviewTask>((resolve) => {
          finish = () => resolve(task('a', { status: 'scored', score: 70 }));
        }),
    );
    const form = await openForm('作品a');
    fireEvent.change(within(form).getByLabelText('评分（0–100）'), { target: { value: '70' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存评分' }));
    const busy = await within(form).findByRole('button', { name: '保存中…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    finish();
    expect(await screen.findByText('评分已保存')).toBeTruthy();
  });

  it("shows the service's refusal (409 成绩已发布，无法修改评分) in the form", async () => {
    const { services } = setup([
      task('c', { status: 'scored', score: 90, score_time: '2026-06-02T10:00:00.000+0800' }),
    ]);
    services.contest.scoreReview = vi.fn(async () => {
      throw new HttpError(409, '成绩已发布，无法修改评分', 'CONTEST/RESULTS_PUBLISHED', {
        code: 'CONTEST/RESULTS_PUBLISHED',
        message: '成绩已发布，无法修改评分',
      });
    });
    await screen.findByText('暂无评审任务');
    fireEvent.click(tab(/已评审（1）/));
    const form = await openForm('作品c');
    fireEvent.change(within(form).getByLabelText('评分（0–100）'), { target: { value: '95' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存评分' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('成绩已发布，无法修改评分');
    expect(screen.queryByText('评分已保存')).toBeNull();
  });

  it('empty: 暂无评审任务', async () => {
    setup([]);
    expect(await screen.findByText('暂无评审任务')).toBeTruthy();
    expect(tab(/待评审（0）/)).toBeTruthy();
  });

  it('a failed load offers 重新加载; a refusal says why', async () => {
    const services = createFakeServices();
    services.contest.reviewTasks = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockRejectedValueOnce(
        new HttpError(403, '抱歉，您暂无访问权限', 'CONTEST/NOT_REVIEWER', {
          code: 'CONTEST/NOT_REVIEWER',
          message: '抱歉，您暂无访问权限',
        }),
      );
    renderBlock(
      ContestReviewTasksBlock,
      { contestIdFromQuery: 'contestId' },
      { services, path: '/hd/kpzy/reviewTask?contestId=kpzy2026', role: 'TEACHER' },
    );
    expect(await screen.findByText('评审任务加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('抱歉，您暂无访问权限')).toBeTruthy();
  });

  it('without a user it asks nothing and does not crash', async () => {
    const { services } = setup([task('a')], { signedOut: true });
    expect(await screen.findByText('登录后可查看评审任务')).toBeTruthy();
    expect(services.contest.reviewTasks).not.toHaveBeenCalled();
  });
});
