import type { BlockFixture } from '../registryTypes';

export const certificateDetailFixtures: BlockFixture[] = [
  {
    name: 'from-route',
    description: 'On certificate/detail/:id: the certificate named by the route.',
    props: { idFromParam: 'id' },
  },
];
