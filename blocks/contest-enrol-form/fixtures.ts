import type { BlockFixture } from '../registryTypes';

export const contestEnrolFormFixtures: BlockFixture[] = [
  {
    name: 'from-route',
    description: 'On contest/:contestId/enroll: enrols in the contest of the route parameter.',
    props: { contestIdFromParam: 'contestId' },
  },
];
