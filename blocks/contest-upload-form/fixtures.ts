import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestUploadFormFixtures: BlockFixture[] = [
  {
    name: 'from-route',
    description: 'On contest/:contestId/upload: uploads a work to the contest of the route.',
    props: { contestIdFromParam: 'contestId' },
  },
];
