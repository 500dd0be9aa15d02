import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContestMyActivitiesBlock, {
  type ContestMyActivitiesProps,
} from './ContestMyActivitiesBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import type { JoinedContest, JoinedContestPage } from '../../src/services/entities';

function joined(id: string, status: number, overrides: Partial<JoinedContest> = {}): JoinedContest {
  return {
    contest_id: id,
    title: `活动${id}`,
    status: 1,
    begin_time: '2026-06-01T00:00:00.000+0800',
    end_time: '2026-07-31T23:59:00.000+0800',
    enroll_status: status,
    ...overrides,
  };
}

function setup(
  page: JoinedContestPage,
  options: { signedOut?: boolean; props?: ContestMyActivitiesProps } = {},
) {
  const services = createFakeServices();
  services.contest.myJoinedContests = vi.fn(async () => structuredClone(page));
  const result = renderBlock(ContestMyActivitiesBlock, options.props ?? {}, {
    services,
    path: '/hd/kpzy/user/myactivities?he=1',
    sitePrefix: '/hd/kpzy',
    role: options.signedOut ? undefined : 'STUDENT',
  });
  return { ...result, services };
}

const itemOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;
const hrefOf = (item: HTMLElement, name: string) =>
  within(item).getByRole('link', { name }).getAttribute('href');

describe('contest my activities', () => {
  it('lists the joined contests in the service order with time span, status label and links', async () => {
    const { services } = setup({
      total: 4,
      items: [
        joined('kpzy2026', 3, { title: '<b>科普</b>资源征集' }),
        joined('113', 2),
        joined('114', 0),
        joined('115', 1),
      ],
    });
    expect(await screen.findByText('<b>科普</b>资源征集')).toBeTruthy();
    expect(services.contest.myJoinedContests).toHaveBeenCalledWith({ pageNo: 0, pageSize: 10 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '<b>科普</b>资源征集',
      '活动113',
      '活动114',
      '活动115',
    ]);
    const verified = itemOf('<b>科普</b>资源征集');
    expect(within(verified).getByText('2026-06-01 00:00 — 2026-07-31 23:59')).toBeTruthy();
    expect(within(verified).getByText('已报名（审核通过）')).toBeTruthy();
    expect(hrefOf(verified, '报名详情')).toBe('/hd/kpzy/myEnroll/kpzy2026');
    expect(hrefOf(verified, '我的作品')).toBe('/hd/kpzy/myWork?contestId=kpzy2026');
    expect(hrefOf(verified, '作品上传')).toBe('/hd/kpzy/contest/kpzy2026/upload');
    // 我的作品 only for a verified enrolment (seed 001 §3); status 1 awaits approval.
    expect(within(itemOf('活动113')).getByText('已报名')).toBeTruthy();
    expect(within(itemOf('活动114')).getByText('待审核')).toBeTruthy();
    expect(within(itemOf('活动115')).getByText('待审核')).toBeTruthy();
    for (const title of ['活动113', '活动114', '活动115']) {
      expect(within(itemOf(title)).queryByRole('link', { name: '我的作品' })).toBeNull();
      expect(within(itemOf(title)).getByRole('link', { name: '报名详情' })).toBeTruthy();
      expect(within(itemOf(title)).getByRole('link', { name: '作品上传' })).toBeTruthy();
    }
  });

  it('offers only the links the site has pages for', async () => {
    setup({ total: 1, items: [joined('kpzy2026', 3)] }, { props: { actions: ['enrolment'] } });
    await screen.findByText('活动kpzy2026');
    const item = itemOf('活动kpzy2026');
    expect(
      within(item)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['报名详情']);
  });

  it('an id in a link is escaped as one path segment', async () => {
    setup({ total: 1, items: [joined('a/b?c', 3, { title: '特别' })] });
    await screen.findByText('特别');
    const item = itemOf('特别');
    expect(hrefOf(item, '报名详情')).toBe('/hd/kpzy/myEnroll/a%2Fb%3Fc');
    expect(hrefOf(item, '我的作品')).toBe('/hd/kpzy/myWork?contestId=a%2Fb%3Fc');
  });

  it('empty: 暂未参加任何活动 with a link to the site home', async () => {
    setup({ total: 0, items: [] });
    expect(await screen.findByText('暂未参加任何活动')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去活动首页看看' }).getAttribute('href')).toBe(
      '/hd/kpzy',
    );
  });

  it('pages with the page size', async () => {
    const { services } = setup(
      { total: 7, items: Array.from({ length: 5 }, (_, index) => joined(String(index), 2)) },
      { props: { pageSize: 5 } },
    );
    expect(await screen.findByText('第 1 / 2 页')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(services.contest.myJoinedContests).toHaveBeenLastCalledWith({
        pageNo: 1,
        pageSize: 5,
      }),
    );
    expect(await screen.findByText('第 2 / 2 页')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('a failed load offers 重新加载', async () => {
    const services = createFakeServices();
    services.contest.myJoinedContests = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue({ total: 1, items: [joined('kpzy2026', 3)] });
    renderBlock(
      ContestMyActivitiesBlock,
      {},
      { services, path: '/hd/kpzy/user/myactivities', sitePrefix: '/hd/kpzy', role: 'STUDENT' },
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '活动加载失败重新加载');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('活动kpzy2026')).toBeTruthy();
  });

  it('without a user it asks nothing and says 登录后可查看我的活动', async () => {
    const { services } = setup({ total: 1, items: [joined('kpzy2026', 3)] }, { signedOut: true });
    expect(await screen.findByText('登录后可查看我的活动')).toBeTruthy();
    expect(services.contest.myJoinedContests).not.toHaveBeenCalled();
  });
});
