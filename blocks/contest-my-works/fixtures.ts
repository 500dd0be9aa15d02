import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestMyWorksFixtures: BlockFixture[] = [
  {
    name: 'from-query',
    description: 'On myWork?contestId=…: the works of the contest named in the query.',
    props: { contestIdFromQuery: 'contestId' },
  },
];
