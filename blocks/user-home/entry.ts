/** Registry entry of the user-home block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { userHomeFixtures } from './fixtures';

export const userHomeEntry: BlockEntry = {
  ...visitorLoader('user-home'),
  schema,
  fixtures: userHomeFixtures,
  description:
    "/user: the signed-in user's profile summary and personal entries (on the personal centre).",
};
