import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contestMyEnrolmentFixtures: BlockFixture[] = [
  {
    name: 'from-param',
    description: 'On myEnroll/:contestId: the enrolment in the contest named by the route.',
    props: { contestIdFromParam: 'contestId' },
  },
  {
    name: 'enrolment-only',
    description: 'A site without enrol, upload or works pages: the enrolment facts alone.',
    props: { contestIdFromParam: 'contestId', actions: [] },
  },
];
