import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const trainingHandbookFixtures: BlockFixture[] = [
  {
    name: 'channel',
    description: '/teacherTrainingNav/train/handbook.',
    props: {
      title: 'msg:training.handbook.title',
      breadcrumb: [
        { label: 'msg:portal.nav.home', to: '/' },
        { label: 'msg:portal.nav.teacherTraining', to: '/teacherTrainingNav' },
        { label: 'msg:training.list.title', to: '/teacherTrainingNav/train' },
      ],
      projectsTo: '/teacherTrainingNav/train',
    },
  },
];
