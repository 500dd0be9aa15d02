/**
 * Study time of the media a page plays (studyTime.ts): returns the `onTimeline` handler a page
 * gives its player. The intervals come from the app config (seed 000 §9 defaults otherwise); the
 * events go through the page's reporter, synchronously once it is loaded, so a `quit` fired at
 * `pagehide` leaves with the page's keepalive send.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import type { AnalyticsHost } from './analyticsHost';
import { readAnalyticsIntervals } from './resourceDuration';
import {
  createStudyTimeTracker,
  type CourseTracking,
  type StudyTimeTracker,
  type TimelineEvent,
} from './studyTime';
import { loadAnalytics, sinkOfSite, viewerOf } from './track';

export function useStudyTime(tracking: CourseTracking | null): (event: TimelineEvent) => void {
  const runtime = useRuntime();
  const latest = useRef(runtime);
  latest.current = runtime;
  const trackerRef = useRef<StudyTimeTracker | null>(null);
  /** Events before the reporter and config arrive (the first play) are replayed once ready. */
  const pending = useRef<TimelineEvent[]>([]);
  const key = tracking ? JSON.stringify(tracking) : '';

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    let host: AnalyticsHost | null = null;
    const start = latest.current;
    const sink = sinkOfSite(start.site.kind);
    void Promise.all([
      loadAnalytics(start),
      start.services.appConfig.siteConfig().catch(() => ({})),
    ]).then(([analytics, config]) => {
      if (cancelled || !analytics) return;
      host = analytics;
      const tracker = createStudyTimeTracker({
        intervals: readAnalyticsIntervals(config),
        tracking: JSON.parse(key) as CourseTracking,
        track: (eventType, attributes) =>
          host?.track(sink, viewerOf(latest.current.session), eventType, attributes),
      });
      trackerRef.current = tracker;
      for (const event of pending.current.splice(0)) tracker.handle(event);
    });
    return () => {
      cancelled = true;
      trackerRef.current = null;
      pending.current = [];
    };
  }, [key]);

  return useCallback((event: TimelineEvent) => {
    if (trackerRef.current) trackerRef.current.handle(event);
    else pending.current.push(event);
  }, []);
}
