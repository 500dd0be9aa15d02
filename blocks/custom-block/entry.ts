/** Registry entry of the custom-block block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { customBlockFixtures } from './fixtures';

export const customBlockEntry: BlockEntry = {
  ...visitorLoader('custom-block'),
  schema,
  fixtures: customBlockFixtures,
  description: 'Section type 20: custom block with title, picture, description and contents.',
};
