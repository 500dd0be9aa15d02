import type { BlockFixture } from '../../src/runtime/blocks/contract';

/** Shown on a page that declares the sample project (and its news) as page data. */
export const trainingManualFixtures: BlockFixture[] = [
  {
    name: 'manual',
    description: "The sample project's manual.",
    props: {},
    pageData: { project: { source: 'training.project', params: { trainId: 'train-2026-summer' } } },
  },
];
