import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ContentListBlock, { LIST_STEP, type ContentListProps } from './ContentListBlock';
import { seduItems, seduTree } from './fixtures';
import { createFakeServices, renderBlock, renderWithRuntime } from '../testing/renderBlock';
import type { LibraryContent } from '../../src/services/entities';

const data = { libraries: { 'lib-sedu': seduItems }, catalogs: { 'lib-sedu': seduTree } };
const listProps: ContentListProps = { libraryIdFromQuery: 'libraryId', title: 'msg:list.title' };
const location = () => screen.getByTestId('location').textContent ?? '';
const titles = () =>
  screen.queryAllByRole('listitem').flatMap((li) => {
    const title = li.querySelector('.content-list__title');
    return title ? [title.textContent] : [];
  });

describe('content-list', () => {
  it('lists the full contents with the first catalog level as filters', async () => {
    const services = createFakeServices(data);
    renderBlock(ContentListBlock, listProps, {
      services,
      path: '/teacherTraining?channelId=portal-home&libraryId=lib-sedu',
    });
    expect(await screen.findByText('共 3 条资源')).toBeTruthy();
    expect(services.library.contents).toHaveBeenCalledWith('lib-sedu');
    expect(services.librarySearch.catalogs).toHaveBeenCalledWith('lib-sedu');
    expect(services.librarySearch.search).not.toHaveBeenCalled();
    const row = screen.getByRole('group', { name: '类型' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['全部', '爱国主义教育', '心理健康教育']);
    expect(within(row).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('资源列表');
  });

  it('choosing a filter narrows the list through a library search and writes it to the address', async () => {
    const services = createFakeServices(data);
    renderBlock(ContentListBlock, listProps, { services, path: '/sport/list?libraryId=lib-sedu' });
    await screen.findByText('共 3 条资源');
    fireEvent.click(screen.getByRole('button', { name: '爱国主义教育' }));
    expect(await screen.findByText('共 2 条资源')).toBeTruthy();
    expect(location()).toBe('/sport/list?libraryId=lib-sedu&firstLevel=agzy');
    expect(services.librarySearch.search).toHaveBeenLastCalledWith('lib-sedu', {
      tagIds: ['agzy'],
      keyword: '',
    });
    // the next level opens, headed by next_level_name
    fireEvent.click(
      within(screen.getByRole('group', { name: '学科' })).getByRole('button', { name: '历史' }),
    );
    expect(await screen.findByText('共 1 条资源')).toBeTruthy();
    expect(location()).toBe('/sport/list?libraryId=lib-sedu&firstLevel=agzy&subject=xk-ls');
    expect(titles()).toEqual(['抗战历史中的英雄']);
    // changing the first level drops the level below it
    fireEvent.click(screen.getByRole('button', { name: '心理健康教育' }));
    expect(await screen.findByText('共 1 条资源')).toBeTruthy();
    expect(location()).toBe('/sport/list?libraryId=lib-sedu&firstLevel=xljk');
    expect(screen.queryByRole('group', { name: '学科' })).toBeNull();
  });

  it('preselects firstLevel from the address, by code or by catalog id, and heads the page with it', async () => {
    renderBlock(ContentListBlock, listProps, {
      data,
      path: '/sport/list?libraryId=lib-sedu&firstLevel=lib-sedu%3Aagzy',
    });
    expect(await screen.findByText('共 2 条资源')).toBeTruthy();
    expect(screen.getByRole('button', { name: '爱国主义教育' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('爱国主义教育');
  });

  it('without libraryId in the address filters the default library by firstLevel (CORE-ROUTE-07)', async () => {
    const services = createFakeServices(data);
    renderBlock(
      ContentListBlock,
      { ...listProps, libraryId: 'lib-sedu' },
      { services, path: '/teacherTraining?firstLevel=agzy' },
    );
    expect(await screen.findByText('共 2 条资源')).toBeTruthy();
    expect(services.librarySearch.search).toHaveBeenLastCalledWith('lib-sedu', {
      tagIds: ['agzy'],
      keyword: '',
    });
    expect(screen.getByRole('button', { name: '爱国主义教育' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByText('请选择要查看的栏目')).toBeNull();
  });

  it('a libraryId in the address wins over the default library', async () => {
    const services = createFakeServices(data);
    renderBlock(
      ContentListBlock,
      { ...listProps, libraryId: 'lib-default' },
      { services, path: '/teacherTraining?libraryId=lib-sedu' },
    );
    expect(await screen.findByText('共 3 条资源')).toBeTruthy();
    expect(services.library.contents).toHaveBeenCalledWith('lib-sedu');
    expect(services.library.contents).not.toHaveBeenCalledWith('lib-default');
  });

  it('links each item to {base}/detail with contentId, contentType, channelId, libraryId and showPv', async () => {
    renderBlock(ContentListBlock, listProps, {
      data,
      path: '/sport/list?libraryId=lib-sedu&channelId=ch-1&firstLevel=xljk',
    });
    const link = await screen.findByRole('link', { name: /学会调节情绪/ });
    expect(link.getAttribute('href')).toBe(
      '/sport/detail?contentId=s3&contentType=assets_video&channelId=ch-1&libraryId=lib-sedu&showPv=true',
    );
  });

  it('searches by keyword from the search box and keeps it in the address', async () => {
    const services = createFakeServices(data);
    renderBlock(ContentListBlock, listProps, { services, path: '/art/list?libraryId=lib-sedu' });
    await screen.findByText('共 3 条资源');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索本栏目资源' }), {
      target: { value: '英雄' },
    });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('共 2 条资源')).toBeTruthy();
    expect(location()).toBe('/art/list?libraryId=lib-sedu&keyword=%E8%8B%B1%E9%9B%84');
    expect(services.librarySearch.search).toHaveBeenLastCalledWith('lib-sedu', {
      tagIds: [],
      keyword: '英雄',
    });
  });

  it('shows 资源征集中，敬请期待 when nothing matches', async () => {
    renderBlock(ContentListBlock, listProps, {
      data: { catalogs: data.catalogs, libraries: { 'lib-sedu': [] } },
      path: '/sport/list?libraryId=lib-sedu',
    });
    expect(await screen.findByText('资源征集中，敬请期待')).toBeTruthy();
  });

  it('shows 12 items, then 12 more per 加载更多', async () => {
    const many: LibraryContent[] = Array.from({ length: 30 }, (_, i) => ({
      id: `m${i}`,
      title: `资源${i}`,
      resource_type: 'assets_video',
    }));
    renderBlock(ContentListBlock, listProps, {
      data: { libraries: { 'lib-sedu': many } },
      path: '/sport/list?libraryId=lib-sedu',
    });
    await screen.findByText('共 30 条资源');
    expect(titles()).toHaveLength(LIST_STEP);
    expect(LIST_STEP).toBe(12);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(titles()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(titles()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('labels textbooks grade·volume·edition·term', async () => {
    const book: LibraryContent = {
      id: 'b1',
      title: '初中数学人教版七年级上册',
      resource_type: 'x_smartlink',
      tags: [
        { tag_dimension_id: 'zxxxd', tag_name: '初中' },
        { tag_dimension_id: 'zxxnj', tag_name: '七年级' },
        { tag_dimension_id: 'zxxbb', tag_name: '人教版' },
        { tag_dimension_id: 'zxxcc', tag_name: '上册' },
      ],
    };
    renderBlock(ContentListBlock, listProps, {
      data: { libraries: { books: [book] } },
      path: '/sport/list?libraryId=books',
    });
    expect(await screen.findByText('七年级·上册·人教版·初中')).toBeTruthy();
  });

  it('keys textbook levels by their dimension: term, subject …', async () => {
    renderBlock(ContentListBlock, listProps, {
      data: {
        libraries: { books: [] },
        catalogs: {
          books: {
            hierarchy_name: null,
            children: [
              {
                tag_id: 'xd-cz',
                tag_name: '初中',
                catalog_id: 'c1',
                dimension: 'zxxxd',
                hierarchies: [
                  {
                    hierarchy_name: null,
                    children: [
                      {
                        tag_id: 'xk-sx',
                        tag_name: '数学',
                        catalog_id: 'c2',
                        dimension: 'zxxxk',
                        hierarchies: [],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        },
      },
      path: '/sport/list?libraryId=books&firstLevel=xd-cz',
    });
    expect(await screen.findByRole('group', { name: '学段' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('group', { name: '学科' })).getByRole('button', { name: '数学' }),
    );
    expect(location()).toBe('/sport/list?libraryId=books&firstLevel=xd-cz&subject=xk-sx');
  });

  it('on a column page takes the column from the route and opens another column by its path', async () => {
    const services = createFakeServices({
      libraries: { 'lib-sedu': seduItems },
      catalogs: data.catalogs,
    });
    renderWithRuntime(
      <Routes>
        <Route
          path="/sedu/:id/catalog"
          element={
            <ContentListBlock
              blockId="b"
              props={{
                libraryId: 'lib-sedu',
                firstLevelFromRoute: 'id',
                title: 'msg:portal.area.sedu',
                breadcrumb: [
                  { label: 'msg:portal.nav.home', to: '/' },
                  { label: 'msg:portal.area.sedu' },
                ],
              }}
            />
          }
        />
      </Routes>,
      { services, path: '/sedu/agzy/catalog' },
    );
    expect(await screen.findByText('共 2 条资源')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['首页', '德育', '爱国主义教育']);
    // no 全部 on a column page: the column is the page
    expect(
      within(screen.getByRole('group', { name: '类型' })).queryByRole('button', { name: '全部' }),
    ).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '心理健康教育' }));
    });
    expect(location()).toBe('/sedu/xljk/catalog');
    expect(await screen.findByText('共 1 条资源')).toBeTruthy();
  });

  it('lists several libraries through one cross-library search, without filters', async () => {
    const services = createFakeServices({
      libraries: { a: [{ id: 'a1', title: '甲' }], b: [{ id: 'b1', title: '乙' }] },
    });
    renderBlock(ContentListBlock, { libraryIds: ['a', 'b'] }, { services });
    expect(await screen.findByText('共 2 条资源')).toBeTruthy();
    expect(services.librarySearch.searchLibraries).toHaveBeenCalledWith(['a', 'b']);
    expect(services.librarySearch.catalogs).not.toHaveBeenCalled();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('still lists the contents when the catalog cannot be read', async () => {
    const services = createFakeServices(data);
    services.librarySearch.catalogs.mockRejectedValueOnce(new Error('HTTP 500'));
    renderBlock(ContentListBlock, listProps, { services, path: '/sport/list?libraryId=lib-sedu' });
    expect(await screen.findByText('共 3 条资源')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '资源筛选' })).toBeNull();
  });
});
