import type { BlockFixture } from '../../src/runtime/blocks/contract';

/** Shown on a page that declares the sample project (and its news) as page data. */
export const trainingIntroductionFixtures: BlockFixture[] = [
  {
    name: 'home-excerpt',
    description: 'The project home: the summary with 更多.',
    props: { excerpt: true },
    pageData: { project: { source: 'training.project', params: { trainId: 'train-2026-summer' } } },
  },
  {
    name: 'full',
    description: '/training/{trainId}/introduction: the whole text.',
    props: {},
    pageData: { project: { source: 'training.project', params: { trainId: 'train-2026-summer' } } },
  },
];
