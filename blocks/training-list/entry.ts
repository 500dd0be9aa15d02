/** Registry entry of the training-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { trainingListFixtures } from './fixtures';

export const trainingListEntry: BlockEntry = {
  ...visitorLoader('training-list'),
  schema,
  fixtures: trainingListFixtures,
  description: 'Every training project with status tabs; cards open the project home.',
};
