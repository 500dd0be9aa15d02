/** Registry entry of the course-honour block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { courseHonourFixtures } from './fixtures';

export const courseHonourEntry: BlockEntry = {
  ...visitorLoader('course-honour'),
  schema,
  fixtures: courseHonourFixtures,
  description:
    "An honour (certificate) of a teacher-training course (/teacherTraining/honourDetail?honourId): picture, issuer, hours, conditions, its course, the visitor's state.",
};
