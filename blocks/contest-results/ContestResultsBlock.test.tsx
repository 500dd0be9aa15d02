import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContestResults } from '../../src/services/entities';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import ContestResultsBlock, { topicIndexOf, type ContestResultsProps } from './ContestResultsBlock';
import { contestResultsFixtures } from './fixtures';

const props = contestResultsFixtures[0]!.props as unknown as ContestResultsProps;

const PUBLISHED: ContestResults = {
  published: true,
  published_time: '2024-10-20T10:00:00.000+0800',
  items: [
    {
      rank: 1,
      work_id: 'w1',
      title: '用户角色识别模型',
      author_name: '孙丽',
      team_name: '数据先锋队',
      score: 95,
    },
    {
      rank: 2,
      work_id: 'w2',
      title: '访问行为画像',
      author_name: '周华',
      team_name: null,
      score: 88.5,
    },
    {
      rank: 2,
      work_id: 'w3',
      title: '学段推断',
      author_name: '李明',
      team_name: null,
      score: 88.5,
    },
  ],
};

function setup(path: string, answers: Record<string, ContestResults> = {}) {
  const services = createFakeServices();
  services.contest.results = vi.fn(
    async (id: string) => answers[id] ?? { published: false, published_time: null, items: [] },
  );
  const result = renderBlock(ContestResultsBlock, props, {
    services,
    sitePrefix: '/hd/diaa',
    path,
  });
  return { ...result, services };
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('contest results (HD-SITE-19)', () => {
  it.each([
    ['?pos=4', 4],
    ['?pos=8', 8],
    ['', 1],
    ['?pos=0', 1],
    ['?pos=9', 1],
    ['?pos=abc', 1],
    ['?pos=2.5', 1],
  ])('score%s selects topic %i', (query, n) => {
    setup(`/hd/diaa/score${query}`);
    expect(selectedTab().textContent).toContain(`赛题${n}`);
    expect(screen.getAllByRole('tab')).toHaveLength(8);
  });

  it('shows the ranking of the selected topic: rank, work, team or author, score', async () => {
    const { services } = setup('/hd/diaa/score?pos=4', { 'diaa2024-t4': PUBLISHED });
    const table = await screen.findByRole('table');
    expect(services.contest.results).toHaveBeenCalledWith('diaa2024-t4');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['1', '用户角色识别模型', '数据先锋队', '95'],
      ['2', '访问行为画像', '周华', '88.5'],
      ['2', '学段推断', '李明', '88.5'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['名次', '作品名称', '作者', '成绩']);
    expect(screen.getByText('公布时间：2024-10-20 10:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '赛题4：基于行为的用户属性理解' })).toBeTruthy();
  });

  it('before publication: 成绩尚未公布，敬请期待', async () => {
    setup('/hd/diaa/score?pos=3');
    expect(await screen.findByText('成绩尚未公布，敬请期待')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a tab press and the arrow keys select a topic and rewrite pos', async () => {
    const { services } = setup('/hd/diaa/score?pos=4&x-edu-theme=dark', {
      'diaa2024-t4': PUBLISHED,
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: /赛题6/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/hd/diaa/score?pos=6&x-edu-theme=dark',
      ),
    );
    expect(await screen.findByText('成绩尚未公布，敬请期待')).toBeTruthy();
    expect(services.contest.results).toHaveBeenLastCalledWith('diaa2024-t6');
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab().textContent).toContain('赛题7'));
    expect(document.activeElement).toBe(selectedTab());
    fireEvent.keyDown(selectedTab(), { key: 'End' });
    await waitFor(() => expect(selectedTab().textContent).toContain('赛题8'));
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    await waitFor(() => expect(selectedTab().textContent).toContain('赛题1'));
    expect(screen.getByTestId('location').textContent).toContain('pos=1');
  });

  it('a failed load says so and asks again', async () => {
    const { services } = setup('/hd/diaa/score?pos=4');
    services.contest.results = vi.fn(async () => {
      throw new Error('HTTP 500');
    });
    fireEvent.click(screen.getByRole('tab', { name: /赛题5/ }));
    expect(await screen.findByText('成绩加载失败')).toBeTruthy();
    services.contest.results = vi.fn(async () => PUBLISHED);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('topicIndexOf: only whole numbers 1…count select, anything else is topic 1', () => {
    expect(topicIndexOf('1', 8)).toBe(0);
    expect(topicIndexOf('8', 8)).toBe(7);
    expect(topicIndexOf('08', 8)).toBe(7);
    expect(topicIndexOf('-1', 8)).toBe(0);
    expect(topicIndexOf(null, 8)).toBe(0);
    expect(topicIndexOf('1e1', 8)).toBe(0);
  });
});
