/** Registry entry of the course-player block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { coursePlayerFixtures } from './fixtures';

export const coursePlayerEntry: BlockEntry = {
  ...visitorLoader('course-player'),
  schema,
  fixtures: coursePlayerFixtures,
  description:
    'The lesson player ({base}/courseDetail?courseId&lessonId): the media player, the lesson list beside it, previous and next lesson.',
};
