import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const profileFormFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '个人资料 on /user, under the profile summary.',
    props: { title: 'msg:profileForm.title' },
  },
];
