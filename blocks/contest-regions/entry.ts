/** Registry entry of the contest-regions block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestRegionsFixtures } from './fixtures';

export const contestRegionsEntry: BlockEntry = {
  ...visitorLoader('contest-regions'),
  schema,
  fixtures: contestRegionsFixtures,
  description:
    "A contest's regional entries (mainland, HMT, overseas) with gated 活动报名, and its stages 初测 · 复测.",
};
