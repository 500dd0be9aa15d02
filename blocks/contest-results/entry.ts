/** Registry entry of the contest-results block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestResultsFixtures } from './fixtures';

export const contestResultsEntry: BlockEntry = {
  ...visitorLoader('contest-results'),
  schema,
  fixtures: contestResultsFixtures,
  description: 'Published results by topic: tabs selected by ?pos=n, rank, work, author, score.',
};
