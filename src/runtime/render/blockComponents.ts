/**
 * One component per block type, created once: the block's own component when its code had
 * already loaded before it was first asked for (no Suspense round trip, which for a channel of
 * 200 sections is 200 skeletons committed and replaced), otherwise a lazy one, reloaded once on
 * chunk failure. Whichever is handed out first stays, so a mounted block never changes type.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockLoader, BlockProps } from '../blocks/contract';
import { loadWithReload } from '../routing/lazyWithReload';

const components = new WeakMap<
  BlockLoader,
  ComponentType<BlockProps<never>> | LazyExoticComponent<ComponentType<BlockProps<never>>>
>();

/**
 * Starts fetching a block's code before it renders (the import is cached, so the lazy component
 * later gets the same module); a failure here is left to the component's own load to report.
 */
export function preloadBlockCode(entry: BlockLoader): Promise<void> {
  return entry.load().then(
    (module) => {
      if (!components.has(entry)) components.set(entry, module.default);
    },
    () => undefined,
  );
}

export function blockComponentFor(entry: BlockLoader) {
  let component = components.get(entry);
  if (!component) {
    component = lazy(() => loadWithReload(entry.load));
    components.set(entry, component);
  }
  return component;
}
