/** Sample props of the topic-block block (section type 22). */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import { sampleContent, sampleSection, sectionFixture } from '../shared/fixtureHelpers';

export const topicBlockFixtures: BlockFixture[] = [
  sectionFixture(
    'picture-and-articles',
    'A topic picture and four articles, with a more link to the list.',
    {
      section: sampleSection(22, {
        id: 'topic-main',
        setting: {
          display: {
            title: '宪法学习',
            is_title_show: true,
            web_picture_url: '/static/samples/topic.jpg',
          },
          data: {
            library_id: 'lib-topic',
            show_more_data: { show_more: 1, library_id: 'lib-topic' },
          },
        },
        libraryContents: [1, 2, 3, 4].map((n) =>
          sampleContent(n, {
            title: `宪法宣传周活动 ${n}`,
            resource_type: 'article',
            extra: { date: `2024-12-0${n}` },
          }),
        ),
      }),
    },
  ),
  sectionFixture('empty', 'No picture and no contents: the empty text.', {
    section: sampleSection(22, { id: 'topic-empty', libraryContents: [] }),
  }),
];
