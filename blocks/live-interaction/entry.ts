/** Registry entry of the live-interaction block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { liveInteractionFixtures } from './fixtures';

export const liveInteractionEntry: BlockEntry = {
  ...visitorLoader('live-interaction'),
  schema,
  fixtures: liveInteractionFixtures,
  description:
    "A live room's comments and comment box, with the live ban check (banned: watch, no comments).",
};
