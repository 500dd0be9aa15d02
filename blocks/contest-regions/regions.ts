/**
 * The regional entries (赛区) of a contest and its stages, one home for their keys (seed 001 §9,
 * ledger HD-SXJ-08, HD-SXJ-10). The regions block writes `?region=<key>` on the enrol link and the
 * enrol form reads it back, so both read the keys and their catalogue texts from here.
 */

/** Seed 001 §9: the channels are mainland, Hong Kong/Macao/Taiwan and overseas. */
export const REGION_KEYS = ['mainland', 'hmt', 'overseas'] as const;
export type RegionKey = (typeof REGION_KEYS)[number];

/** Seed 001 §9: stage names 初测, 复测. */
export const STAGE_KEYS = ['first', 'second'] as const;
export type StageKey = (typeof STAGE_KEYS)[number];

/** The query parameter of the enrol page that names the region enrolled for. */
export const REGION_QUERY = 'region';

export function isRegionKey(value: unknown): value is RegionKey {
  return typeof value === 'string' && (REGION_KEYS as readonly string[]).includes(value);
}

export const regionTitleKey = (key: RegionKey) => `msg:contestRegions.${key}.title`;
export const regionDescriptionKey = (key: RegionKey) => `msg:contestRegions.${key}.description`;
export const stageLabelKey = (key: StageKey) => `msg:contestStage.${key}`;

/** Where a region's 活动报名 leads, relative to the site (`contest/{id}/enroll?region={key}`). */
export function regionEnrolTarget(contestId: string, key: RegionKey): string {
  return `contest/${encodeURIComponent(contestId)}/enroll?${REGION_QUERY}=${key}`;
}
