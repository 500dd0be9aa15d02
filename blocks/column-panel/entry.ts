/** Registry entry of the column-panel block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { columnPanelFixtures } from './fixtures';

export const columnPanelEntry: BlockEntry = {
  ...visitorLoader('column-panel'),
  schema,
  fixtures: columnPanelFixtures,
  description: 'Section type 21: column panel (first 3 contents when a library is set).',
};
