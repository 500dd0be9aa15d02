/**
 * Every block's props schema by block type (its folder name, which is the type its `block.ts`
 * declares; blocks/registry.test.ts checks it). Read as JSON files, not through blocks/registry.ts: the
 * registry pulls in the visitor registry, and sharing it would split the portal's entry into
 * many small chunks (worse gzip, over its 130 kB budget).
 */
const files = import.meta.glob<Record<string, unknown>>('../../blocks/*/schema.json', {
  eager: true,
  import: 'default',
});

export const BLOCK_SCHEMAS: ReadonlyMap<string, Record<string, unknown>> = new Map(
  Object.entries(files)
    .map(
      ([path, schema]) => [/blocks\/([^/]+)\/schema\.json$/.exec(path)?.[1] ?? '', schema] as const,
    )
    .filter(([type]) => type !== '')
    .sort(([a], [b]) => a.localeCompare(b)),
);
