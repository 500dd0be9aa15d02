/** Registry entry of the custom-block block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import schema from './schema.json';
import { customBlockFixtures } from './fixtures';

export const customBlockEntry: BlockEntry = {
  type: 'custom-block',
  sectionTypes: [20],
  schema,
  fixtures: customBlockFixtures,
  description: 'Section type 20: custom block with title, picture, description and contents.',
  load: () => import('./CustomBlock'),
};
