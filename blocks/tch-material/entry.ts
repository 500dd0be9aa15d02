/** Registry entry of the tch-material block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { tchMaterialFixtures } from './fixtures';

export const tchMaterialEntry: BlockEntry = {
  ...visitorLoader('tch-material'),
  schema,
  fixtures: tchMaterialFixtures,
  description:
    'Electronic textbooks (电子教材): tag-tree filters in the address, grid, page preview.',
};
