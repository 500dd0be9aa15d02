import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const certificateMineFixtures: BlockFixture[] = [
  {
    name: 'mine',
    description: "{prefix}/certificate/mine: the signed-in visitor's certificates.",
    props: {},
  },
];
