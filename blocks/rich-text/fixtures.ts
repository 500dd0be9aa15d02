import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const richTextFixtures: BlockFixture[] = [
  {
    name: 'kpzy-intro',
    description: 'The kpzy introduction paragraph.',
    props: { title: 'msg:kpzy.intro.title', paragraphs: ['msg:kpzy.intro.body'] },
  },
];
