/** Sample props of the column-panel block (section type 21). */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import { sampleContent, sampleSection, sectionFixture } from '../shared/fixtureHelpers';

const seven = [1, 2, 3, 4, 5, 6, 7].map((n) =>
  sampleContent(n, {
    title: `专栏文章 ${n}`,
    resource_type: 'article',
    extra: { brief_introduction: '聚焦课堂教学改革的一线实践。', date: `2024-05-0${n}` },
  }),
);

export const columnPanelFixtures: BlockFixture[] = [
  sectionFixture('library-seven', 'A library with 7 contents: the first 3 are shown.', {
    section: sampleSection(21, {
      id: 'column-main',
      setting: {
        display: { title: '名师专栏', is_title_show: true },
        data: {
          library_id: 'lib-column',
          show_more_data: { show_more: 1, library_id: 'lib-column' },
        },
      },
      libraryContents: seven,
    }),
  }),
  sectionFixture('resources-four', 'Picked resources without a library: all 4 are shown.', {
    section: sampleSection(21, {
      id: 'column-picked',
      setting: { display: { title: '精选', is_title_show: true } },
      libraryContents: seven.slice(0, 4),
    }),
  }),
  sectionFixture('empty', 'No contents: the empty text.', {
    section: sampleSection(21, {
      id: 'column-empty',
      setting: { data: { library_id: 'lib-empty' } },
      libraryContents: [],
    }),
  }),
];
