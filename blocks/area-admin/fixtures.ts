import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const areaAdminFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: 'The /areaAdmin page under the portal home.',
    props: { breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }] },
  },
];
