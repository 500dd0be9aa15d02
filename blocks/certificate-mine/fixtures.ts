import type { BlockFixture } from '../registryTypes';

export const certificateMineFixtures: BlockFixture[] = [
  {
    name: 'mine',
    description: "{prefix}/certificate/mine: the signed-in visitor's certificates.",
    props: {},
  },
];
