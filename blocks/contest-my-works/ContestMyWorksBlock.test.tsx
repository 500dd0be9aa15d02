import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContestMyWorksBlock from './ContestMyWorksBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http/errors';
import type { ContestWork, ContestWorkPage } from '../../src/services/entities';

function work(id: string, overrides: Partial<ContestWork> = {}): ContestWork {
  return {
    work_id: id,
    contest_id: 'kpzy2026',
    title: `作品${id}`,
    description: '',
    file_name: `${id}.png`,
    file_size: 2 * 1024 * 1024,
    file_type: 'image/png',
    sha256: 'ab',
    status: 'submitted',
    score: null,
    create_time: '2026-06-01T12:00:00.000+0800',
    update_time: '2026-06-01T12:00:00.000+0800',
    file_url: `/svc/contest/contests/works/${id}/file?expires=1&sig=ab`,
    ...overrides,
  };
}

function setup(page: ContestWorkPage, options: { signedOut?: boolean } = {}) {
  const services = createFakeServices();
  services.contest.myWorks = vi.fn(async () => structuredClone(page));
  services.contest.uploadLimit = vi.fn(async () => ({ result: true, code: 0, remaining: 2 }));
  const result = renderBlock(
    ContestMyWorksBlock,
    { contestIdFromQuery: 'contestId' },
    {
      services,
      path: '/hd/kpzy/myWork?contestId=kpzy2026',
      sitePrefix: '/hd/kpzy',
      role: options.signedOut ? undefined : 'STUDENT',
    },
  );
  return { ...result, services };
}

const itemOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('contest my works', () => {
  it('lists the works with file, size, time and status labels, and 还可提交 2 件作品', async () => {
    const { services } = setup({
      total: 4,
      items: [
        work('a', { title: '<b>星空</b>' }),
        work('b', { status: 'withdrawn' }),
        work('c', { status: 'reviewing' }),
        work('d', { status: 'scored', score: 92 }),
      ],
    });
    expect(await screen.findByText('<b>星空</b>')).toBeTruthy();
    expect(screen.getByText('还可提交 2 件作品')).toBeTruthy();
    const first = itemOf('<b>星空</b>');
    expect(within(first).getByText('a.png')).toBeTruthy();
    expect(within(first).getByText('2.0 MB')).toBeTruthy();
    expect(within(first).getByText('2026-06-01 12:00')).toBeTruthy();
    expect(within(first).getByText('已提交')).toBeTruthy();
    expect(within(itemOf('作品b')).getByText('已撤回')).toBeTruthy();
    expect(within(itemOf('作品c')).getByText('评审中')).toBeTruthy();
    expect(within(itemOf('作品d')).getByText('已评分（92 分）')).toBeTruthy();
    // Only a submitted work may be withdrawn.
    expect(within(first).getByRole('button', { name: '撤回' })).toBeTruthy();
    expect(within(itemOf('作品d')).queryByRole('button', { name: '撤回' })).toBeNull();
    expect(services.contest.myWorks).toHaveBeenCalledWith('kpzy2026', { pageNo: 0, pageSize: 10 });
  });

  it.each([
    ['image/png', 'a.png', 'img'],
    ['application/pdf', 'a.pdf', 'iframe'],
  ])('previews %s in the page as <%s>', async (type, name, tag) => {
    const { container } = setup({
      total: 1,
      items: [work('a', { file_type: type, file_name: name })],
    });
    fireEvent.click(await screen.findByRole('button', { name: '预览' }));
    const element = container.querySelector(`.my-works__preview ${tag}`);
    expect(element?.getAttribute('src')).toBe(
      '/svc/contest/contests/works/a/file?expires=1&sig=ab',
    );
    expect(screen.getByRole('button', { name: '收起预览' })).toBeTruthy();
  });

  it.each([
    ['video/mp4', 'a.mp4', false],
    ['audio/mpeg', 'a.mp3', true],
  ])(
    'plays %s in the portal player, its MIME type as the source type',
    async (type, name, audio) => {
      const { container } = setup({
        total: 1,
        items: [work('a', { file_type: type, file_name: name })],
      });
      fireEvent.click(await screen.findByRole('button', { name: '预览' }));
      // The one player (issue 15), loaded on opening: its <video> carries the signed address.
      await waitFor(() =>
        expect(
          container.querySelector('.my-works__preview [data-media-player] source'),
        ).toBeTruthy(),
      );
      const source = container.querySelector('.my-works__preview [data-media-player] source');
      expect(source?.getAttribute('src')).toBe(
        '/svc/contest/contests/works/a/file?expires=1&sig=ab',
      );
      expect(source?.getAttribute('type')).toBe(type);
      const player = container.querySelector('.my-works__preview [data-media-player]');
      expect(player?.classList.contains('media-player--audio')).toBe(audio);
      expect(container.querySelector('.my-works__preview video')?.hasAttribute('controls')).toBe(
        true,
      );
      // The file stays downloadable beside the player.
      expect(screen.getByRole('link', { name: `下载 ${name}` })).toBeTruthy();
    },
  );

  it('offers other types as a download link', async () => {
    const { container } = setup({
      total: 1,
      items: [
        work('a', {
          file_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          file_name: '说明.docx',
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: '预览' }));
    const link = screen.getByRole('link', { name: '下载 说明.docx' });
    expect(link.getAttribute('href')).toBe('/svc/contest/contests/works/a/file?expires=1&sig=ab');
    expect(container.querySelector('.my-works__preview img, .my-works__preview iframe')).toBeNull();
  });

  it('撤回 asks first, then withdraws and reloads the list', async () => {
    const { services, runtime } = setup({ total: 1, items: [work('a')] });
    services.contest.withdrawWork = vi.fn(async () => work('a', { status: 'withdrawn' }));
    fireEvent.click(await screen.findByRole('button', { name: '撤回' }));
    await waitFor(() => expect(services.contest.withdrawWork).toHaveBeenCalledWith('a'));
    expect(runtime.ui.confirm).toHaveBeenCalledWith(
      '确定撤回作品“作品a”吗？撤回后该作品不再参与评审。',
    );
    expect(await screen.findByText('作品“作品a”已撤回')).toBeTruthy();
    await waitFor(() => expect(services.contest.myWorks).toHaveBeenCalledTimes(2));
  });

  it('a declined confirm withdraws nothing', async () => {
    const { services, runtime } = setup({ total: 1, items: [work('a')] });
    runtime.ui.confirm.mockResolvedValue(false);
    fireEvent.click(await screen.findByRole('button', { name: '撤回' }));
    await waitFor(() => expect(runtime.ui.confirm).toHaveBeenCalled());
    expect(services.contest.withdrawWork).not.toHaveBeenCalled();
  });

  it('a 409 shows 作品已进入评审，无法撤回', async () => {
    const { services } = setup({ total: 1, items: [work('a')] });
    services.contest.withdrawWork = vi.fn(async () => {
      throw new HttpError(409, '作品已进入评审，无法撤回', 'CONTEST/REVIEW_STARTED', {
        code: 'CONTEST/REVIEW_STARTED',
        message: '作品已进入评审，无法撤回',
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: '撤回' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '作品已进入评审，无法撤回',
    );
  });

  it('empty: 暂无作品 with a link to the upload page', async () => {
    setup({ total: 0, items: [] });
    expect(await screen.findByText('暂无作品')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去上传作品' }).getAttribute('href')).toBe(
      '/hd/kpzy/contest/kpzy2026/upload',
    );
  });

  it('pages when there is more than one page', async () => {
    const { services } = setup({
      total: 12,
      items: Array.from({ length: 10 }, (_, index) => work(String(index))),
    });
    expect(await screen.findByText('第 1 / 2 页')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一页' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(services.contest.myWorks).toHaveBeenLastCalledWith('kpzy2026', {
        pageNo: 1,
        pageSize: 10,
      }),
    );
    expect(await screen.findByText('第 2 / 2 页')).toBeTruthy();
  });

  it('a failed load offers 重新加载', async () => {
    const services = createFakeServices();
    services.contest.myWorks = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue({ total: 1, items: [work('a')] });
    renderBlock(
      ContestMyWorksBlock,
      { contestIdFromQuery: 'contestId' },
      { services, path: '/hd/kpzy/myWork?contestId=kpzy2026', role: 'STUDENT' },
    );
    expect(await screen.findByText('作品加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('作品a')).toBeTruthy();
  });

  it('without a user it asks nothing and does not crash', async () => {
    const { services } = setup({ total: 1, items: [work('a')] }, { signedOut: true });
    expect(await screen.findByText('登录后可查看我的作品')).toBeTruthy();
    expect(services.contest.myWorks).not.toHaveBeenCalled();
  });
});
