/** The visitor's side of this block: its name, section codes and code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';
import { prefetchCustomBlock } from './prefetchCustomBlock';

export default {
  type: 'custom-block',
  sectionTypes: [20],
  load: () => import('./CustomBlock'),
  prefetch: prefetchCustomBlock,
} satisfies BlockLoader;
