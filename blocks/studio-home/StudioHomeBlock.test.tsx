import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import StudioHomeBlock, { type StudioHomeProps } from './StudioHomeBlock';
import { studioAt } from '../studio-list/fixtures';
import { fakeStudioService, type FakeStudioData } from '../studio-list/fakeStudioService';
import { renderWithRuntime } from '../testing/renderBlock';
import type { StudioDetail, StudioNews } from '../../src/services/studioService';

const ACCOUNT: StudioDetail = {
  ...studioAt('S1', {
    kind: 'inst-studio',
    name: '人民教育出版社',
    owner: { name: '人民教育出版社', title: '教材出版机构' },
    area: '北京市',
    introduction: '发布统编教材配套的教学资源。',
  }),
  members: [
    { name: '人民教育出版社', title: '教材出版机构', school: '北京市', role: 'owner' },
    { name: '张丽', title: '编辑', school: '北京市', role: 'member' },
  ],
};
const TEACH: StudioDetail = { ...studioAt('T1'), members: [] };

const news = (id: string, day: number, extra: Partial<StudioNews> = {}): StudioNews => ({
  id,
  title: `动态 ${id}`,
  summary: `摘要 ${id}`,
  publish_time: `2026-09-${String(day).padStart(2, '0')}T09:00:00.000+0800`,
  content: `<p>正文 ${id}</p><script>alert(1)</script>`,
  ...extra,
});
const NEWS = [news('N0', 20), news('N1', 12), news('N2', 5), news('N3', 1)];

function show(
  path: string,
  props: StudioHomeProps = { routeKey: 'tResource' },
  data: FakeStudioData = {},
) {
  const fake = fakeStudioService({
    studios: [ACCOUNT, TEACH],
    news: { S1: NEWS },
    resources: {
      S1: [
        {
          id: 'R1',
          title: '《观潮》课文精讲',
          resource_type: 'assets_video',
          cover_url: '/c.svg',
          view_count: 23_456,
          create_time: '2026-09-01T09:00:00.000+0800',
        },
      ],
    },
    ...data,
  });
  const view = renderWithRuntime(
    <Routes>
      <Route
        path={`/${props.routeKey}/:scopeId`}
        element={<StudioHomeBlock props={props} blockId="home" />}
      />
    </Routes>,
    { services: fake.services, path },
  );
  return { ...view, ...fake };
}
const state = () => document.querySelector('[data-studio-home]')?.getAttribute('data-studio-home');
const ready = () => waitFor(() => expect(state()).toMatch(/ready|missing|error/));
const item = (id: string) => document.querySelector(`[data-news-id="${id}"]`) as HTMLElement;

describe('studio-home block (ledger CORE-ROUTE-20/21)', () => {
  it('loads studio S1 and opens and highlights news item N1 from contentId', async () => {
    const { service } = show('/tResource/S1?contentId=N1');
    await ready();
    expect(service.studio).toHaveBeenCalledWith('S1');
    await waitFor(() => expect(item('N1')).toBeTruthy());
    expect(service.newsItem).toHaveBeenCalledWith('S1', 'N1');
    expect(item('N1').getAttribute('data-highlighted')).toBe('true');
    expect(item('N0').getAttribute('data-highlighted')).toBeNull();
    const toggle = within(item('N1')).getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The body is sanitised before it is shown.
    await waitFor(() => expect(item('N1').textContent).toContain('正文 N1'));
    expect(item('N1').querySelector('script')).toBeNull();
    // News are in the order the service gives (newest first), the named one in its place.
    const ids = Array.from(document.querySelectorAll('[data-news-id]')).map((node) =>
      node.getAttribute('data-news-id'),
    );
    expect(ids).toEqual(['N0', 'N1', 'N2', 'N3']);
  });

  it('shows the resource-account kind and label, never an institution-studio wording', async () => {
    show('/tResource/S1');
    await ready();
    const section = document.querySelector('.studio-home');
    expect(section?.getAttribute('data-studio-kind')).toBe('inst-studio');
    expect(document.querySelector('[data-studio-kind-label]')?.textContent).toBe('资源号');
    expect(section?.textContent).not.toContain('机构工作室');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('人民教育出版社');
    expect(section?.textContent).toContain('教材出版机构');
    expect(document.querySelector('[data-count="resources"]')?.textContent).toBe('资源 1.2万');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(crumbs).getByRole('link', { name: '资源号' }).getAttribute('href')).toBe(
      '/theResourceNav',
    );
  });

  it('shows resources linking to their detail page, and members', async () => {
    show('/tResource/S1');
    await ready();
    await waitFor(() => expect(document.querySelector('[data-resource-id="R1"]')).toBeTruthy());
    const link = document.querySelector('[data-resource-id="R1"] a');
    const href = new URL(link?.getAttribute('href') ?? '', 'http://portal.test');
    expect(href.pathname).toBe('/content/detail');
    expect(href.searchParams.get('contentId')).toBe('R1');
    expect(document.querySelector('[data-resource-id="R1"]')?.textContent).toContain('2.3万次浏览');
    const members = screen.getByRole('heading', { name: '团队成员' }).parentElement as HTMLElement;
    expect(within(members).getByText('张丽')).toBeTruthy();
  });

  it('opens a news item beyond the first page by asking it by id', async () => {
    const { service } = show('/tResource/S1?contentId=N3', {
      routeKey: 'tResource',
      newsPageSize: 2,
    });
    await ready();
    await waitFor(() => expect(item('N3')).toBeTruthy());
    expect(service.news).toHaveBeenCalledWith('S1', 0, 2);
    expect(item('N3').getAttribute('data-highlighted')).toBe('true');
    expect(screen.getByRole('button', { name: '查看更多动态' })).toBeTruthy();
  });

  it('says so when the named news item does not exist', async () => {
    show('/tResource/S1?contentId=gone');
    await ready();
    await waitFor(() => expect(document.querySelector('[data-news-missing="gone"]')).toBeTruthy());
    expect(screen.getByText('该动态不存在或已删除')).toBeTruthy();
  });

  it('opens another item by click and keeps it in the address; a second click closes it', async () => {
    show('/tResource/S1');
    await ready();
    await waitFor(() => expect(item('N2')).toBeTruthy());
    const toggle = within(item('N2')).getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/tResource/S1?contentId=N2'),
    );
    await waitFor(() => expect(item('N2').textContent).toContain('正文 N2'));
    fireEvent.click(within(item('N2')).getByRole('button'));
    await waitFor(() =>
      expect(within(item('N2')).getByRole('button').getAttribute('aria-expanded')).toBe('false'),
    );
  });

  it('takes the kind from the route key: a teacher studio is 名师工作室', async () => {
    show('/tStudio/T1', { routeKey: 'tStudio' });
    await ready();
    expect(document.querySelector('.studio-home')?.getAttribute('data-studio-kind')).toBe(
      'teach-studio',
    );
    expect(document.querySelector('[data-studio-kind-label]')?.textContent).toBe('名师工作室');
    await waitFor(() => expect(screen.getByText('暂无动态')).toBeTruthy());
    expect(screen.getByText('暂无资源')).toBeTruthy();
  });

  it('shows the taken-down screen for an unknown studio, leading to the kind list', async () => {
    show('/tResource/nobody');
    await ready();
    expect(state()).toBe('missing');
    const others = screen.getByRole('link', { name: '看看其他' });
    expect(others.getAttribute('href')).toBe('/theResourceNav');
  });

  it('shows the error screen when the service fails', async () => {
    show('/tResource/S1', { routeKey: 'tResource' }, { fail: true });
    await ready();
    expect(state()).toBe('error');
  });
});
