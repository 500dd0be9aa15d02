/**
 * `virtual:block-definitions`: every block folder's `block.ts`, found at build (and by the dev
 * server and vitest), as one array. The visitor's registry imports it, so a new block folder is
 * picked up with no list to edit (issue 16).
 *
 * Why not `import.meta.glob`: an eager glob compiles to a map keyed by file path, and those 71
 * keys cost 0.7 kB gzip in every visitor's first download; the array costs nothing beyond the
 * definitions themselves.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { blockFolders } from '../src/manifestCheck/blockFolders.ts';

export { blockFolders };

export const BLOCK_DEFINITIONS_MODULE = 'virtual:block-definitions';
const RESOLVED = `\0${BLOCK_DEFINITIONS_MODULE}`;

export function blockFoldersPlugin(blocksDir: string): Plugin {
  return {
    name: 'edu-block-folders',
    resolveId: (id) => (id === BLOCK_DEFINITIONS_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // A folder added while the dev server runs is seen when the server restarts.
      const folders = blockFolders(blocksDir);
      return [
        ...folders.map(
          (folder, index) =>
            `import block${index} from ${JSON.stringify(join(blocksDir, folder, 'block.ts'))};`,
        ),
        `export default [${folders.map((_, index) => `block${index}`).join(', ')}];`,
      ].join('\n');
    },
  };
}
