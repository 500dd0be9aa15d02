/** Registry entry of the topic-block block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import schema from './schema.json';
import { topicBlockFixtures } from './fixtures';

export const topicBlockEntry: BlockEntry = {
  type: 'topic-block',
  sectionTypes: [22],
  schema,
  fixtures: topicBlockFixtures,
  description: 'Section type 22: topic picture and article list.',
  load: () => import('./TopicBlock'),
};
