import type { BlockFixture } from '../../src/runtime/blocks/contract';

const HOME = [{ label: 'msg:portal.nav.home', to: '/' }];

export const recommendListFixtures: BlockFixture[] = [
  {
    name: 'activities',
    description: '/recommend/activity: 活动推荐 of the week.',
    props: { kind: 'activity', title: 'msg:recommend.activity', breadcrumb: HOME },
  },
  {
    name: 'model-lessons',
    description: '/recommend/modelLesson: 优课推荐 of the week.',
    props: { kind: 'modelLesson', title: 'msg:recommend.modelLesson', breadcrumb: HOME },
  },
];
