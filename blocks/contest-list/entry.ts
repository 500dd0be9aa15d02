/** Registry entry of the contest-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestListFixtures } from './fixtures';

export const contestListEntry: BlockEntry = {
  ...visitorLoader('contest-list'),
  schema,
  fixtures: contestListFixtures,
  description:
    'Contest list of a type-20 section ext_param: status badges, 立即参与 / 成绩公布, 海外 group.',
};
