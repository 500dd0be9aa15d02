/**
 * The entry script's only analytics code: hands an event to the page's reporter, loading it
 * (analyticsHost.ts, the reporter, the local cache) with `import()` on first use, after the page
 * has rendered. Nothing is tracked inside the preview app's frame. Never throws.
 */
import type { AnalyticsSink } from '../services/analyticsService';
import { isPreviewFrame } from '../runtime/preview/frameParam';
import type { AnalyticsDeps, AnalyticsHost, AnalyticsViewer } from './analyticsHost';

/** Campaign sites report to the campaign events, the portal to its collector (CORE-CHAN-14). */
export function sinkOfSite(kind: string | undefined): AnalyticsSink {
  return kind === 'campaign' ? 'campaign' : 'portal';
}

/** Who the visitor is now, copied out of the session (a later login changes later events). */
export function viewerOf(session: AnalyticsViewer): AnalyticsViewer {
  const { user, role, roles } = session;
  return { user: user ? { user_id: user.user_id } : null, role, roles: [...roles] };
}

/** The page's analytics host, loaded on first use; null in the preview frame or on failure. */
export function loadAnalytics(deps: AnalyticsDeps): Promise<AnalyticsHost | null> {
  if (isPreviewFrame()) return Promise.resolve(null);
  return import('./analyticsHost').then(
    (module) => module.analyticsFor(deps),
    () => null,
  );
}

/** Queues one event for the visitor as `deps.session` says now. */
export function trackEvent(
  deps: AnalyticsDeps & { session: AnalyticsViewer },
  sink: AnalyticsSink,
  eventType: string,
  attributes: Record<string, string>,
): void {
  if (isPreviewFrame()) return;
  const viewer = viewerOf(deps.session);
  void loadAnalytics(deps).then((analytics) =>
    analytics?.track(sink, viewer, eventType, attributes),
  );
}
