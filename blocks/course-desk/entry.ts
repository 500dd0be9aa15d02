/** Registry entry of the course-desk block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { courseDeskFixtures } from './fixtures';

export const courseDeskEntry: BlockEntry = {
  ...visitorLoader('course-desk'),
  schema,
  fixtures: courseDeskFixtures,
  description:
    "The teacher's training desk (/teacherTraining/desk): courses with progress, hours, certificates; a login prompt for visitors who are not signed in.",
};
