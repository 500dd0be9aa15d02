/**
 * The visitor's registry, found, not listed: every block folder's `block.ts` (its name, section
 * codes, code on demand and optional prefetch) and nothing else, so schemas and fixtures stay
 * out of the visitor's bundle (DESIGN principle 12). A new block folder is picked up at build
 * by scripts/vitePluginBlockFolders.ts; there is no list to edit. `registry.ts` adds each
 * folder's schema and fixtures for the tools.
 */
import definitions from 'virtual:block-definitions';
import type { BlockLoader } from '../src/runtime/blocks/contract';
import { createBlockRegistry } from '../src/runtime/blocks/createBlockRegistry';

export const visitorBlockLoaders: BlockLoader[] = definitions;

export const visitorRegistry = createBlockRegistry(visitorBlockLoaders);
