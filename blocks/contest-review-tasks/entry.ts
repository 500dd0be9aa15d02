/** Registry entry of the contest-review-tasks block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestReviewTasksFixtures } from './fixtures';

export const contestReviewTasksEntry: BlockEntry = {
  ...visitorLoader('contest-review-tasks'),
  schema,
  fixtures: contestReviewTasksFixtures,
  description: "A reviewer's tasks in a contest: pending / scored, open a work, score it.",
};
