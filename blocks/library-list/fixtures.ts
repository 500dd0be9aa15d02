import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const libraryListFixtures: BlockFixture[] = [
  {
    name: 'guide-from-query',
    description: 'A list page whose library comes from ?libraryId=.',
    props: { libraryIdFromQuery: 'libraryId' },
  },
  {
    name: 'works',
    description: 'A works grid linking to show/content?workId&libraryId.',
    props: { libraryId: 'kpzy-works', layout: 'works' },
  },
];
