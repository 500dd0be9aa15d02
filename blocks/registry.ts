/**
 * The block registry: block names and section type codes → entries (DESIGN principle 12).
 *
 * Each entry is metadata up front (type, section type codes, props schema, fixtures,
 * description: see `<block>/entry.ts`) and code on demand (`load: () => import(...)`), so no
 * block component is in this module's static import graph: a page downloads only the blocks
 * it renders. The portal and the preview app may hold different registries, and tests build
 * their own with `createBlockRegistry`.
 *
 * To add a block: create its folder (see blocks/README.md), export its entry from
 * `<block>/entry.ts`, and add one line to `defaultBlockEntries` below.
 */
import type { BlockEntry, BlockRegistry } from './registryTypes';
import { bannerEntry } from './banner/entry';
import { resourceListEntry } from './resource-list/entry';
import { iconNavEntry } from './icon-nav/entry';
import { customBlockEntry } from './custom-block/entry';
import { columnPanelEntry } from './column-panel/entry';
import { topicBlockEntry } from './topic-block/entry';
import { tabGroupEntry } from './tab-group/entry';
import { channelSectionsEntry } from './channel-sections/entry';
import { siteBlockEntries } from './siteBlockEntries';

/** A registry that can also list its entries (the preview catalogue and docs use this). */
export interface ListableBlockRegistry extends BlockRegistry {
  entries(): readonly BlockEntry[];
}

function describe(entry: BlockEntry, index: number): string {
  return `"${entry.type}" (entry ${index})`;
}

/**
 * Builds a registry. Throws at creation, naming both entries, when two entries share a block
 * type or a section type code: a silent override would make pages depend on entry order.
 */
export function createBlockRegistry(entries: readonly BlockEntry[]): ListableBlockRegistry {
  const byType = new Map<string, { entry: BlockEntry; index: number }>();
  const bySection = new Map<number, { entry: BlockEntry; index: number }>();
  entries.forEach((entry, index) => {
    if (!entry.type) throw new Error(`Block registry: entry ${index} has no type`);
    const sameType = byType.get(entry.type);
    if (sameType) {
      throw new Error(
        `Block registry: duplicate block type "${entry.type}" (entries ${sameType.index} and ${index})`,
      );
    }
    byType.set(entry.type, { entry, index });
    for (const code of entry.sectionTypes ?? []) {
      const sameCode = bySection.get(code);
      if (sameCode) {
        throw new Error(
          `Block registry: section type ${code} is claimed by ${describe(sameCode.entry, sameCode.index)} and ${describe(entry, index)}`,
        );
      }
      bySection.set(code, { entry, index });
    }
  });
  const frozen = Object.freeze([...entries]);
  return {
    byType: (type) => byType.get(type)?.entry,
    bySectionType: (code) => bySection.get(code)?.entry,
    types: () => [...byType.keys()],
    entries: () => frozen,
  };
}

/** Every block the portal knows, section blocks first. Append new entries here, one line each. */
export const defaultBlockEntries: BlockEntry[] = [
  bannerEntry,
  resourceListEntry,
  iconNavEntry,
  customBlockEntry,
  columnPanelEntry,
  topicBlockEntry,
  tabGroupEntry,
  channelSectionsEntry,
  ...siteBlockEntries,
];

export const defaultRegistry: ListableBlockRegistry = createBlockRegistry(defaultBlockEntries);
