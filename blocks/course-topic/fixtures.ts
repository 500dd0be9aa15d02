import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const courseTopicFixtures: BlockFixture[] = [
  {
    name: 'teacher-training',
    description: '教师研修专题 / A teacher-training topic.',
    props: {
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
      ],
    },
  },
];
