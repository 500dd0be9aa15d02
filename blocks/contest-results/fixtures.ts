/** Sample props of the contest-results block. */
import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestResultsFixtures: BlockFixture[] = [
  {
    name: 'diaa-topics',
    description: 'The eight data-contest topics; score?pos=n selects topic n.',
    props: {
      topics: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
        title: `msg:diaa.topic.${n}.title`,
        contestId: `diaa2024-t${n}`,
      })),
    },
  },
];
