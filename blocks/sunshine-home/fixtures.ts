/**
 * Sample props of the sunshine-home block and the service data they are shown with (tests and
 * the preview feed `sunshineHomeSampleData` to fake services).
 */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { LibraryContent, Section } from '../../src/services/entities';
import { sampleContent, sampleSection } from '../shared/fixtureHelpers';

export const sunshineHomeFixtures: BlockFixture[] = [
  {
    name: 'home',
    description: 'The four modules of the sunshine channel, with the gated live-class entry.',
    props: {
      channelId: 'sunshine',
      linkBase: '/sunshine',
      liveClass: {
        title: 'msg:sunshine.live.title',
        description: 'msg:sunshine.live.description',
        label: 'msg:sunshine.live.enter',
        gate: 'sunshineLiveClass',
        to: '/sunshine/live',
      },
    },
  },
  {
    name: 'modules-only',
    description: 'The modules without a live-class entry.',
    props: { channelId: 'sunshine' },
  },
];

const keyed = (key: string) => JSON.stringify({ section_key: key });

/** Ten news items: the home shows the first four (HD-SUN-08). */
export const sunshineNews: LibraryContent[] = Array.from({ length: 10 }, (_, i) =>
  sampleContent(i + 1, { title: `新闻通知 ${i + 1}`, resource_type: 'x_article' }),
);

export const sunshineHomeSampleData = {
  channels: [{ id: 'sunshine', title: '阳光学校' }],
  sections: {
    sunshine: [
      sampleSection(11, {
        id: 'sun-banner',
        libraryContents: [sampleContent(1, { title: '阳光学校', mainColor: '#e8731c' })],
      }),
      // Server order differs from the module order on purpose: the block orders by key.
      sampleSection(20, {
        id: 'sun-recommend',
        setting: {
          data: {
            title: '相关推荐',
            description: '阳光学校由外交部、教育部共同举办。',
            ext_param: keyed('recommend'),
          },
          display: { title: '相关推荐', is_title_show: true },
        },
        libraryContents: [
          sampleContent(1, {
            title: '青少年数字阅读平台',
            resource_type: 'x_url',
            extra: { url: '/externalLink?url=https%3A%2F%2Fread.smartedu.example%2F' },
          }),
          sampleContent(2, {
            title: '中国语言文字数字博物馆',
            resource_type: 'x_url',
            extra: { url: '/hd/yfwl' },
          }),
        ],
      }),
      sampleSection(12, {
        id: 'sun-news',
        setting: {
          data: { title: '新闻通知', isArtical: true, ext_param: keyed('news') },
          display: { title: '新闻通知', is_title_show: true },
        },
        libraryContents: sunshineNews,
      }),
      sampleSection(12, {
        id: 'sun-learning',
        setting: {
          data: { title: '课程学习', ext_param: keyed('learning') },
          display: { title: '课程学习', is_title_show: true },
        },
        libraryContents: [sampleContent(1, { title: '七年级数学：有理数的加法' })],
      }),
    ] satisfies Section[],
  },
  libraries: {} as Record<string, LibraryContent[]>,
};
