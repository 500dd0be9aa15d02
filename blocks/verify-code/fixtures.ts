import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const verifyCodeFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '/verifyCode on the portal, below 首页.',
    props: {
      title: 'msg:verifyCode.title',
      breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }],
    },
  },
];
