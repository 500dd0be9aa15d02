/** Registry entry of the topic-block block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { topicBlockFixtures } from './fixtures';

export const topicBlockEntry: BlockEntry = {
  ...visitorLoader('topic-block'),
  schema,
  fixtures: topicBlockFixtures,
  description: 'Section type 22: topic picture and article list.',
};
