import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const courseDeskFixtures: BlockFixture[] = [
  {
    name: 'teacher-training',
    description: '教师研修桌面 / The training desk.',
    props: {
      browseTo: '/teacherTrainingNav',
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
      ],
    },
  },
];
