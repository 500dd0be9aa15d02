import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const personalHandoffFixtures: BlockFixture[] = [
  {
    name: 'personal',
    description: '/personal: the personal centre on the personal-centre application.',
    props: { path: '/personal' },
  },
  {
    name: 'footprint',
    description: '/user/myFootprint: the footprint page, also on the personal-centre application.',
    props: { path: '/user/myFootprint' },
  },
];
