import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const userHomeFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '/user on the portal, below 首页.',
    props: { title: 'msg:userHome.title', breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }] },
  },
];
