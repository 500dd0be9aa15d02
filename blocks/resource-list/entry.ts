/** Registry entry of the resource-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { resourceListFixtures } from './fixtures';

export const resourceListEntry: BlockEntry = {
  ...visitorLoader('resource-list'),
  schema,
  fixtures: resourceListFixtures,
  description:
    'Section type 12: resource cards, works, special topic or article list; ad and more link.',
};
