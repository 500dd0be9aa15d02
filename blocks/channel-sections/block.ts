/** The visitor's side of this block: its name, section codes and code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';
import { prefetchChannelSections } from './prefetchChannelSections';

export default {
  type: 'channel-sections',
  load: () => import('./ChannelSectionsBlock'),
  firstView: 'server',
  prefetch: prefetchChannelSections,
} satisfies BlockLoader;
