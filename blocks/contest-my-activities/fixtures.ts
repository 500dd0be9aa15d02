import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestMyActivitiesFixtures: BlockFixture[] = [
  {
    name: 'default',
    description: 'On user/myactivities: the joined contests, 10 a page, with all three links.',
    props: {},
  },
  {
    name: 'enrolment-only',
    description: 'A site without upload pages: each entry links to its enrolment detail only.',
    props: { pageSize: 5, actions: ['enrolment'] },
  },
];
