/** Registry entry of the banner block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { bannerFixtures } from './fixtures';

export const bannerEntry: BlockEntry = {
  ...visitorLoader('banner'),
  schema,
  fixtures: bannerFixtures,
  description: 'Section type 11: banner carousel (autoplay 3 s, m3u8 / iframe modal, links).',
};
