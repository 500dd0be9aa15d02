/** Registry entry of the training-project block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { trainingProjectFixtures } from './fixtures';

export const trainingProjectEntry: BlockEntry = {
  ...visitorLoader('training-project'),
  schema,
  fixtures: trainingProjectFixtures,
  description:
    "A training project's home, introduction, operation manual, news and management views.",
};
