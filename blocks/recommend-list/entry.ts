/** Registry entry of the recommend-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { recommendListFixtures } from './fixtures';

export const recommendListEntry: BlockEntry = {
  ...visitorLoader('recommend-list'),
  schema,
  fixtures: recommendListFixtures,
  description:
    "The week's recommended activities or model lessons (recommend_week, default week_1).",
};
