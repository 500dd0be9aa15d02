/** Sample props of the banner block (section type 11). */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import { sampleContent, sampleSection, sectionFixture } from '../shared/fixtureHelpers';

const slides = [
  sampleContent(1, {
    title: '开学第一课',
    resource_type: 'x_url',
    extra: { url: 'https://www.example.edu.cn/first-lesson' },
    mainColor: '#c00000',
  }),
  sampleContent(2, {
    title: '暑期教师研修',
    resource_type: 'assets_url',
    extra: { url: '/teacherTraining?channelId=summer' },
    mainColor: '#1f6fff',
  }),
  sampleContent(3, {
    title: '科学公开课',
    resource_type: 'article',
    mainColor: 'rgb(20, 160, 120)',
  }),
];

export const bannerFixtures: BlockFixture[] = [
  sectionFixture(
    'three-banners',
    'Three banners with main colours: two url-type links and an article.',
    {
      section: sampleSection(11, { id: 'banner-main', libraryContents: slides }),
    },
  ),
  sectionFixture('video-banner', 'A banner whose url is an m3u8 stream: opens the video modal.', {
    section: sampleSection(11, {
      id: 'banner-video',
      libraryContents: [
        sampleContent(4, {
          title: '开幕式直播回放',
          resource_type: 'x_url',
          extra: { url: 'https://v.example.edu.cn/live/opening.m3u8' },
        }),
      ],
    }),
  }),
  sectionFixture('iframe-banner', 'A banner with open_type=iframe: opens the page in the modal.', {
    section: sampleSection(11, {
      id: 'banner-iframe',
      libraryContents: [
        sampleContent(5, {
          title: '活动专题页',
          resource_type: 'x_url',
          extra: { url: 'https://x.example.edu.cn/topic?open_type=iframe' },
        }),
      ],
    }),
  }),
  sectionFixture(
    'description-link',
    'A banner whose description starts with http: the description is the target.',
    {
      section: sampleSection(11, {
        id: 'banner-description',
        libraryContents: [
          sampleContent(6, {
            title: '专题活动',
            resource_type: 'x_url',
            description: 'https://d.example.edu.cn/special',
            extra: { url: 'https://u.example.edu.cn/other' },
          }),
        ],
      }),
    },
  ),
  sectionFixture('fixed-width', 'display.banner_width = 1200: the carousel is 1200 px wide.', {
    section: sampleSection(11, {
      id: 'banner-width',
      setting: { display: { banner_width: 1200 } },
      libraryContents: slides.slice(0, 2),
    }),
  }),
  sectionFixture(
    'unsafe-link',
    'A banner whose extra.url is javascript:… is shown but is not a link.',
    {
      section: sampleSection(11, {
        id: 'banner-unsafe',
        libraryContents: [
          sampleContent(7, {
            title: '不安全链接',
            resource_type: 'x_url',
            extra: { url: 'javascript:alert(1)' },
          }),
        ],
      }),
    },
  ),
  sectionFixture('empty', 'No banners: the empty text.', {
    section: sampleSection(11, { id: 'banner-empty', libraryContents: [] }),
  }),
];
