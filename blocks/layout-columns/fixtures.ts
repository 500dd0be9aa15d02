import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const layoutColumnsFixtures: BlockFixture[] = [
  {
    name: 'aside-right',
    description: 'The default: the aside column on the right, narrow.',
    props: {},
  },
  {
    name: 'aside-left-wide',
    description: 'A wide aside column on the left (a course catalogue beside the lesson).',
    props: { aside: 'left', asideWidth: 'wide' },
  },
];
