import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const pageTitleFixtures: BlockFixture[] = [
  {
    name: 'guide',
    description: 'The kpzy guide page title.',
    props: { title: 'msg:kpzy.page.list' },
  },
];
