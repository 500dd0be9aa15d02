/** Registry entry of the contest-my-works block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestMyWorksFixtures } from './fixtures';

export const contestMyWorksEntry: BlockEntry = {
  ...visitorLoader('contest-my-works'),
  schema,
  fixtures: contestMyWorksFixtures,
  description: "The visitor's works in a contest: status, preview, withdraw, pages.",
};
