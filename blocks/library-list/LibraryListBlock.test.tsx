import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LibraryListBlock, { type LibraryListProps } from './LibraryListBlock';
import { libraryListFixtures } from './fixtures';
import { sampleContent } from '../shared/fixtureHelpers';
import { createFakeServices, renderBlock, type FakeServiceData } from '../testing/renderBlock';

/**
 * A library's contents (README): the default layout is a dated list whose items link to
 * `extra.url` (or an http description) through the link policy; `layout: "works"` is a grid
 * of works linking to show/content?workId&libraryId under the site prefix. Each layout has its
 * own empty text; a failed load says so inside the block. There is no paging and no "more" link:
 * the list shows the whole library.
 */

const GUIDE = [
  sampleContent(1, {
    id: 'guide-1',
    title: '活动通知',
    extra: { url: 'https://www.example.edu.cn/kpzy/notice', date: '2026-05-06 10:00:00' },
    create_time: '2026-05-01T08:00:00.000+0800',
  }),
  sampleContent(2, {
    id: 'guide-2',
    title: '作品要求',
    description: 'http://www.example.edu.cn/kpzy/rules',
    create_time: '2026-05-02T08:00:00.000+0800',
  }),
  sampleContent(3, {
    id: 'guide-3',
    title: '评审办法',
    extra: { url: '/hd/kpzy/detail?contentId=guide-3' },
    create_time: '2026-05-03T08:00:00.000+0800',
  }),
  sampleContent(4, {
    id: 'guide-4',
    title: '常见问题',
    description: '活动常见问题汇总',
    create_time: '2026-05-04T08:00:00.000+0800',
  }),
];

const WORKS = [
  sampleContent(5, { id: 'work-5', title: '星空下的实验' }),
  sampleContent(6, { id: 'work 6', title: '水的循环', cover_url: undefined }),
];

const DATA: FakeServiceData = { libraries: { 'kpzy-guide': GUIDE, 'kpzy-works': WORKS } };

/** Where the kpzy manifest places each fixture (list?libraryId=… and show). */
const PATH_OF_FIXTURE: Record<string, string> = {
  'guide-from-query': '/hd/kpzy/list?libraryId=kpzy-guide',
  works: '/hd/kpzy/show',
};

interface Row {
  text: string;
  href: string | null;
}

/** What a visitor sees for each fixture: one row per item, its text and where it links. */
const SEEN_FOR_FIXTURE: Record<string, Row[]> = {
  'guide-from-query': [
    {
      text: '活动通知2026-05-06',
      href: `/externalLink?url=${encodeURIComponent('https://www.example.edu.cn/kpzy/notice')}`,
    },
    {
      text: '作品要求2026-05-02',
      href: `/externalLink?url=${encodeURIComponent('http://www.example.edu.cn/kpzy/rules')}`,
    },
    { text: '评审办法2026-05-03', href: '/hd/kpzy/detail?contentId=guide-3' },
    { text: '常见问题2026-05-04', href: null },
  ],
  works: [
    { text: '星空下的实验', href: '/hd/kpzy/show/content?workId=work-5&libraryId=kpzy-works' },
    { text: '水的循环', href: '/hd/kpzy/show/content?workId=work%206&libraryId=kpzy-works' },
  ],
};

function fixture(name: string): LibraryListProps {
  const found = libraryListFixtures.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no fixture named "${name}"`);
  return structuredClone(found.props) as LibraryListProps;
}

function setup(props: LibraryListProps, path: string, data: FakeServiceData = DATA) {
  const services = createFakeServices(data);
  const result = renderBlock(LibraryListBlock, props, { services, path, sitePrefix: '/hd/kpzy' });
  return { ...result, services };
}

const rowsOf = (list: HTMLElement): Row[] =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? null,
    }));

describe('library list', () => {
  describe('fixtures', () => {
    it('knows what every fixture shows', () => {
      const names = libraryListFixtures.map((candidate) => candidate.name).sort();
      expect(names).toEqual(Object.keys(SEEN_FOR_FIXTURE).sort());
      expect(names).toEqual(Object.keys(PATH_OF_FIXTURE).sort());
    });

    it.each(libraryListFixtures.map((candidate) => [candidate.name] as const))(
      'fixture %s: one row per content, in the library’s order, with its link',
      async (name) => {
        setup(fixture(name), PATH_OF_FIXTURE[name]!);
        const list = await screen.findByRole('list');
        expect(rowsOf(list)).toEqual(SEEN_FOR_FIXTURE[name]);
      },
    );
  });

  describe('dated list', () => {
    it('reads the library from ?libraryId= and dates each item by extra.date, else create_time', async () => {
      const { services } = setup(fixture('guide-from-query'), PATH_OF_FIXTURE['guide-from-query']!);
      const list = await screen.findByRole('list');
      expect(services.library.contents).toHaveBeenCalledWith('kpzy-guide');
      const dates = [...list.querySelectorAll('time')].map((time) => [
        time.textContent,
        time.getAttribute('dateTime'),
      ]);
      expect(dates).toEqual([
        ['2026-05-06', '2026-05-06'],
        ['2026-05-02', '2026-05-02'],
        ['2026-05-03', '2026-05-03'],
        ['2026-05-04', '2026-05-04'],
      ]);
    });

    it('shows an item whose link the policy refuses as plain text, never as a link', async () => {
      setup({ libraryId: 'unsafe' }, '/hd/kpzy/list', {
        libraries: {
          unsafe: [
            sampleContent(1, { title: '脚本链接', extra: { url: 'javascript:alert(1)' } }),
            sampleContent(2, {
              title: '<b>标题</b>',
              extra: { url: 'data:text/html,<script>alert(1)</script>' },
            }),
          ],
        },
      });
      const list = await screen.findByRole('list');
      expect(within(list).queryAllByRole('link')).toHaveLength(0);
      expect(rowsOf(list).map((row) => row.text)).toEqual([
        '脚本链接2024-09-02',
        '<b>标题</b>2024-09-03',
      ]);
      expect(list.querySelector('b')).toBeNull();
    });

    it('shows 正在编辑，敬请期待 for an empty library', async () => {
      setup(fixture('guide-from-query'), '/hd/kpzy/list?libraryId=kpzy-empty');
      expect(await screen.findByText('正在编辑，敬请期待')).toBeTruthy();
      expect(screen.queryByRole('list')).toBeNull();
    });

    it('asks the visitor to choose a column when the address names no library', async () => {
      const { services } = setup(fixture('guide-from-query'), '/hd/kpzy/list');
      expect(await screen.findByText('请选择要查看的栏目')).toBeTruthy();
      expect(services.library.contents).not.toHaveBeenCalled();
    });
  });

  describe('works grid', () => {
    it('shows each work’s cover at the 360 width and links it to its show page', async () => {
      setup(fixture('works'), PATH_OF_FIXTURE.works!);
      const link = await screen.findByRole('link', { name: '星空下的实验' });
      expect(link.getAttribute('href')).toBe(
        '/hd/kpzy/show/content?workId=work-5&libraryId=kpzy-works',
      );
      expect(link.querySelector('img')?.getAttribute('src')).toBe(
        '/static/samples/cover-5.jpg?x-oss-process=image/resize,w_360',
      );
      expect(screen.getByRole('link', { name: '水的循环' }).querySelector('img')).toBeNull();
    });

    it('carries x-edu-theme onto the work links', async () => {
      const services = createFakeServices(DATA);
      renderBlock(LibraryListBlock, fixture('works'), {
        services,
        path: '/hd/kpzy/show?x-edu-theme=dark',
        sitePrefix: '/hd/kpzy',
        themeParam: 'dark',
      });
      const link = await screen.findByRole('link', { name: '星空下的实验' });
      expect(link.getAttribute('href')).toBe(
        '/hd/kpzy/show/content?workId=work-5&libraryId=kpzy-works&x-edu-theme=dark',
      );
    });

    it('shows 资源征集中，敬请期待 while no work has been collected', async () => {
      setup(fixture('works'), PATH_OF_FIXTURE.works!, { libraries: {} });
      expect(await screen.findByText('资源征集中，敬请期待')).toBeTruthy();
      expect(screen.queryByRole('list')).toBeNull();
    });
  });

  it.each(libraryListFixtures.map((candidate) => [candidate.name] as const))(
    'fixture %s: a failed load says the server is having a hiccup, inside the block',
    async (name) => {
      setup(fixture(name), PATH_OF_FIXTURE[name]!, {
        ...DATA,
        fail: { libraries: ['kpzy-guide', 'kpzy-works'] },
      });
      expect(await screen.findByText('服务器开小差了，请稍后重试')).toBeTruthy();
      expect(screen.queryByRole('list')).toBeNull();
    },
  );
});
