import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const emptyContentFixtures: BlockFixture[] = [
  {
    name: 'by-section',
    description: "'See others' adapts to the section of the current address.",
    props: {},
  },
  {
    name: 'live-list',
    description: "'See others' leads to the live list.",
    props: { othersTo: '/liveList' },
  },
];
