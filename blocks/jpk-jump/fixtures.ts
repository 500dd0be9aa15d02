import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const jpkJumpFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: 'The portal jump page /jpk?role_code&jpk_type with one address per type.',
    props: {
      addresses: {
        '1': 'https://jpk.smartedu.example/primary',
        '2': 'https://jpk.smartedu.example/junior',
        '3': 'https://jpk.smartedu.example/senior',
        '4': 'https://jpk.smartedu.example/teacher',
      },
    },
  },
];
