/**
 * Reports the time spent on the content a page shows (resourceDuration.ts; ledger
 * CORE-ANALYTICS-04..06, HD-ANALYTICS-12, A-53): every interval while the page stays, the rest
 * when the visitor leaves the content (another page of the app) or the page (`pagehide`, sent
 * with keepalive). Used by the detail blocks (resource-detail, content-detail).
 */
import { useEffect, useRef } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { kindOf } from '../lib/resourceKind';
import { RESOURCE_DURATION_EVENT_TYPE } from './eventTypes';
import {
  readAnalyticsIntervals,
  resourceDurationInterval,
  startResourceDuration,
  type ResourceDurationTracker,
} from './resourceDuration';
import { loadAnalytics, sinkOfSite, viewerOf } from './track';

export function useResourceDuration(resource: { id: string; type?: string } | null): void {
  const runtime = useRuntime();
  const latest = useRef(runtime);
  latest.current = runtime;
  const id = resource?.id ?? '';
  const type = resource?.type ?? '';
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    let tracker: ResourceDurationTracker | null = null;
    let unregister: (() => void) | null = null;
    const start = latest.current;
    const sink = sinkOfSite(start.site.kind);
    const attributes = {
      resource_id: id,
      resource_type: type,
      kind: kindOf(type),
      site_id: start.site.id,
      path: window.location.pathname,
    };
    void Promise.all([
      loadAnalytics(start),
      start.services.appConfig.siteConfig().catch(() => ({})),
    ]).then(([analytics, config]) => {
      if (cancelled || !analytics) return;
      const intervals = readAnalyticsIntervals(config);
      tracker = startResourceDuration({
        now: () => latest.current.clock.now(),
        intervalMs: resourceDurationInterval(sink, intervals),
        noOpsMs: intervals.resourceDurationNoOpsMs,
        // Synchronous: at pagehide the last period must be queued before the unload send.
        report: (countedMs) =>
          analytics.track(sink, viewerOf(latest.current.session), RESOURCE_DURATION_EVENT_TYPE, {
            ...attributes,
            duration: String(Math.round(countedMs / 1000)),
          }),
      });
      unregister = analytics.onUnload(() => tracker?.finish());
    });
    return () => {
      cancelled = true;
      tracker?.finish();
      unregister?.();
    };
  }, [id, type]);
}
