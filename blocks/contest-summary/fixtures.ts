import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestSummaryFixtures: BlockFixture[] = [
  {
    name: 'from-route',
    description: 'On contest/:contestId/enroll: the contest from the route parameter.',
    props: { contestIdFromParam: 'contestId' },
  },
];
