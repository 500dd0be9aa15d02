/**
 * The block folders of `blocks/`: those holding a `block.ts`, by name (the folder name is the
 * block type). One listing for the build's plugin (scripts/vitePluginBlockFolders.ts), the
 * manifest checker's schemas (blockSchemas.ts) and the folder test.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function blockFolders(blocksDir: string): string[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, 'block.ts')))
    .map((entry) => entry.name)
    .sort();
}
