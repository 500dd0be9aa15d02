/**
 * Builds a registry from entries (full entries for tools, loaders for the visitor). Throws at
 * creation, naming both entries, when two share a block type or a section type code: a silent
 * override would make pages depend on entry order.
 */
import type { BlockLoader, BlockRegistry } from './contract';

/** A registry that can also list its entries (the preview catalogue and docs use this). */
export interface ListableBlockRegistry<
  E extends BlockLoader = BlockLoader,
> extends BlockRegistry<E> {
  entries(): readonly E[];
}

function describe(entry: BlockLoader, index: number): string {
  return `"${entry.type}" (entry ${index})`;
}

/**
 * Builds a registry. Throws at creation, naming both entries, when two entries share a block
 * type or a section type code: a silent override would make pages depend on entry order.
 */
export function createBlockRegistry<E extends BlockLoader>(
  entries: readonly E[],
): ListableBlockRegistry<E> {
  const byType = new Map<string, { entry: E; index: number }>();
  const bySection = new Map<number, { entry: E; index: number }>();
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
