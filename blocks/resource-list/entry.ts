/** Registry entry of the resource-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import schema from './schema.json';
import { resourceListFixtures } from './fixtures';

export const resourceListEntry: BlockEntry = {
  type: 'resource-list',
  sectionTypes: [12],
  schema,
  fixtures: resourceListFixtures,
  description:
    'Section type 12: resource cards, works, special topic or article list; ad and more link.',
  load: () => import('./ResourceListBlock'),
};
