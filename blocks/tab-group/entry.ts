/** Registry entry of the tab-group block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import schema from './schema.json';
import { tabGroupFixtures } from './fixtures';

export const tabGroupEntry: BlockEntry = {
  type: 'tab-group',
  sectionTypes: [26],
  schema,
  fixtures: tabGroupFixtures,
  description:
    'Section type 26: child sections as keyboard-operable tabs, each with its more link.',
  load: () => import('./TabGroupBlock'),
};
