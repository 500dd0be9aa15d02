/**
 * The page's one reporter, wired to the page's dependencies: the local cache as its queue, the
 * analytics service (lazy) as its sender, the wall clock, and the header of seed 001 §3
 * (`device_id` kept per browser, `platform` WEB, `user_id`, `user_role` — on campaign sites by
 * the campaign role priority of seed 001 §6, ledger HD-ANALYTICS-02..04). Loaded with `import()`
 * by `track.ts` after the first render, so none of it is in the entry script.
 *
 * At `pagehide` the registered unload callbacks run first (a resource-duration tracker adds its
 * last period), then the reporter sends what is still unconfirmed with a keepalive request; what
 * a `pagehide` listener added after this one tracks (a player's quit) follows in its own.
 */
import { siteRole, type RoleCode } from '../lib/roles';
import type { AnalyticsHeader, AnalyticsSink } from '../services/analyticsService';
import { browserLocalCache } from '../services/cache';
import { ANALYTICS_PLATFORM, deviceId } from './pageViewTracking';
import { createReporter, type Reporter, type QueuedEvent } from './reporter';

/** What the host needs of the page: its services (PortalDeps and Runtime fit). */
export interface AnalyticsDeps {
  services: { analytics?: () => Promise<import('./reporter').ReporterSender> };
}

/** Who the event is about, read by the caller when the event happens. */
export interface AnalyticsViewer {
  user: { user_id: string } | null;
  role: RoleCode | null;
  roles: readonly RoleCode[];
}

export interface AnalyticsHost {
  reporter: Reporter;
  /** Queues one event for `viewer`; never rejects. */
  track(
    sink: AnalyticsSink,
    viewer: AnalyticsViewer,
    eventType: string,
    attributes: Record<string, string>,
  ): void;
  /**
   * Runs `callback` at `pagehide`, before the unload send, so what it tracks (synchronously,
   * with `track`) goes out with it; returns the unregister function.
   */
  onUnload(callback: () => void): () => void;
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The header of seed 001 §3 for the visitor now; the campaign role on campaign sinks. */
export function analyticsHeader(
  viewer: AnalyticsViewer,
  sink: AnalyticsSink,
  device: string,
): AnalyticsHeader {
  const user = viewer.user;
  const role = user
    ? siteRole(sink === 'campaign' ? 'campaign' : 'portal', viewer.role, viewer.roles)
    : null;
  return {
    device_id: device,
    platform: ANALYTICS_PLATFORM,
    user_id: user?.user_id ?? '',
    user_role: role ?? '',
  };
}

/** One host per page: keyed by the page's services object, which lives as long as the page. */
const hosts = new WeakMap<object, AnalyticsHost>();

export function analyticsFor(deps: AnalyticsDeps): AnalyticsHost {
  const existing = hosts.get(deps.services);
  if (existing) return existing;
  const loadService = deps.services.analytics;
  const reporter = createReporter({
    queue: {
      set: (key, data: QueuedEvent, expire) => browserLocalCache().set(key, data, expire),
      list: (prefix) => browserLocalCache().list(prefix),
      remove: (keys) => browserLocalCache().remove(keys),
    },
    sender: () =>
      loadService ? loadService() : Promise.reject(new Error('no analytics service configured')),
    // Wall-clock time, as the local cache keeps its expiry by: an event records when something
    // really happened (the preview's simulated time never tracks anything).
    now: () => Date.now(),
  });
  const unloadCallbacks = new Set<() => void>();
  const device = deviceId(localStorageOrUndefined());
  const host: AnalyticsHost = {
    reporter,
    track(sink, viewer, eventType, attributes) {
      void reporter.track(sink, analyticsHeader(viewer, sink, device), eventType, attributes);
    },
    onUnload(callback) {
      unloadCallbacks.add(callback);
      return () => unloadCallbacks.delete(callback);
    },
  };
  hosts.set(deps.services, host);
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      for (const callback of unloadCallbacks) {
        try {
          callback();
        } catch {
          // One tracker's fault never keeps the others' events from going out.
        }
      }
      reporter.flushOnUnload();
    });
    // Back from the back-forward cache: the page lives on, its events go the usual way.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) reporter.resumeAfterUnload();
    });
  }
  // What earlier pages left in the queue goes out now (HD-ANALYTICS-10: expired ones do not).
  void reporter.flush();
  return host;
}
