import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ResourceListBlock from './ResourceListBlock';
import { resourceListFixtures } from './fixtures';
import { fixtureProps, sampleContent, sampleSection } from '../shared/fixtureHelpers';
import { renderBlock } from '../testing/renderBlock';

const props = (name: string) => fixtureProps(resourceListFixtures, name);

function hrefOf(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('resource list (section type 12)', () => {
  it('renders one card per content with title, cover and default source (CORE-CHAN-05)', () => {
    renderBlock(ResourceListBlock, props('five-cards'), { path: '/sport' });
    const cards = screen.getAllByRole('link', { name: /精品课程 \d/ });
    expect(cards).toHaveLength(5);
    const first = cards[0];
    expect(within(first).getByText('精品课程 1')).toBeTruthy();
    expect(within(first).getByText('智慧中小学')).toBeTruthy();
    expect(first.querySelector('img')!.getAttribute('src')).toBe(
      '/static/samples/cover-1.jpg?x-oss-process=image/resize,w_360',
    );
  });

  it('shows extra.source instead of the default source when present', () => {
    const section = sampleSection(12, {
      libraryContents: [sampleContent(1, { extra: { source: '人民教育出版社' } })],
    });
    renderBlock(ResourceListBlock, { section });
    expect(screen.getByText('人民教育出版社')).toBeTruthy();
    expect(screen.queryByText('智慧中小学')).toBeNull();
  });

  it('marks each card with the kind analytics reports its click as (CORE-HELPER-11..19)', () => {
    const kinds: [resourceType: string, kind: string][] = [
      ['assets_video', 'video'],
      ['assets_audio', 'video'],
      ['assets_document', 'document'],
      ['x_url', 'link'],
      ['x_smartlink', 'innerLink'],
      ['image_list', 'image'],
      ['t_news', 'article'],
      ['open_class_live', 'openClassLive'],
      ['thematic_course', 'course'],
      ['x_provider', 'other'],
    ];
    const section = sampleSection(12, {
      libraryContents: kinds.map(([resource_type], i) =>
        sampleContent(i + 1, { resource_type, title: `资源 ${resource_type}` }),
      ),
    });
    const { container } = renderBlock(ResourceListBlock, { section });
    const marked = [...container.querySelectorAll('[data-resource-kind]')];
    expect(marked.map((card) => card.getAttribute('data-resource-kind'))).toEqual(
      kinds.map(([, kind]) => kind),
    );
  });

  describe('title row (CORE-CHAN-39)', () => {
    it('shows display.title with the icon_url icon when is_title_show is true', () => {
      renderBlock(ResourceListBlock, props('five-cards'));
      const heading = screen.getByRole('heading', { name: '精品课程' });
      expect(heading.querySelector('img')!.getAttribute('src')).toBe(
        '/static/samples/icon-course.png',
      );
    });

    it('shows no heading when is_title_show is false', () => {
      renderBlock(ResourceListBlock, props('title-hidden'));
      expect(screen.queryByRole('heading')).toBeNull();
    });
  });

  describe('ad (CORE-CHAN-40)', () => {
    it('shows ad_logo_url inside a link to ad_url when ad_enable is on', () => {
      renderBlock(ResourceListBlock, props('with-ad'));
      const ad = screen.getByRole('img', { name: '广告' });
      expect(ad.getAttribute('src')).toBe('/static/samples/ad.png');
      expect(ad.closest('a')!.getAttribute('href')).toBe(
        `/externalLink?url=${encodeURIComponent('https://ad.example.edu.cn/campaign')}`,
      );
    });

    it('shows no ad otherwise', () => {
      renderBlock(ResourceListBlock, props('five-cards'));
      expect(screen.queryByRole('img', { name: '广告' })).toBeNull();
    });
  });

  describe('more link (ledger A-08, CORE-CHAN-18, 22, 41)', () => {
    it('show_more 1 → the library list of the current base', () => {
      renderBlock(ResourceListBlock, props('five-cards'), { path: '/sport' });
      expect(hrefOf('更多')).toBe('/sport/list?libraryId=lib-course&firstLevel=');
    });

    it('show_more 1 on teacher training → the column page', () => {
      renderBlock(ResourceListBlock, props('five-cards'), { path: '/teacherTraining' });
      expect(hrefOf('更多')).toBe(
        '/teacherTraining?channelId=channel-demo&sectionId=list-main&libraryId=lib-course',
      );
    });

    it('show_more 1 on zgm → /hd/zgm/list?libraryId (CORE-CHAN-23)', () => {
      renderBlock(ResourceListBlock, props('five-cards'), { path: '/hd/zgm' });
      expect(hrefOf('更多')).toBe('/hd/zgm/list?libraryId=lib-course');
    });

    it('show_more 2 → the catalogue page', () => {
      renderBlock(ResourceListBlock, props('more-catalogue'), { path: '/art' });
      expect(hrefOf('更多')).toBe('/art/cat-7/catalog');
    });

    it('show_more 3 → web_url', () => {
      renderBlock(ResourceListBlock, props('more-web'));
      expect(hrefOf('更多')).toBe(
        `/externalLink?url=${encodeURIComponent('https://www.example.edu.cn/more')}`,
      );
    });

    it('no show_more_data → no more link', () => {
      renderBlock(ResourceListBlock, props('with-ad'));
      expect(screen.queryByRole('link', { name: '更多' })).toBeNull();
    });

    it('carries x-edu-theme on an in-site more link', () => {
      renderBlock(ResourceListBlock, props('five-cards'), { path: '/sport', themeParam: 'dark' });
      expect(hrefOf('更多')).toBe('/sport/list?libraryId=lib-course&firstLevel=&x-edu-theme=dark');
    });
  });

  it('hides a web_show false section on desktop only (ledger A-09)', () => {
    const { container, unmount } = renderBlock(ResourceListBlock, props('mobile-only'));
    expect(
      container.querySelector('section')!.classList.contains('resource-list--mobile-only'),
    ).toBe(true);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    unmount();
    const other = renderBlock(ResourceListBlock, props('five-cards'));
    expect(other.container.querySelector('.resource-list--mobile-only')).toBeNull();
  });

  describe('works (useWorks, CORE-CHAN-19, HD-SECT-03)', () => {
    it('links work cards to {base}/show/content?workId&libraryId', () => {
      renderBlock(ResourceListBlock, props('works'), { path: '/hd/kpzy' });
      expect(hrefOf(/精品课程 1/)).toBe('/hd/kpzy/show/content?workId=res-1&libraryId=lib-demo');
    });

    it('shows 资源征集中，敬请期待 when there are no works (ledger A-07)', () => {
      renderBlock(ResourceListBlock, props('works-empty'));
      expect(screen.getByText('资源征集中，敬请期待')).toBeTruthy();
      expect(screen.queryByText('正在编辑，敬请期待')).toBeNull();
    });
  });

  it('shows at most 6 items in the special-topic layout (useSpecial)', () => {
    renderBlock(ResourceListBlock, props('special'));
    const cards = screen.getAllByRole('link', { name: /专题 \d/ });
    expect(cards.map((card) => card.textContent)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `专题 ${n}智慧中小学`),
    );
  });

  describe('article list (isArtical)', () => {
    it('lists titles with dates, linking to detail', () => {
      renderBlock(ResourceListBlock, props('articles'), { path: '/hd/dnds' });
      const link = screen.getByRole('link', { name: /关于开展暑期研修的通知/ });
      expect(within(link).getByText('2024-07-01')).toBeTruthy();
      expect(link.getAttribute('href')).toBe(
        '/hd/dnds/detail?contentId=lc-1&contentType=article&channelId=channel-demo&libraryId=lib-demo&showPv=true',
      );
    });

    it('says 当前资源类型暂不支持 for an unsupported type and does not navigate (CORE-CHAN-43)', () => {
      const { runtime, getByTestId } = renderBlock(ResourceListBlock, props('articles'), {
        path: '/hd/dnds',
      });
      fireEvent.click(screen.getByRole('button', { name: /未知类型的新闻/ }));
      expect(runtime.ui.toast).toHaveBeenCalledWith('当前资源类型暂不支持');
      expect(getByTestId('location').textContent).toBe('/hd/dnds');
    });
  });

  describe('empty (CORE-CHAN-24, 25; ledger A-07)', () => {
    it('shows 正在编辑，敬请期待 and keeps its title', () => {
      renderBlock(ResourceListBlock, props('empty'));
      expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
      expect(screen.getByRole('heading', { name: '精品课程' })).toBeTruthy();
    });

    it('shows 资源征集中，敬请期待 when the page asks for the collecting text', () => {
      renderBlock(ResourceListBlock, { ...props('empty'), emptyText: 'collecting' });
      expect(screen.getByText('资源征集中，敬请期待')).toBeTruthy();
    });

    it('shows the tab title with the empty text inside a tab', () => {
      renderBlock(ResourceListBlock, { ...props('empty'), tabTitle: '高中' });
      expect(screen.getByText('高中')).toBeTruthy();
      expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
    });
  });

  describe('card links by resource type', () => {
    it.each([
      ['/sport', '/sport'],
      ['/art/list', '/art'],
      ['/specialEdu', '/specialEdu'],
      ['/teacherTraining', '/teacherTraining'],
      ['/hd/zgm', '/hd/zgm'],
    ])('on %s card links start with %s (CORE-CHAN-15)', (path, base) => {
      renderBlock(ResourceListBlock, props('mixed-types'), { path });
      expect(hrefOf(/^课程/)!.startsWith(`${base}/courseIndex?`)).toBe(true);
      expect(hrefOf(/^文档/)!.startsWith(`${base}/detail?`)).toBe(true);
    });

    it('course → courseIndex with exactly the spec keys (CORE-CHAN-16)', () => {
      renderBlock(ResourceListBlock, props('mixed-types'), { path: '/sport' });
      const url = new URL(hrefOf(/^课程/)!, 'http://x');
      expect([...url.searchParams.keys()]).toEqual([
        'courseId',
        'tag',
        'channelId',
        'libraryId',
        'breadcrumb',
        'firstLevel',
        'secondLevel',
        'thirdLevel',
        'align',
        'showPv',
      ]);
      expect(url.searchParams.get('courseId')).toBe('course-1');
    });

    it('live → /publicLive/{id}; training → /training/{id}; url type → extra.url (CORE-CHAN-20, 21, 31)', () => {
      renderBlock(ResourceListBlock, props('mixed-types'), { path: '/sport' });
      expect(hrefOf(/^直播/)).toBe('/publicLive/live-1');
      expect(hrefOf(/^培训/)).toBe('/training/train-1');
      expect(hrefOf(/^外链/)).toBe(
        `/externalLink?url=${encodeURIComponent('https://u.example.edu.cn/')}`,
      );
    });

    it('navigates inside the app when a card is clicked, 300 ms after the click is tracked (CORE-ANALYTICS-09)', () => {
      vi.useFakeTimers();
      try {
        const { getByTestId } = renderBlock(ResourceListBlock, props('mixed-types'), {
          path: '/sport',
        });
        fireEvent.click(screen.getByRole('link', { name: /^培训/ }));
        act(() => void vi.advanceTimersByTime(250));
        expect(getByTestId('location').textContent).toBe('/sport');
        act(() => void vi.advanceTimersByTime(50));
        expect(getByTestId('location').textContent).toBe('/training/train-1');
      } finally {
        vi.useRealTimers();
      }
    });

    it('uses a description starting with http as the target (CORE-CHAN-30)', () => {
      const section = sampleSection(12, {
        libraryContents: [
          sampleContent(1, {
            title: '描述链接',
            description: 'https://d.example/x',
            extra: { url: 'https://u' },
          }),
        ],
      });
      renderBlock(ResourceListBlock, { section });
      expect(hrefOf(/描述链接/)).toBe(
        `/externalLink?url=${encodeURIComponent('https://d.example/x')}`,
      );
    });

    it('drops a javascript: target: the card shows but is no link', () => {
      const section = sampleSection(12, {
        libraryContents: [
          sampleContent(1, {
            title: '坏链接',
            resource_type: 'x_url',
            extra: { url: 'javascript:alert(1)' },
          }),
        ],
      });
      renderBlock(ResourceListBlock, { section });
      expect(screen.getByText('坏链接')).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('carries x-edu-theme on in-site cards only', () => {
      renderBlock(ResourceListBlock, props('mixed-types'), { path: '/sport', themeParam: 'dark' });
      expect(hrefOf(/^培训/)).toBe('/training/train-1?x-edu-theme=dark');
      // Another site goes through our interstitial: the theme stays on that page (A-59).
      expect(hrefOf(/^外链/)).toBe(
        `${`/externalLink?url=${encodeURIComponent('https://u.example.edu.cn/')}`}&x-edu-theme=dark`,
      );
    });
  });
});
