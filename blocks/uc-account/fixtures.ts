import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const ucAccountFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: 'The /ucAccount page under the portal home.',
    props: { breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }] },
  },
];
