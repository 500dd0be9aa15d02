import type { BlockFixture } from '../../src/runtime/blocks/contract';

/** Shown on a page that declares the sample project (and its news) as page data. */
export const trainingNewsFixtures: BlockFixture[] = [
  {
    name: 'news',
    description: 'The news library of the sample project.',
    props: {},
    pageData: {
      project: { source: 'training.project', params: { trainId: 'train-2026-summer' } },
      news: { source: 'library.contents', params: { libraryId: 'lib-train-summer-dynamics' } },
    },
  },
];
