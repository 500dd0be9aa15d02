/** The visitor's side of this block: its name, section codes and code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';

export default {
  type: 'contest-summary',
  load: () => import('./ContestSummaryBlock'),
  firstView: 'server',
} satisfies BlockLoader;
