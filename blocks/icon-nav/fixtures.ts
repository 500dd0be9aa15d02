/** Sample props of the icon-nav block (section type 13). */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import { sampleSection, sectionFixture } from '../shared/fixtureHelpers';

export const iconNavFixtures: BlockFixture[] = [
  sectionFixture('five-icons', 'Five icon links; the last one has an unsafe javascript: link.', {
    section: sampleSection(13, {
      id: 'nav-main',
      setting: {
        data: {
          item_data_list: [
            {
              id: 'i1',
              title: '德育',
              web_url: '/sedu',
              web_picture_url: '/static/samples/icon-1.png',
            },
            {
              id: 'i2',
              title: '体育',
              web_url: '/sport',
              web_picture_url: '/static/samples/icon-2.png',
            },
            {
              id: 'i3',
              title: '美育',
              web_url: '/art',
              web_picture_url: '/static/samples/icon-3.png',
            },
            {
              id: 'i4',
              title: '家庭教育',
              web_url: 'https://family.example.edu.cn',
              web_picture_url: '/static/samples/icon-4.png',
            },
            {
              id: 'i5',
              title: '坏链接',
              web_url: 'javascript:alert(1)',
              web_picture_url: '/static/samples/icon-5.png',
            },
          ],
        },
      },
    }),
  }),
  sectionFixture('empty', 'No icon links: the empty text.', {
    section: sampleSection(13, { id: 'nav-empty', setting: { data: { item_data_list: [] } } }),
  }),
];
