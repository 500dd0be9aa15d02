/** The visitor's side of this block: its name and its code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';

export default {
  type: 'layout-columns',
  load: () => import('./LayoutColumnsBlock'),
  firstView: 'server',
} satisfies BlockLoader;
