/** Registry entry of the uc-account block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { ucAccountFixtures } from './fixtures';

export const ucAccountEntry: BlockEntry = {
  ...visitorLoader('uc-account'),
  schema,
  fixtures: ucAccountFixtures,
  description: "The signed-in user's account and binding a mobile with an SMS code.",
};
