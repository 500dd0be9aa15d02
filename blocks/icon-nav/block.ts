/** The visitor's side of this block: its name, section codes and code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';

export default {
  type: 'icon-nav',
  sectionTypes: [13],
  load: () => import('./IconNavBlock'),
} satisfies BlockLoader;
