/** Registry entry of the training-handbook block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { trainingHandbookFixtures } from './fixtures';

export const trainingHandbookEntry: BlockEntry = {
  ...visitorLoader('training-handbook'),
  schema,
  fixtures: trainingHandbookFixtures,
  description: 'The teacher-training handbook: sections of steps with a table of contents.',
};
