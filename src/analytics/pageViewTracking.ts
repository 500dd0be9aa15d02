/**
 * The page-view event (seed 000 §2 "Channel landing page", §7 analytics call; seed 001 §3 event
 * fields; ledger CORE-API-47, CORE-CHAN-14, CORE-ANALYTICS-10). One `page_view` per address: on
 * the portal to its collector (`/v1/data_collect/xstudy_web`, the standard tracking), on a
 * campaign site to the campaign events (`/v1/events`) — campaign skins skip the standard one.
 * It travels through the one reporter (reporter.ts) like every event.
 */
import type { StorageLike } from '../services/http/types';

export { PAGE_VIEW_EVENT_TYPE } from './eventTypes';
/** Seed 001 §3: the analytics header's platform. */
export const ANALYTICS_PLATFORM = 'WEB';
/** localStorage key of this browser's device id (kept across reloads, HD-ANALYTICS-03). */
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

/** The attributes of one page view: path, title, site, and the query when there is one. */
export function pageViewAttributes(view: PageView): Record<string, string> {
  const attributes: Record<string, string> = {
    path: view.path,
    title: view.title,
    site_id: view.siteId,
  };
  if (view.query) attributes.query = view.query;
  return attributes;
}
