import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const productFeedbackFixtures: BlockFixture[] = [
  {
    name: 'dialog-form',
    description: 'On /productFeedback: the form shown inside the float bar feedback dialog.',
    props: {},
  },
];
