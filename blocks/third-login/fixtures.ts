import type { BlockFixture } from '../registryTypes';

export const thirdLoginFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '/thirdLogin?code=… on the portal.',
    props: { codeFromQuery: 'code' },
  },
];
