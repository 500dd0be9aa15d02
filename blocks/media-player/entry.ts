/** Registry entry of the media player: metadata now, component (and video.js) on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { mediaPlayerFixtures } from './fixtures';

export const mediaPlayerEntry: BlockEntry = {
  ...visitorLoader('media-player'),
  schema,
  fixtures: mediaPlayerFixtures,
  description: 'Video or audio player wrapping video.js (lazy), HLS included.',
};
