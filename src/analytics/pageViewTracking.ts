/**
 * The portal's standard page-view tracking (seed 000 §2 "Channel landing page": campaign skins
 * skip it; §7 analytics call, ledger CORE-API-47, CORE-CHAN-14, CORE-ANALYTICS-10). One
 * `page_view` event per route change of a portal site, in the `{ header, events[] }` shape of
 * seed 001 §3. Loaded with `import()` by `usePageViewTracking` after the page has rendered, so
 * none of this is in the entry script. A failed send is dropped silently: tracking must never
 * disturb the visitor.
 */
import type { AnalyticsPayload, AnalyticsService } from '../services/analyticsService';
import type { StorageLike } from '../services/http/types';

export const PAGE_VIEW_EVENT_TYPE = 'page_view';
/** Seed 001 §3: the analytics header's platform. */
export const ANALYTICS_PLATFORM = 'WEB';
/** localStorage key of this browser's device id (kept across reloads, like HD-ANALYTICS-03). */
export const DEVICE_ID_STORAGE_KEY = 'edu.analytics.deviceId';

export interface PageView {
  /** The address's path, e.g. `/syncClassroom`. */
  path: string;
  /** The address's query including `?`, or empty. */
  query: string;
  /** The document title once the page has rendered. */
  title: string;
  /** The manifest site id (`portal`). */
  siteId: string;
}

export interface Viewer {
  userId: string | null;
  role: string | null;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** This browser's device id: read from storage, or made and stored once. */
export function deviceId(storage: StorageLike | undefined, makeId: () => string = randomId) {
  try {
    const stored = storage?.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored) return stored;
    const made = makeId();
    storage?.setItem(DEVICE_ID_STORAGE_KEY, made);
    return made;
  } catch {
    // Storage refused (private mode, quota): a device id for this page load only.
    return makeId();
  }
}

/** The payload of one page view (seed 001 §3 event and header fields). */
export function pageViewPayload(
  view: PageView,
  viewer: Viewer,
  context: { deviceId: string; now: number; eventId: string },
): AnalyticsPayload {
  const attributes: Record<string, string> = {
    path: view.path,
    title: view.title,
    site_id: view.siteId,
  };
  if (view.query) attributes.query = view.query;
  return {
    header: {
      device_id: context.deviceId,
      platform: ANALYTICS_PLATFORM,
      user_id: viewer.userId ?? '',
      user_role: viewer.userId ? (viewer.role ?? '') : '',
    },
    events: [
      {
        event_id: context.eventId,
        event_type: PAGE_VIEW_EVENT_TYPE,
        event_time: context.now,
        attributes,
      },
    ],
  };
}

function browserLocalStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Sends one page view; never rejects. */
export async function sendPageView(
  loadService: (() => Promise<AnalyticsService>) | undefined,
  view: PageView,
  viewer: Viewer,
  now: number,
  storage: StorageLike | undefined = browserLocalStorage(),
): Promise<void> {
  if (!loadService) return;
  try {
    const service = await loadService();
    await service.collect(
      pageViewPayload(view, viewer, { deviceId: deviceId(storage), now, eventId: randomId() }),
    );
  } catch {
    // Seed 000 §8 gives analytics failures no message: the page view is simply lost.
  }
}
