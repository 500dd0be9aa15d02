/**
 * Which channels and section blocks a channel-sections block shows — what its early start
 * (prefetchChannelSections.ts, in the visitor's entry) and its loader (loadChannelSections.ts)
 * both need. Part of the visitor's bundle: keep it small.
 */
import type { BlockRegistry } from '../../src/runtime/blocks/contract';
import type { PortalServices } from '../../src/services/portalServices';
import { preloadBlockCode } from '../../src/runtime/render/blockComponents';

/** Without a channel id the landing page shows this many channels. */
export const LANDING_CHANNEL_COUNT = 2;

/** The channel a channel-sections block shows: `channelId`, else its query parameter's value. */
export function channelIdOf(
  props: { channelId?: string; channelIdFromQuery?: string },
  query: URLSearchParams,
): string | undefined {
  const fromQuery = props.channelIdFromQuery ? query.get(props.channelIdFromQuery) : null;
  return props.channelId || fromQuery || undefined;
}

/** A section's type and its children's (a tab group renders child sections). */
export function sectionTypesOf(section: { type: number; children?: { type: number }[] }): number[] {
  return [section.type, ...(section.children ?? []).map((child) => child.type)];
}

/**
 * Loads the code of the blocks rendering these section types; settles when all of it has
 * loaded or failed (a failure is left to the section's own load to show).
 */
export function preloadSectionBlocks(registry: BlockRegistry, types: number[]): Promise<void> {
  const loads = [...new Set(types)].flatMap((type) => {
    const entry = registry.bySectionType(type);
    return entry ? [preloadBlockCode(entry)] : [];
  });
  return Promise.all(loads).then(() => undefined);
}

/** The ids of the channels the block shows: one, or the landing page's first two. */
export async function shownChannelIds(
  services: PortalServices,
  channelId: string | undefined,
): Promise<string[]> {
  if (channelId) return [channelId];
  const channels = await services.channels.listChannels();
  return channels.slice(0, LANDING_CHANNEL_COUNT).map((channel) => channel.id);
}
