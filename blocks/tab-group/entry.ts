/** Registry entry of the tab-group block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { tabGroupFixtures } from './fixtures';

export const tabGroupEntry: BlockEntry = {
  ...visitorLoader('tab-group'),
  schema,
  fixtures: tabGroupFixtures,
  description:
    'Section type 26: child sections as keyboard-operable tabs, each with its more link.',
};
