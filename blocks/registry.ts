/**
 * The full block registry for the tools (preview catalogue, tests, docs): each folder's visitor
 * definition (`block.ts`) with the metadata beside it, its props schema (`schema.json`, whose
 * `description` describes the block) and its fixtures (`fixtures.ts`, exporting
 * `<camelName>Fixtures`). Found by globbing the folders, like the visitor's registry; a folder
 * missing either file fails here, naming it. No block component is in this module's static
 * import graph: `load` stays lazy.
 *
 * Node scripts and the stand-in read the schemas from the folders directly
 * (src/manifestCheck/blockSchemas.ts); this module needs Vite (the preview, vitest).
 */
import type { BlockEntry, BlockFixture } from '../src/runtime/blocks/contract';
import {
  createBlockRegistry,
  type ListableBlockRegistry,
} from '../src/runtime/blocks/createBlockRegistry';
import { visitorBlockLoaders } from './visitorRegistry';
import { blockNameForms } from '../src/runtime/blocks/names';

const schemas = import.meta.glob<Record<string, unknown>>('./*/schema.json', {
  eager: true,
  import: 'default',
});
const fixtureModules = import.meta.glob<Record<string, unknown>>('./*/fixtures.ts', {
  eager: true,
});

/** `media-player` → `mediaPlayerFixtures`, the export name every fixtures.ts uses. */
export function fixturesExportName(type: string): string {
  return `${blockNameForms(type).camel}Fixtures`;
}

function entryOf(loader: (typeof visitorBlockLoaders)[number]): BlockEntry {
  const schema = schemas[`./${loader.type}/schema.json`];
  const fixtures =
    fixtureModules[`./${loader.type}/fixtures.ts`]?.[fixturesExportName(loader.type)];
  if (!schema) throw new Error(`Block registry: blocks/${loader.type}/schema.json is missing`);
  if (!Array.isArray(fixtures))
    throw new Error(
      `Block registry: blocks/${loader.type}/fixtures.ts does not export ${fixturesExportName(loader.type)}`,
    );
  return {
    ...loader,
    schema,
    fixtures: fixtures as BlockFixture[],
    description: typeof schema.description === 'string' ? schema.description : '',
  };
}

/** Section blocks first (by code), then the others by name: the catalogue's order. */
function catalogueOrder(a: BlockEntry, b: BlockEntry): number {
  const codeA = a.sectionTypes?.[0] ?? Number.POSITIVE_INFINITY;
  const codeB = b.sectionTypes?.[0] ?? Number.POSITIVE_INFINITY;
  return codeA !== codeB ? codeA - codeB : a.type.localeCompare(b.type);
}

/** Every block the portal knows. */
export const defaultBlockEntries: BlockEntry[] = visitorBlockLoaders
  .map(entryOf)
  .sort(catalogueOrder);

export const defaultRegistry: ListableBlockRegistry<BlockEntry> =
  createBlockRegistry(defaultBlockEntries);

export { createBlockRegistry, type ListableBlockRegistry };
