/** Every block folder's `block.ts`, as scripts/vitePluginBlockFolders.ts finds them. */
declare module 'virtual:block-definitions' {
  import type { BlockLoader } from './registryTypes';

  const definitions: BlockLoader[];
  export default definitions;
}
