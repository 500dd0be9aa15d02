/**
 * True once the window has scrolled at least `px` pixels down (seed 000 §2: sticky header at
 * 172 px, back-to-top at 440 px). Reads `window.scrollY` on every scroll event.
 */
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

export function useScrolledPast(px: number, enabled = true): boolean {
  const getSnapshot = useCallback(() => enabled && window.scrollY >= px, [enabled, px]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
