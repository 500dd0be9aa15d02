import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const courseHonourFixtures: BlockFixture[] = [
  {
    name: 'teacher-training',
    description: '教师研修证书 / A teacher-training certificate.',
    props: {
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
      ],
    },
  },
];
