/** The visitor's side of this block: its name, section codes and code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';

export default {
  type: 'studio-list',
  load: () => import('./StudioListBlock'),
  firstView: 'server',
} satisfies BlockLoader;
