import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const certificateSearchFixtures: BlockFixture[] = [
  {
    name: 'default',
    description: '/certificate/search: the name and number form with the standard intro.',
    props: {},
  },
  {
    name: 'campaign-intro',
    description: 'A campaign that words the intro itself.',
    props: { intro: '请输入参赛时填写的姓名和证书上的编号。' },
  },
];
