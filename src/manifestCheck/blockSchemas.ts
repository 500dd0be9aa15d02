/**
 * The props schema of every block, as the validator needs them, read from the block folders
 * (`blocks/<type>/schema.json` beside its `block.ts`): the folder name is the block type
 * (blocks/registry.test.ts checks it). Read from disk rather than through blocks/registry.ts,
 * whose folder discovery needs Vite, so the CLI and the stand-in need no bundler.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BlockSchemaInfo } from './siteConfigs';
import { blockFolders } from './blockFolders';

const BLOCKS_DIR = resolve(import.meta.dirname, '../../blocks');

export async function blockSchemaInfo(blocksDir = BLOCKS_DIR): Promise<BlockSchemaInfo[]> {
  return blockFolders(blocksDir).map((type) => ({
    type,
    schema: JSON.parse(readFileSync(join(blocksDir, type, 'schema.json'), 'utf8')) as Record<
      string,
      unknown
    >,
  }));
}
