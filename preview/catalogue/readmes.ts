/**
 * Each block folder's README.md, bundled into the preview app as text (Vite `?raw` glob), so
 * the catalogue shows a block's documentation beside its fixtures. A new block folder with a
 * README is picked up by the next build without any change here.
 */
const READMES = import.meta.glob<string>('../../blocks/*/README.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Block type (folder name) → README text. */
export const BLOCK_READMES: ReadonlyMap<string, string> = new Map(
  Object.entries(READMES).map(([path, text]) => [path.split('/').at(-2) ?? path, text]),
);

export function readmeFor(type: string): string | null {
  return BLOCK_READMES.get(type) ?? null;
}
