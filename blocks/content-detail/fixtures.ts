import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const contentDetailFixtures: BlockFixture[] = [
  {
    name: 'work',
    description:
      'A campaign work from show/content?workId&libraryId; see others goes to the works show.',
    props: { idFromQuery: 'workId', libraryIdFromQuery: 'libraryId', othersTo: 'show' },
  },
];
