/**
 * What the channel-sections block shows, loaded through the services (seed 000 §2 "Channel
 * landing page"): one channel's sections, or, without a channel id, the first two channels
 * with the first channel's navigation lending its links to the second (see
 * `lendNavigationMoreLinks` in src/runtime/sections/arrangeSections.ts for the rule).
 */
import type { PortalServices } from '../../src/services/portalServices';
import type { Section } from '../../src/services/entities';
import type { BlockRegistry } from '../../src/runtime/blocks/contract';
import { fulfilledValue, trackSettled } from '../../src/lib/settledPromise';
import { hydrateSections, type HydratedSection } from '../../src/runtime/sections/hydrateSection';
import { lendNavigationMoreLinks } from '../../src/runtime/sections/arrangeSections';
import {
  LANDING_CHANNEL_COUNT,
  preloadSectionBlocks,
  sectionTypesOf,
  shownChannelIds,
} from './shownSections';

export interface SectionGroup {
  channelId: string;
  sections: HydratedSection[];
}

/**
 * Told the section type codes as soon as a channel's sections arrive, before they are hydrated;
 * the group is ready when the promise it returns (the blocks' code loading) settles too, so the
 * sections render at once instead of each through a loading skeleton.
 */
export type SectionTypesListener = (types: number[], sections: Section[]) => Promise<void> | void;

async function channelGroup(
  services: PortalServices,
  channelId: string,
  onSectionTypes?: SectionTypesListener,
): Promise<SectionGroup> {
  const sections = await services.channels.sections(channelId);
  // The blocks' code can load while the sections' library contents are fetched.
  const codeLoaded = onSectionTypes?.([...new Set(sections.flatMap(sectionTypesOf))], sections);
  const [hydrated] = await Promise.all([hydrateSections(sections, services.library), codeLoaded]);
  return { channelId, sections: hydrated };
}

export async function loadChannelSections(
  services: PortalServices,
  channelId: string | undefined,
  onSectionTypes?: SectionTypesListener,
): Promise<SectionGroup[]> {
  const ids = await shownChannelIds(services, channelId);
  const groups = await Promise.all(ids.map((id) => channelGroup(services, id, onSectionTypes)));
  if (groups.length === LANDING_CHANNEL_COUNT) {
    const [first, second] = groups;
    groups[1] = { ...second, sections: lendNavigationMoreLinks(first.sections, second.sections) };
  }
  return groups;
}

/** The sections shown per services and channel, started once (a failure is forgotten). */
const started = new WeakMap<PortalServices, Map<string, Promise<SectionGroup[]>>>();

/**
 * A channel's groups, hydrated, with their section blocks' code loaded and each section block's
 * own early start done (its `prefetch`, given `{ section }`), asked for once per channel: the page's early start (prefetch, and the entry's first view) and the block share
 * it, and once it has settled the block renders it at once (`settledChannelSections`).
 */
export function channelSectionsOnce(
  services: PortalServices,
  channelId: string | undefined,
  registry: BlockRegistry,
): Promise<SectionGroup[]> {
  let byChannel = started.get(services);
  if (!byChannel) {
    byChannel = new Map();
    started.set(services, byChannel);
  }
  const key = channelId ?? '';
  let promise = byChannel.get(key);
  if (!promise) {
    const context = { services, registry, query: new URLSearchParams() };
    const loading = trackSettled(
      loadChannelSections(services, channelId, (types, sections) =>
        Promise.all([
          preloadSectionBlocks(registry, types),
          // Each section's own early start (a contest list's statuses), with the sections.
          ...sections
            .flatMap((section) => [section, ...(section.children ?? [])])
            .map((section) =>
              registry.bySectionType(section.type)?.prefetch?.({ section }, context),
            ),
        ]).then(() => undefined),
      ),
    );
    // A failure is not kept: 重新加载 and the next visit ask again.
    loading.catch(() => byChannel.delete(key));
    byChannel.set(key, loading);
    promise = loading;
  }
  return promise;
}

/** The channel's groups when they have already arrived, else undefined. */
export function settledChannelSections(
  services: PortalServices,
  channelId: string | undefined,
): SectionGroup[] | undefined {
  return fulfilledValue(started.get(services)?.get(channelId ?? ''));
}
