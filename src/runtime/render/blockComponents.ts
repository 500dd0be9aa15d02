/** One lazy React component per block type, created once and reloaded once on chunk failure. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockLoader, BlockProps } from '../../../blocks/registryTypes';
import { loadWithReload } from '../routing/lazyWithReload';

const components = new WeakMap<
  BlockLoader,
  LazyExoticComponent<ComponentType<BlockProps<never>>>
>();

/**
 * Starts fetching a block's code before it renders (the import is cached, so the lazy component
 * later gets the same module); a failure here is left to the component's own load to report.
 */
export function preloadBlockCode(entry: BlockLoader): void {
  void entry.load().catch(() => undefined);
}

export function lazyBlockComponent(entry: BlockLoader) {
  let component = components.get(entry);
  if (!component) {
    component = lazy(() => loadWithReload(entry.load));
    components.set(entry, component);
  }
  return component;
}
