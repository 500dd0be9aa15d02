import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestReviewTasksFixtures: BlockFixture[] = [
  {
    name: 'from-query',
    description: 'On reviewTask?contestId=…: the review tasks of the contest named in the query.',
    props: { contestIdFromQuery: 'contestId' },
  },
];
