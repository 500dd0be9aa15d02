import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const thirdLoginFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '/thirdLogin?code=… on the portal.',
    props: { codeFromQuery: 'code' },
  },
];
