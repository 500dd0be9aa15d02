/** Registry entry of the training-live block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { trainingLiveFixtures } from './fixtures';

export const trainingLiveEntry: BlockEntry = {
  ...visitorLoader('training-live'),
  schema,
  fixtures: trainingLiveFixtures,
  description: 'The teacher-training live list read from datas.json, with status tabs.',
};
