/** Registry entry of the profile-form block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { profileFormFixtures } from './fixtures';

export const profileFormEntry: BlockEntry = {
  ...visitorLoader('profile-form'),
  schema,
  fixtures: profileFormFixtures,
  description:
    "/user: the signed-in user's profile (region, school, reference-list pickers by role), saved.",
};
