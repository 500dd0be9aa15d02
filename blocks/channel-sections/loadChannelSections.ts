/**
 * What the channel-sections block shows, loaded through the services (seed 000 §2 "Channel
 * landing page"): one channel's sections, or, without a channel id, the first two channels
 * with the first channel's navigation lending its links to the second (see
 * `lendNavigationMoreLinks` in src/runtime/sections/arrangeSections.ts for the rule).
 */
import type { PortalServices } from '../../src/services/portalServices';
import { hydrateSections, type HydratedSection } from '../../src/runtime/sections/hydrateSection';
import { lendNavigationMoreLinks } from '../../src/runtime/sections/arrangeSections';

/** Without a channel id the landing page shows this many channels. */
export const LANDING_CHANNEL_COUNT = 2;

export interface SectionGroup {
  channelId: string;
  sections: HydratedSection[];
}

/** Told the section type codes as soon as a channel's sections arrive, before they are hydrated. */
export type SectionTypesListener = (types: number[]) => void;

async function channelGroup(
  services: PortalServices,
  channelId: string,
  onSectionTypes?: SectionTypesListener,
): Promise<SectionGroup> {
  const sections = await services.channels.sections(channelId);
  // The blocks' code can load while the sections' library contents are fetched.
  onSectionTypes?.([...new Set(sections.flatMap(sectionTypesOf))]);
  return { channelId, sections: await hydrateSections(sections, services.library) };
}

/** A section's type and its children's (a tab group renders child sections). */
function sectionTypesOf(section: { type: number; children?: { type: number }[] }): number[] {
  return [section.type, ...(section.children ?? []).map((child) => child.type)];
}

export async function loadChannelSections(
  services: PortalServices,
  channelId: string | undefined,
  onSectionTypes?: SectionTypesListener,
): Promise<SectionGroup[]> {
  if (channelId) return [await channelGroup(services, channelId, onSectionTypes)];
  const channels = (await services.channels.listChannels()).slice(0, LANDING_CHANNEL_COUNT);
  const groups = await Promise.all(
    channels.map((channel) => channelGroup(services, channel.id, onSectionTypes)),
  );
  if (groups.length === LANDING_CHANNEL_COUNT) {
    const [first, second] = groups;
    groups[1] = { ...second, sections: lendNavigationMoreLinks(first.sections, second.sections) };
  }
  return groups;
}
