/** Registry entry of the contest-my-activities block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestMyActivitiesFixtures } from './fixtures';

export const contestMyActivitiesEntry: BlockEntry = {
  ...visitorLoader('contest-my-activities'),
  schema,
  fixtures: contestMyActivitiesFixtures,
  description: 'The contests the visitor joined: status, time span, enrolment, works, upload.',
};
