/**
 * A component whose code loads on demand (React.lazy) but can also be loaded ahead: once
 * `preload` has settled, callers render the component itself, with no Suspense round. The
 * entry uses it for what the first view may need but an anonymous visitor's does not (issue
 * 17: the first render happens once, with its code there).
 */
import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableComponent<P> {
  /** Loads the code; never rejects (a failure is left to the lazy component's own load). */
  preload(): Promise<void>;
  /**
   * The component to render: the loaded one if `preload` had settled, else the lazy one —
   * chosen once per caller, since a component that changed type would remount what it shows.
   */
  useComponent(): ComponentType<P>;
}

export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return {
    preload: () =>
      load().then(
        (component) => {
          loaded = component;
        },
        () => undefined,
      ),
    useComponent: () => useState<ComponentType<P>>(() => loaded ?? Lazy)[0],
  };
}
