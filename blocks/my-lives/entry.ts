/** Registry entry of the my-lives block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { myLivesFixtures } from './fixtures';

export const myLivesEntry: BlockEntry = {
  ...visitorLoader('my-lives'),
  schema,
  fixtures: myLivesFixtures,
  description:
    "我的直播: the signed-in user's own live activities (limit 2, 6 on mobile); nothing when logged out.",
};
