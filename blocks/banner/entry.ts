/** Registry entry of the banner block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import schema from './schema.json';
import { bannerFixtures } from './fixtures';

export const bannerEntry: BlockEntry = {
  type: 'banner',
  sectionTypes: [11],
  schema,
  fixtures: bannerFixtures,
  description: 'Section type 11: banner carousel (autoplay 3 s, m3u8 / iframe modal, links).',
  load: () => import('./BannerBlock'),
};
