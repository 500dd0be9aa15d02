import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const certificateDetailFixtures: BlockFixture[] = [
  {
    name: 'from-route',
    description: 'On certificate/detail/:id: the certificate named by the route.',
    props: { idFromParam: 'id' },
  },
];
