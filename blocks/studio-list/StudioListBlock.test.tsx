import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StudioListBlock, { type StudioListProps } from './StudioListBlock';
import { studioAt } from './fixtures';
import { fakeStudioService, type FakeStudioData } from './fakeStudioService';
import { pageWindow } from './Pager';
import { renderBlock } from '../testing/renderBlock';
import type { StudioDetail } from '../../src/services/studioService';

const detail = (id: string, extra: Partial<StudioDetail> = {}): StudioDetail => ({
  ...studioAt(id, extra),
  members: [],
});

const TEACH = Array.from({ length: 11 }, (_, i) =>
  detail(`T${i + 1}`, { name: i === 0 ? '北京市海淀区小学数学名师工作室' : `名师工作室 ${i + 1}` }),
);
const ACCOUNTS = [
  detail('S1', {
    kind: 'inst-studio',
    name: '人民教育出版社',
    owner: { name: '人民教育出版社', title: '教材出版机构' },
  }),
];

function show(props: StudioListProps, path = '/tStudio', data: FakeStudioData = {}) {
  const fake = fakeStudioService({ studios: [...TEACH, ...ACCOUNTS], ...data });
  const view = renderBlock(StudioListBlock, props, { services: fake.services, path });
  return { ...view, ...fake };
}
const state = () => document.querySelector('[data-studio-list]')?.getAttribute('data-studio-list');
const ready = () => waitFor(() => expect(state()).toMatch(/ready|empty|error/));
const location = () => screen.getByTestId('location').textContent;

describe('studio-list block (ledger CORE-ROUTE-20/21)', () => {
  it('shows the first page of one kind with cover, label, name, host and compact counts', async () => {
    const { service } = show({ kind: 'teach-studio' });
    await ready();
    expect(service.studios).toHaveBeenCalledWith('teach-studio', {
      offset: 0,
      limit: 8,
      keyword: '',
    });
    const section = document.querySelector('.studio-list');
    expect(section?.getAttribute('data-studio-kind')).toBe('teach-studio');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('名师工作室');
    expect(screen.getByText('共 11 个')).toBeTruthy();
    const card = document.querySelector('[data-studio-id="T1"]') as HTMLElement;
    expect(within(card).getByText('北京市海淀区小学数学名师工作室')).toBeTruthy();
    expect(card.querySelector('[data-studio-kind-label]')?.textContent).toBe('名师工作室');
    expect(card.querySelector('img')).toBeTruthy();
    expect(card.textContent).toContain('主持人：王晓燕');
    expect(card.querySelector('[data-count="members"]')?.textContent).toBe('成员 36');
    expect(card.querySelector('[data-count="resources"]')?.textContent).toBe('资源 1.2万');
    expect(card.querySelector('[data-count="visits"]')?.textContent).toBe('访问 1000万+');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/tStudio/T1');
    expect(document.querySelectorAll('[data-studio-id]')).toHaveLength(8);
    // Breadcrumb: 首页 > 名师工作室.
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
  });

  it('pages with the page numbers, keeping the page in the address', async () => {
    const { service } = show({ kind: 'teach-studio' });
    await ready();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(location()).toBe('/tStudio?page=2'));
    await waitFor(() => expect(document.querySelectorAll('[data-studio-id]')).toHaveLength(3));
    expect(service.studios).toHaveBeenLastCalledWith('teach-studio', {
      offset: 8,
      limit: 8,
      keyword: '',
    });
    expect(
      within(screen.getByRole('navigation', { name: '分页' }))
        .getByRole('button', { name: '第 2 页' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('searches by keyword from the search box, from page 1', async () => {
    const { service } = show({ kind: 'teach-studio' }, '/tStudio?page=2');
    await ready();
    const box = screen.getByRole('searchbox', { name: '搜索工作室' });
    fireEvent.change(box, { target: { value: ' 海淀 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(location()).toBe('/tStudio?keyword=%E6%B5%B7%E6%B7%80'));
    await waitFor(() => expect(document.querySelectorAll('[data-studio-id]')).toHaveLength(1));
    expect(service.studios).toHaveBeenLastCalledWith('teach-studio', {
      offset: 0,
      limit: 8,
      keyword: '海淀',
    });
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('says when a search finds nothing, and when a kind has none', async () => {
    show({ kind: 'teach-studio' }, '/tStudio?keyword=nothing');
    await ready();
    expect(state()).toBe('empty');
    expect(screen.getByText('没有找到相关内容，请换个关键词试试')).toBeTruthy();
  });

  it('shows a kind with no studios as empty', async () => {
    show({ kind: 'ai-studio' }, '/aiStudioList');
    await ready();
    expect(screen.getByText('暂无内容，敬请期待')).toBeTruthy();
  });

  it('labels resource accounts 资源号 and leads to /tResource/{scopeId}', async () => {
    show({ kind: 'inst-studio', title: 'msg:studio.list.resourceNav' }, '/theResourceNav');
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('资源号导航');
    const card = document.querySelector('[data-studio-id="S1"]') as HTMLElement;
    expect(card.querySelector('[data-studio-kind-label]')?.textContent).toBe('资源号');
    expect(card.textContent).toContain('主持人：教材出版机构');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/tResource/S1');
  });

  it('shows the error screen when the service fails', async () => {
    show({ kind: 'teach-studio' }, '/tStudio', { fail: true });
    await ready();
    expect(state()).toBe('error');
    expect(document.querySelector('[data-screen="error"]')).toBeTruthy();
  });
});

describe('page numbers', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, 4, null, 20]],
    [10, 20, [1, null, 9, 10, 11, null, 20]],
    [20, 20, [1, null, 17, 18, 19, 20]],
  ])('page %i of %i', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});
