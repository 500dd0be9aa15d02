/** Registry entry of the course-topic block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { courseTopicFixtures } from './fixtures';

export const courseTopicEntry: BlockEntry = {
  ...visitorLoader('course-topic'),
  schema,
  fixtures: courseTopicFixtures,
  description:
    'A static topic (/teacherTraining/staticTopic?topicId): banner, description, sections of course cards.',
};
