/**
 * Sends the standard page view once per address of a portal site (seed 000 §2, ledger
 * CORE-CHAN-14): campaign sites render their own pages without it. Only this small hook is in
 * the entry script; the payload code and the analytics service load with `import()` after the
 * page has rendered (the entry budget is 130 kB gzip). Waits for the login check, so the view
 * carries the signed-in user.
 */
import { useEffect, useRef } from 'react';
import type { PortalDeps } from '../runtime/boot/portalDeps';
import { isPreviewFrame } from '../runtime/preview/frameParam';

/** Longest wait for an idle moment after the render before the page view goes out anyway. */
const SEND_IDLE_TIMEOUT_MS = 2000;

function afterRender(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: SEND_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

export function usePageViewTracking(options: {
  deps: PortalDeps;
  /** False on campaign sites, while the manifest loads and in the preview app's frame. */
  enabled: boolean;
  siteId: string;
  pathname: string;
  search: string;
  /** The login check has answered. */
  sessionKnown: boolean;
}) {
  const { deps, enabled, siteId, pathname, search, sessionKnown } = options;
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !sessionKnown || isPreviewFrame()) return;
    const address = `${pathname}${search}`;
    if (lastSent.current === address) return;
    // Marked when it goes out, not when scheduled: a cancelled schedule (the address changed
    // again, or React's development double effect) must not count as sent.
    return afterRender(() => {
      lastSent.current = address;
      const { session, services, clock } = deps;
      const viewer = { userId: session.user?.user_id ?? null, role: session.role };
      const view = { path: pathname, query: search, title: document.title, siteId };
      void import('./pageViewTracking').then(
        (tracking) => tracking.sendPageView(services.analytics, view, viewer, clock.now()),
        () => undefined,
      );
    });
  }, [deps, enabled, siteId, pathname, search, sessionKnown]);
}
