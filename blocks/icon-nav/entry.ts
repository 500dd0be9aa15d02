/** Registry entry of the icon-nav block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { iconNavFixtures } from './fixtures';

export const iconNavEntry: BlockEntry = {
  ...visitorLoader('icon-nav'),
  schema,
  fixtures: iconNavFixtures,
  description: 'Section type 13: icon navigation from setting.data.item_data_list.',
};
