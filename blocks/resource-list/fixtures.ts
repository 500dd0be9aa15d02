/** Sample props of the resource-list block (section type 12). */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { Section } from '../../src/services/entities';
import { sampleContent, sampleSection, sectionFixture } from '../shared/fixtureHelpers';

const five = [1, 2, 3, 4, 5].map((n) => sampleContent(n, { title: `精品课程 ${n}` }));

function list(id: string, setting: Section['setting'], libraryContents = five): Section {
  return sampleSection(12, { id, setting, libraryContents });
}

const titled = {
  title: '精品课程',
  is_title_show: true,
  icon_url: '/static/samples/icon-course.png',
};

export const resourceListFixtures: BlockFixture[] = [
  sectionFixture(
    'five-cards',
    'Five cards with title, icon and a more link to the library list (show_more 1).',
    {
      section: list('list-main', {
        display: titled,
        data: {
          title: '精品课程',
          library_id: 'lib-course',
          show_more_data: { show_more: 1, library_id: 'lib-course' },
        },
      }),
    },
  ),
  sectionFixture('title-hidden', 'is_title_show false: no heading.', {
    section: list('list-untitled', { display: { ...titled, is_title_show: false } }),
  }),
  sectionFixture('with-ad', 'ad_enable: the ad picture links to ad_url.', {
    section: list('list-ad', {
      display: {
        ...titled,
        ad_enable: true,
        ad_logo_url: '/static/samples/ad.png',
        ad_url: 'https://ad.example.edu.cn/campaign',
      },
    }),
  }),
  sectionFixture('more-catalogue', 'show_more 2: the more link opens the catalogue page.', {
    section: list('list-catalogue', {
      display: titled,
      data: { show_more_data: { show_more: 2, catalog_id: 'cat-7' } },
    }),
  }),
  sectionFixture('more-web', 'show_more 3: the more link is web_url.', {
    section: list('list-web', {
      display: titled,
      data: { show_more_data: { show_more: 3, web_url: 'https://www.example.edu.cn/more' } },
    }),
  }),
  sectionFixture('mobile-only', 'web_show false: hidden on desktop, shown on phones.', {
    section: list('list-mobile', { display: { ...titled, web_show: false } }),
  }),
  sectionFixture('works', 'useWorks: work cards linking to show/content.', {
    section: list('list-works', {
      display: { title: '作品展示', is_title_show: true },
      data: { useWorks: true, library_id: 'lib-works' },
    }),
  }),
  sectionFixture('works-empty', 'useWorks without works: 资源征集中，敬请期待.', {
    section: list('list-works-empty', { data: { useWorks: true } }, []),
  }),
  sectionFixture('special', 'useSpecial with 8 contents: the special-topic layout shows 6.', {
    section: list(
      'list-special',
      { display: { title: '专题教育', is_title_show: true }, data: { useSpecial: true } },
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => sampleContent(n, { title: `专题 ${n}` })),
    ),
  }),
  sectionFixture('articles', 'isArtical: an article list; the last item has an unsupported type.', {
    section: list(
      'list-articles',
      { display: { title: '通知公告', is_title_show: true }, data: { isArtical: true } },
      [
        sampleContent(1, {
          title: '关于开展暑期研修的通知',
          resource_type: 'article',
          extra: { date: '2024-07-01' },
        }),
        sampleContent(2, {
          title: '研修活动安排',
          resource_type: 't_news',
          extra: { date: '2024-07-05' },
        }),
        sampleContent(3, { title: '未知类型的新闻', resource_type: 'foo' }),
      ],
    ),
  }),
  sectionFixture(
    'mixed-types',
    'One card per link kind: course, live, training, url, document, unsupported.',
    {
      section: list(
        'list-mixed',
        { display: { title: '推荐', is_title_show: true }, data: { library_id: 'lib-mixed' } },
        [
          sampleContent(1, { title: '课程', resource_type: 't_course', resource_id: 'course-1' }),
          sampleContent(2, {
            title: '直播',
            resource_type: 'open_class_live',
            resource_id: 'live-1',
          }),
          sampleContent(3, { title: '培训', resource_type: 'auxo-train', resource_id: 'train-1' }),
          sampleContent(4, {
            title: '外链',
            resource_type: 'x_url',
            extra: { url: 'https://u.example.edu.cn' },
          }),
          sampleContent(5, { title: '文档', resource_type: 'assets_document' }),
          sampleContent(6, { title: '不支持', resource_type: 'foo' }),
        ],
      ),
    },
  ),
  sectionFixture('empty', 'No contents: 正在编辑，敬请期待.', {
    section: list('list-empty', { display: titled }, []),
  }),
];
