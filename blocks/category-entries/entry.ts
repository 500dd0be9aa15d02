/** Registry entry of the category-entries block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { categoryEntriesFixtures } from './fixtures';

export const categoryEntriesEntry: BlockEntry = {
  ...visitorLoader('category-entries'),
  schema,
  fixtures: categoryEntriesFixtures,
  description: "A library's first catalog level as links to its column pages.",
};
