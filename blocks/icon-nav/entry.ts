/** Registry entry of the icon-nav block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import schema from './schema.json';
import { iconNavFixtures } from './fixtures';

export const iconNavEntry: BlockEntry = {
  type: 'icon-nav',
  sectionTypes: [13],
  schema,
  fixtures: iconNavFixtures,
  description: 'Section type 13: icon navigation from setting.data.item_data_list.',
  load: () => import('./IconNavBlock'),
};
