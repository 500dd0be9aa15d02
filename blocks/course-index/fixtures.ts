import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const courseIndexFixtures: BlockFixture[] = [
  {
    name: 'teacher-training',
    description: '教师研修课程主页 / A teacher-training course home.',
    props: {
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
      ],
    },
  },
  {
    name: 'sport',
    description: '体育课程主页 / A sport course home.',
    props: {
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.sport', to: '/sport' },
      ],
    },
  },
];
