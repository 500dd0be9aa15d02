import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const trainingWorkMarkFixtures: BlockFixture[] = [
  { name: 'default', description: '/training/workResult/mark?workId=… (reviewers).', props: {} },
];
