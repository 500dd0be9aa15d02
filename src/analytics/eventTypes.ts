/**
 * The event types the product reports (seed 001 §3 `event_type`), one name each. Seed 000/001
 * name the events (page view, menu view, resource duration, resource click by kind) but not
 * their wire names; these are ours (docs: src/analytics/README.md).
 */
export const PAGE_VIEW_EVENT_TYPE = 'page_view';
/** Seed 001 §2 (HD-MENU-17, HD-ANALYTICS-13): the active campaign menu section changed. */
export const MENU_VIEW_EVENT_TYPE = 'menu_view';
/** Seed 001 §9, seed 000 §9 (HD-ANALYTICS-12, CORE-ANALYTICS-04/05, A-53). */
export const RESOURCE_DURATION_EVENT_TYPE = 'resource_duration';
/** Seed 000 §3 (CORE-ANALYTICS-08): a click on a resource card, with its resource kind. */
export const RESOURCE_CLICK_EVENT_TYPE = 'resource_click';
