/** Registry entry of the contest-teams block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestTeamsFixtures } from './fixtures';

export const contestTeamsEntry: BlockEntry = {
  ...visitorLoader('contest-teams'),
  schema,
  fixtures: contestTeamsFixtures,
  description: 'Team of a data contest topic: rules, members and teachers, add / remove, create.',
};
