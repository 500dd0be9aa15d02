/** Every block folder's `block.ts`, as scripts/vitePluginBlockFolders.ts finds them. */
declare module 'virtual:block-definitions' {
  import type { BlockLoader } from '../src/runtime/blocks/contract';

  const definitions: BlockLoader[];
  export default definitions;
}
