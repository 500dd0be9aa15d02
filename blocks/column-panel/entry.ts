/** Registry entry of the column-panel block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import schema from './schema.json';
import { columnPanelFixtures } from './fixtures';

export const columnPanelEntry: BlockEntry = {
  type: 'column-panel',
  sectionTypes: [21],
  schema,
  fixtures: columnPanelFixtures,
  description: 'Section type 21: column panel (first 3 contents when a library is set).',
  load: () => import('./ColumnPanelBlock'),
};
