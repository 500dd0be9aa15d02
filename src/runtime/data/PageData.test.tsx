/**
 * A page's named data (issue 16, point 3): declared by the page, started once with the page,
 * read by name by any of its blocks; params from the route and the query; a missing param means
 * no call; a name the page does not declare fails the block that reads it, not the page.
 */
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageRenderer } from '../render/PageRenderer';
import { createBlockRegistry } from '../blocks/createBlockRegistry';
import type { BlockProps } from '../blocks/contract';
import type { PageDefinition } from '../manifest/types';
import { createFakeServices, renderWithRuntime } from '../../../blocks/testing/renderBlock';
import type { LibraryContent } from '../../services/entities';
import { usePageData } from './PageData';
import { resolvePageDataParams } from './pageDataSources';

/** Shows the titles of the page data its `input` prop names, or its state. */
function Titles({ props }: BlockProps<{ input: string; label: string }>) {
  const news = usePageData<LibraryContent[] | null>(props.input);
  let text: string;
  if (news.state === 'error') text = `失败：${String((news.error as Error).message)}`;
  else if (news.state === 'pending') text = '加载中';
  else if (news.data === null) text = '无';
  else text = (news.data ?? []).map((item) => item.title).join('、');
  return (
    <p aria-label={props.label}>
      {text}
      <button type="button" onClick={news.reload}>
        {`${props.label}重新加载`}
      </button>
    </p>
  );
}

const registry = createBlockRegistry([
  { type: 'titles', load: async () => ({ default: Titles as never }) },
]);

const item = (id: string, title: string): LibraryContent => ({ id, library_id: 'x', title });

function renderPage(page: PageDefinition, path: string, failing: string[] = []) {
  const services = createFakeServices({
    libraries: { 'lib-a': [item('a1', '甲一')], 'lib-b': [item('b1', '乙一')] },
    fail: { libraries: failing },
  });
  const result = renderWithRuntime(
    <Routes>
      <Route path="/news/:libraryId" element={<PageRenderer page={page} pageName="news" />} />
    </Routes>,
    { path, services, registry },
  );
  return { ...result, services };
}

/** Waits until the block labelled `label` shows `text`. */
const shows = (label: string, text: string) =>
  vi.waitFor(() => expect(screen.getByLabelText(label).textContent).toContain(text));

const fromRoute = {
  source: 'library.contents',
  params: { libraryId: { route: 'libraryId' } },
} as const;

describe('page data', () => {
  it('is asked once for the page, however many blocks read it, and each shows it', async () => {
    const { services } = renderPage(
      {
        data: { news: fromRoute },
        blocks: [
          { type: 'titles', props: { input: 'news', label: '左' } },
          { type: 'titles', props: { input: 'news', label: '右' } },
        ],
      },
      '/news/lib-a',
    );
    await shows('左', '甲一');
    expect(screen.getByLabelText('右').textContent).toContain('甲一');
    expect(services.library.contents).toHaveBeenCalledTimes(1);
    expect(services.library.contents).toHaveBeenCalledWith('lib-a');
  });

  it('is asked once when the first render is thrown away (something above it suspends)', async () => {
    // A cold visit: code still loading beside the page suspends the render that started the
    // calls, and React retries it from scratch.
    let loaded = false;
    const loading = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
      loaded = true;
    });
    function CodeStillLoading() {
      if (!loaded) throw loading;
      return null;
    }
    const services = createFakeServices({ libraries: { 'lib-a': [item('a1', '甲一')] } });
    const page: PageDefinition = {
      data: { news: fromRoute },
      blocks: [{ type: 'titles', props: { input: 'news', label: '左' } }],
    };
    const { unmount } = renderWithRuntime(
      <Suspense fallback={null}>
        <Routes>
          <Route path="/news/:libraryId" element={<PageRenderer page={page} pageName="news" />} />
        </Routes>
        <CodeStillLoading />
      </Suspense>,
      { path: '/news/lib-a', services, registry },
    );
    await shows('左', '甲一');
    expect(services.library.contents).toHaveBeenCalledTimes(1);
    // A later visit to the same page asks again.
    unmount();
    renderWithRuntime(
      <Routes>
        <Route path="/news/:libraryId" element={<PageRenderer page={page} pageName="news" />} />
      </Routes>,
      { path: '/news/lib-a', services, registry },
    );
    await shows('左', '甲一');
    expect(services.library.contents).toHaveBeenCalledTimes(2);
  });

  it('reload asks again, and every block reading it sees the new answer', async () => {
    const { services } = renderPage(
      {
        data: { news: fromRoute },
        blocks: [
          { type: 'titles', props: { input: 'news', label: '左' } },
          { type: 'titles', props: { input: 'news', label: '右' } },
        ],
      },
      '/news/lib-a',
    );
    await shows('右', '甲一');
    services.library.contents.mockResolvedValueOnce([item('a2', '甲二')]);
    await act(async () => screen.getByRole('button', { name: '左重新加载' }).click());
    await shows('右', '甲二');
    expect(screen.getByLabelText('左').textContent).toContain('甲二');
    expect(services.library.contents).toHaveBeenCalledTimes(2);
  });

  it('a block instance binds its input to another page data name', async () => {
    renderPage(
      {
        data: {
          first: { source: 'library.contents', params: { libraryId: 'lib-a' } },
          second: { source: 'library.contents', params: { libraryId: { query: 'other' } } },
        },
        blocks: [
          { type: 'titles', props: { input: 'news', label: '甲' }, data: { news: 'first' } },
          { type: 'titles', props: { input: 'news', label: '乙' }, data: { news: 'second' } },
        ],
      },
      '/news/any?other=lib-b',
    );
    await shows('乙', '乙一');
    expect(screen.getByLabelText('甲').textContent).toContain('甲一');
  });

  it('a param missing at this address makes no call and reads null', async () => {
    const { services } = renderPage(
      {
        data: { news: { source: 'library.contents', params: { libraryId: { query: 'id' } } } },
        blocks: [{ type: 'titles', props: { input: 'news', label: '左' } }],
      },
      '/news/lib-a',
    );
    await shows('左', '无');
    expect(services.library.contents).not.toHaveBeenCalled();
  });

  it('a failed call is an error state for its readers; an undeclared name fails only its block', async () => {
    renderPage(
      {
        data: {
          news: fromRoute,
          broken: { source: 'library.contents', params: { libraryId: 'lib-broken' } },
        },
        blocks: [
          { type: 'titles', props: { input: 'news', label: '左' } },
          { type: 'titles', props: { input: 'nothing', label: '中' } },
          { type: 'titles', props: { input: 'broken', label: '右' } },
        ],
      },
      '/news/lib-a',
      ['lib-broken'],
    );
    await shows('右', '失败：');
    expect(screen.getByLabelText('中').textContent).toContain(
      '失败：page data "nothing" is not declared by this page',
    );
    expect(screen.getByLabelText('左').textContent).toContain('甲一');
  });
});

describe('resolvePageDataParams', () => {
  const query = new URLSearchParams('newsId=n1&empty=');
  it('reads literal text, route parameters and query parameters', () => {
    expect(
      resolvePageDataParams({ source: 'training.project', params: { trainId: 'T' } }, {}, query),
    ).toEqual({ trainId: 'T' });
    expect(
      resolvePageDataParams(
        { source: 'training.project', params: { trainId: { route: 'id' } } },
        { id: 'R' },
        query,
      ),
    ).toEqual({ trainId: 'R' });
    expect(
      resolvePageDataParams(
        { source: 'library.contents', params: { libraryId: { query: 'newsId' } } },
        {},
        query,
      ),
    ).toEqual({ libraryId: 'n1' });
  });

  it('is null when a param is missing or empty', () => {
    expect(resolvePageDataParams({ source: 'training.project' }, {}, query)).toBeNull();
    expect(
      resolvePageDataParams(
        { source: 'library.contents', params: { libraryId: { query: 'empty' } } },
        {},
        query,
      ),
    ).toBeNull();
    expect(
      resolvePageDataParams(
        { source: 'training.project', params: { trainId: { route: 'id' } } },
        {},
        query,
      ),
    ).toBeNull();
  });
});
