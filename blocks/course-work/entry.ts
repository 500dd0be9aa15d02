/** Registry entry of the course-work block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { courseWorkFixtures } from './fixtures';

export const courseWorkEntry: BlockEntry = {
  ...visitorLoader('course-work'),
  schema,
  fixtures: courseWorkFixtures,
  description:
    "A course's work ({base}/courseDetail/work?courseId&workId): task, requirements, the visitor's submission state; submitting runs a login gate.",
};
