/** Registry entry of the live-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { liveListFixtures } from './fixtures';

export const liveListEntry: BlockEntry = {
  ...visitorLoader('live-list'),
  schema,
  fixtures: liveListFixtures,
  description: 'The live-class list with status tabs (all / not started / in progress / ended).',
};
