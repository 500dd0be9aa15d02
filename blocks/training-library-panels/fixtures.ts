import type { BlockFixture } from '../../src/runtime/blocks/contract';

/** Shown on a page that declares the sample project (and its news) as page data. */
export const trainingLibraryPanelsFixtures: BlockFixture[] = [
  {
    name: 'notices-and-news',
    description: "The project home's side column.",
    props: {},
    pageData: { project: { source: 'training.project', params: { trainId: 'train-2026-summer' } } },
  },
  {
    name: 'news-only',
    description: 'Only the news library.',
    props: { kinds: ['dynamics'] },
    pageData: { project: { source: 'training.project', params: { trainId: 'train-2026-summer' } } },
  },
];
