/** Registry entry of the course-index block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { courseIndexFixtures } from './fixtures';

export const courseIndexEntry: BlockEntry = {
  ...visitorLoader('course-index'),
  schema,
  fixtures: courseIndexFixtures,
  description:
    'The course home ({base}/courseIndex?courseId\u2026): cover, title, summary, stats, teachers, introduction, the chapter and lesson tree, \u5f00\u59cb\u5b66\u4e60 to the first lesson.',
};
