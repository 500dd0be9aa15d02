/** Registry entry of the channel-sections block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { channelSectionsFixtures } from './fixtures';

export const channelSectionsEntry: BlockEntry = {
  ...visitorLoader('channel-sections'),
  schema,
  fixtures: channelSectionsFixtures,
  description:
    "A channel's sections rendered by type (or the first two channels without a channel id).",
};
