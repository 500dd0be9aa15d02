import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestEnrolFormFixtures: BlockFixture[] = [
  {
    name: 'from-route',
    description: 'On contest/:contestId/enroll: enrols in the contest of the route parameter.',
    props: { contestIdFromParam: 'contestId' },
  },
];
