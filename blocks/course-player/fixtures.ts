import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const coursePlayerFixtures: BlockFixture[] = [
  {
    name: 'teacher-training',
    description: '教师研修课程的课时播放 / A teacher-training lesson.',
    props: {
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
      ],
    },
  },
];
