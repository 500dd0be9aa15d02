/** The visitor's side of this block: its name, section codes and code on demand. */
import type { BlockLoader } from '../../src/runtime/blocks/contract';
import { prefetchChannelSections } from '../channel-sections/prefetchChannelSections';

export default {
  type: 'sunshine-home',
  load: () => import('./SunshineHomeBlock'),
  firstView: 'server',
  prefetch: prefetchChannelSections,
} satisfies BlockLoader;
