/** Sample props of the custom-block block (section type 20). */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import { sampleContent, sampleSection, sectionFixture } from '../shared/fixtureHelpers';

export const customBlockFixtures: BlockFixture[] = [
  sectionFixture(
    'picture-link',
    'Title, picture linking to web_url, description and two contents.',
    {
      section: sampleSection(20, {
        id: 'custom-main',
        setting: {
          display: {
            title: '劳动教育',
            is_title_show: true,
            web_picture_url: '/static/samples/custom.jpg',
          },
          data: {
            description: '走进田间地头，体验劳动之美。',
            show_more_data: { show_more: 3, web_url: 'https://labour.example.edu.cn' },
          },
        },
        libraryContents: [
          sampleContent(1, { title: '校园种植课', resource_type: 'article' }),
          sampleContent(2, { title: '家务劳动清单', resource_type: 'assets_document' }),
        ],
      }),
    },
  ),
  sectionFixture('empty', 'Nothing to show: the empty text.', {
    section: sampleSection(20, {
      id: 'custom-empty',
      setting: { display: { title: '自定义', is_title_show: true } },
    }),
  }),
];
