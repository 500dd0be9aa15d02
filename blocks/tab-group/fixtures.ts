/** Sample props of the tab-group block (section type 26). */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import { sampleContent, sampleSection, sectionFixture } from '../shared/fixtureHelpers';

export const tabGroupFixtures: BlockFixture[] = [
  sectionFixture(
    'three-tabs',
    'Three child lists; the second has a web_url more link, the third is empty.',
    {
      section: sampleSection(26, {
        id: 'tabs-main',
        setting: { display: { title: '课程资源', is_title_show: true } },
        children: [
          sampleSection(12, {
            id: 'tab-1',
            setting: {
              display: { title: '小学' },
              data: {
                library_id: 'lib-primary',
                show_more_data: { show_more: 1, library_id: 'lib-primary' },
              },
            },
            libraryContents: [1, 2, 3].map((n) => sampleContent(n, { title: `小学课程 ${n}` })),
          }),
          sampleSection(12, {
            id: 'tab-2',
            setting: {
              display: { title: '初中' },
              data: {
                show_more_data: { show_more: 3, web_url: 'https://junior.example.edu.cn/more' },
              },
            },
            libraryContents: [4, 5].map((n) => sampleContent(n, { title: `初中课程 ${n}` })),
          }),
          sampleSection(12, {
            id: 'tab-3',
            setting: { display: { title: '高中' } },
            libraryContents: [],
          }),
        ],
      }),
    },
  ),
  sectionFixture('no-children', 'A tab group without children: the empty text.', {
    section: sampleSection(26, { id: 'tabs-empty', children: [] }),
  }),
];
