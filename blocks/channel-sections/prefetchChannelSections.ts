/**
 * The channel-sections block's early start (BlockLoader.prefetch): the channel's sections are
 * asked for as soon as the page is known, then hydrated with each section type's block code
 * loaded (loadChannelSections.ts, `channelSectionsOnce`), instead of after the block's own code
 * has loaded and rendered. The returned promise settles when all of it is there: the entry's
 * first view waits for it, so the page renders once with its sections. On a channel page that
 * takes the sections request off the end of the page's first render (bench-200 figures in
 * blocks/channel-sections/README.md). The services cache sections per channel, so the block's
 * own call gets this answer. Part of the visitor's bundle: keep it small.
 */
import type { BlockPrefetchContext } from '../../src/runtime/blocks/contract';
import { channelIdOf, shownChannelIds } from './shownSections';

export function prefetchChannelSections(
  props: Record<string, unknown>,
  { services, registry, query }: BlockPrefetchContext,
): Promise<void> {
  const channelId = channelIdOf(props, query);
  // The sections call starts now (the services cache it); hydrating them and loading their
  // blocks' code comes with the loader's chunk, which the block's own chunk shares.
  void shownChannelIds(services, channelId)
    .then((ids) => Promise.all(ids.map((id) => services.channels.sections(id))))
    .catch(() => undefined);
  return import('./loadChannelSections')
    .then((loader) => loader.channelSectionsOnce(services, channelId, registry))
    .then(
      () => undefined,
      // The block's own call reports failures.
      () => undefined,
    );
}
