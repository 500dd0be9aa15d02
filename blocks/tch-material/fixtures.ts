import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const tchMaterialFixtures: BlockFixture[] = [
  {
    name: 'prepare',
    description: '/syncClassroom/prepare: the electronic textbooks, headed 备课授课.',
    props: { heading: 'msg:route.prepare' },
  },
  {
    name: 'no-heading',
    description: 'The browser alone, under a heading of the page’s own.',
    props: {},
  },
];
