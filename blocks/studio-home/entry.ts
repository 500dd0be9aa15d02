/** Registry entry of the studio-home block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { studioHomeFixtures } from './fixtures';

export const studioHomeEntry: BlockEntry = {
  ...visitorLoader('studio-home'),
  schema,
  fixtures: studioHomeFixtures,
  description:
    "A studio's home (/tResource/{scopeId}?contentId=…, /tStudio/{scopeId}…): kind by route key, news, resources, members.",
};
