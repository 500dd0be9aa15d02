import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const courseWorkFixtures: BlockFixture[] = [
  {
    name: 'teacher-training',
    description: '教师研修课程作业 / A teacher-training work.',
    props: {
      submitGate: 'courseWorkSubmit',
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
      ],
    },
  },
];
