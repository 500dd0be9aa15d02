/**
 * Sample props of the channel-sections block, and the sample service data they are shown
 * with (tests and the preview feed `channelSectionsSampleData` to fake services).
 */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { Channel, LibraryContent, Section } from '../../src/services/entities';
import { sampleContent, sampleSection } from '../shared/fixtureHelpers';

export const channelSectionsFixtures: BlockFixture[] = [
  {
    name: 'by-channel-id',
    description: "One channel's sections, in server order.",
    props: { channelId: 'channel-a' },
  },
  {
    name: 'from-query',
    description: 'The channel id comes from the query parameter channelId (channel landing page).',
    props: { channelIdFromQuery: 'channelId' },
  },
  {
    name: 'landing-two-channels',
    description: 'No channel id: the first two channels as two groups.',
    props: {},
  },
  {
    name: 'home-keys',
    description: 'Keyed sections in the order of sectionKeys, after the unkeyed ones.',
    props: { channelId: 'channel-a', sectionKeys: ['art', 'sport'] },
  },
];

/** Service data behind the fixtures: channels, their sections and the library contents. */
export interface ChannelSectionsSampleData {
  channels: Channel[];
  sections: Record<string, Section[]>;
  libraries: Record<string, LibraryContent[]>;
}

export const channelSectionsSampleData: ChannelSectionsSampleData = {
  channels: [
    { id: 'channel-a', title: '德智体美劳' },
    { id: 'channel-b', title: '专题教育' },
    { id: 'channel-c', title: '备用频道' },
  ],
  sections: {
    'channel-a': [
      sampleSection(11, {
        id: 'a-banner',
        libraryContents: [sampleContent(1, { title: '开学第一课', mainColor: '#c00000' })],
      }),
      sampleSection(13, {
        id: 'a-nav',
        setting: {
          data: {
            item_data_list: [
              { id: 'n1', title: '体育锻炼', web_url: '/sport/list?libraryId=lib-sport' },
              { id: 'n2', title: '艺术鉴赏', web_url: '/art/list?libraryId=lib-art' },
            ],
          },
        },
      }),
      sampleSection(12, {
        id: 'a-sport',
        setting: {
          display: { title: '体育锻炼', is_title_show: true },
          data: { library_id: 'lib-sport', ext_param: '{"section_key":"sport"}' },
        },
      }),
      sampleSection(12, {
        id: 'a-art',
        setting: {
          display: { title: '艺术鉴赏', is_title_show: true },
          data: { library_id: 'lib-art', ext_param: '{"section_key":"art"}' },
        },
      }),
    ],
    'channel-b': [
      sampleSection(12, {
        id: 'b-sport',
        setting: {
          display: { title: '体育锻炼', is_title_show: true },
          data: { library_id: 'lib-sport' },
        },
      }),
      sampleSection(12, {
        id: 'b-other',
        setting: {
          display: { title: '劳动实践', is_title_show: true },
          data: {
            library_id: 'lib-labour',
            show_more_data: { show_more: 1, library_id: 'lib-labour' },
          },
        },
      }),
    ],
    'channel-c': [
      sampleSection(12, { id: 'c-list', setting: { data: { library_id: 'lib-sport' } } }),
    ],
  },
  libraries: {
    'lib-sport': [1, 2, 3].map((n) =>
      sampleContent(n, { title: `体育课 ${n}`, library_id: 'lib-sport' }),
    ),
    'lib-art': [4, 5].map((n) => sampleContent(n, { title: `美术课 ${n}`, library_id: 'lib-art' })),
    'lib-labour': [6].map((n) =>
      sampleContent(n, { title: `劳动课 ${n}`, library_id: 'lib-labour' }),
    ),
  },
};
