import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const syncTextbookFixtures: BlockFixture[] = [
  {
    name: 'textbook',
    description: '/syncClassroom/textBook/:courseId: chapter tree and lesson resources.',
    props: {},
  },
  {
    name: 'custom-param',
    description: 'A route whose parameter is :id, with the back link to /syncClassroom/prepare.',
    props: { courseIdParam: 'id', backPath: 'syncClassroom/prepare' },
  },
];
