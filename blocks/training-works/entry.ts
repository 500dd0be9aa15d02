/** Registry entry of the training-works block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { trainingWorksFixtures } from './fixtures';

export const trainingWorksEntry: BlockEntry = {
  ...visitorLoader('training-works'),
  schema,
  fixtures: trainingWorksFixtures,
  description: "Training works: the results list, one work and the reviewers' marking page.",
};
