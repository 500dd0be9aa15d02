import type { BlockFixture } from '../registryTypes';

export const ucAccountFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: 'The /ucAccount page under the portal home.',
    props: { breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }] },
  },
];
