import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const trainingWorkDetailFixtures: BlockFixture[] = [
  { name: 'default', description: '/training/workDetail?workId=…', props: {} },
];
