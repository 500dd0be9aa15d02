/** Registry entry of the contest-my-enrolment block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestMyEnrolmentFixtures } from './fixtures';

export const contestMyEnrolmentEntry: BlockEntry = {
  ...visitorLoader('contest-my-enrolment'),
  schema,
  fixtures: contestMyEnrolmentFixtures,
  description: "The visitor's enrolment in a contest: status, verification, exam, book review.",
};
