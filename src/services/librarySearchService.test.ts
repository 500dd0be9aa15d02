import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createLibrarySearchService, newestFirst, tagTreeFrom } from './librarySearchService';

const origin = window.location.origin;
const course = `${origin}/svc/course`;
const { server, requests } = startMswServer();

const catalogAnswer = [
  {
    id: 'n-xd',
    code: 'xd-1',
    title: '小学',
    tagCode: 'zxxxd',
    next_level_name: '学科',
    children: [
      { id: 'n-yw', code: 'xk-1', title: '语文', tagCode: 'zxxxk', next_level_name: null },
    ],
  },
  { id: 'n-cz', title: '初中', tagCode: 'zxxxd', children: [] },
];

describe('catalogs (CORE-API-11)', () => {
  it('GETs /v1/catalogs/libraries/{id}?all=true and converts the answer to a tag tree', async () => {
    server.use(
      http.get(`${course}/v1/catalogs/libraries/lib%201`, () => HttpResponse.json(catalogAnswer)),
    );
    const tree = await createLibrarySearchService(testClient().client).catalogs('lib 1');
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe('/svc/course/v1/catalogs/libraries/lib%201');
    expect(requests[0].url.searchParams.get('all')).toBe('true');
    expect(tree).toEqual({
      hierarchy_name: null,
      children: [
        {
          tag_id: 'xd-1',
          tag_name: '小学',
          catalog_id: 'n-xd',
          dimension: 'zxxxd',
          hierarchies: [
            {
              hierarchy_name: '学科',
              children: [
                {
                  tag_id: 'xk-1',
                  tag_name: '语文',
                  catalog_id: 'n-yw',
                  dimension: 'zxxxk',
                  hierarchies: [],
                },
              ],
            },
          ],
        },
        // no code: the node's id is its tag
        {
          tag_id: 'n-cz',
          tag_name: '初中',
          catalog_id: 'n-cz',
          dimension: 'zxxxd',
          hierarchies: [],
        },
      ],
    });
  });

  it('reads a wrapped answer and skips malformed nodes', () => {
    expect(
      tagTreeFrom({ items: [{ id: 'a', title: 'A' }, { title: 'no id' }, null] }).children,
    ).toEqual([{ tag_id: 'a', tag_name: 'A', catalog_id: 'a', hierarchies: [] }]);
    expect(tagTreeFrom('nonsense').children).toEqual([]);
  });
});

describe('library search (CORE-API-12)', () => {
  it('POSTs the selected tags and keyword with page_no 0 and page_size 500, and drops excluded items', async () => {
    server.use(
      http.post(`${course}/v1/libraries/lib-1/contents/actions/search/adapter`, () =>
        HttpResponse.json({
          items: [
            { id: 'a', title: 'A', library_id: 'lib-1' },
            { id: 'sample-1', title: 'S', library_id: 'lib-1' },
          ],
          total: 2,
        }),
      ),
    );
    const service = createLibrarySearchService(testClient().client, {
      excludedContentIds: { 'lib-1': ['sample-1'] },
    });
    const items = await service.search('lib-1', { keyword: ' 雨来 ', tagIds: ['agzy', 'xk-ddfz'] });
    expect(items.map((item) => item.id)).toEqual(['a']);
    expect(requests[0].method).toBe('POST');
    expect(JSON.parse(await requests[0].body())).toEqual({
      keyword: '雨来',
      tag_ids: ['agzy', 'xk-ddfz'],
      page_no: 0,
      page_size: 500,
    });
  });

  it('leaves out an empty keyword and an empty tag list', async () => {
    server.use(
      http.post(`${course}/v1/libraries/lib-1/contents/actions/search/adapter`, () =>
        HttpResponse.json([]),
      ),
    );
    await createLibrarySearchService(testClient().client).search('lib-1', {
      keyword: '  ',
      tagIds: [],
    });
    expect(JSON.parse(await requests[0].body())).toEqual({ page_no: 0, page_size: 500 });
  });
});

describe('cross-library search (CORE-API-13, A-24)', () => {
  it('POSTs library_ids, page_no 0, page_size 500 and orders the answer newest create_time first', async () => {
    server.use(
      http.post(`${course}/v1/libraries/contents/actions/search/adapter`, () =>
        HttpResponse.json({
          items: [
            {
              id: 'old',
              title: 'old',
              library_id: 'l1',
              create_time: '2026-01-02T08:00:00.000+0800',
            },
            {
              id: 'new',
              title: 'new',
              library_id: 'l2',
              create_time: '2026-03-02T08:00:00.000+0800',
            },
            {
              id: 'mid',
              title: 'mid',
              library_id: 'l1',
              create_time: '2026-02-02T08:00:00.000+0800',
            },
            { id: 'gone', title: 'x', library_id: 'l2', unit_id: 'u-x', create_time: '2026-04-01' },
          ],
        }),
      ),
    );
    const service = createLibrarySearchService(testClient().client, { excludedUnitIds: ['u-x'] });
    const items = await service.searchLibraries(['l1', 'l2']);
    expect(items.map((item) => item.id)).toEqual(['new', 'mid', 'old']);
    expect(requests[0].url.pathname).toBe(
      '/svc/course/v1/libraries/contents/actions/search/adapter',
    );
    expect(JSON.parse(await requests[0].body())).toEqual({
      library_ids: ['l1', 'l2'],
      page_no: 0,
      page_size: 500,
    });
  });

  it('asks nothing for no library', async () => {
    expect(await createLibrarySearchService(testClient().client).searchLibraries([])).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('keeps items without a time last and equal times in server order', () => {
    const sorted = newestFirst([
      { id: 'none', title: '' },
      { id: 'a', title: '', create_time: '2026-01-01' },
      { id: 'b', title: '', create_time: '2026-01-01' },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['a', 'b', 'none']);
  });
});
