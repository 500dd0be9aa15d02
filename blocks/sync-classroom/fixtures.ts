import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const syncClassroomFixtures: BlockFixture[] = [
  {
    name: 'course-teaching',
    description: '/syncClassroom: the textbook filter and grid, headed 课程教学.',
    props: { heading: 'msg:portal.nav.syncClassroom' },
  },
  {
    name: 'prepare',
    description: '/syncClassroom/prepare: the same browser headed 备课授课.',
    props: { heading: 'msg:route.prepare', textbookPath: 'syncClassroom/textBook/{courseId}' },
  },
];
