/**
 * Tracks one page view per address: on the portal the standard tracking, on a campaign site its
 * own campaign event (seed 000 §2, ledger CORE-CHAN-14: campaign skins skip the standard one).
 * Only this small hook is in the entry script; the reporter loads with `import()` after the page
 * has rendered (the entry budget is 130 kB gzip). Waits for the login check, so the view carries
 * the signed-in user.
 */
import { useEffect, useRef } from 'react';
import type { PortalDeps } from '../runtime/boot/portalDeps';
import { isPreviewFrame } from '../runtime/preview/frameParam';
import type { AnalyticsSink } from '../services/analyticsService';
import { trackEvent } from './track';

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
  /** False while the manifest loads or has problems. */
  enabled: boolean;
  /** The portal's standard tracking, or a campaign site's own events (CORE-CHAN-14). */
  sink: AnalyticsSink;
  siteId: string;
  pathname: string;
  search: string;
  /** The login check has answered. */
  sessionKnown: boolean;
}) {
  const { deps, enabled, sink, siteId, pathname, search, sessionKnown } = options;
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !sessionKnown || isPreviewFrame()) return;
    const address = `${pathname}${search}`;
    if (lastSent.current === address) return;
    // Marked when it goes out, not when scheduled: a cancelled schedule (the address changed
    // again, or React's development double effect) must not count as sent.
    return afterRender(() => {
      lastSent.current = address;
      const view = { path: pathname, query: search, title: document.title, siteId };
      void import('./pageViewTracking').then(
        (tracking) =>
          trackEvent(deps, sink, tracking.PAGE_VIEW_EVENT_TYPE, tracking.pageViewAttributes(view)),
        () => undefined,
      );
    });
  }, [deps, enabled, sink, siteId, pathname, search, sessionKnown]);
}
