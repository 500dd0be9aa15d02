/** Registry entry of the area-picker block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { areaPickerFixtures } from './fixtures';

export const areaPickerEntry: BlockEntry = {
  ...visitorLoader('area-picker'),
  schema,
  fixtures: areaPickerFixtures,
  description: "Province and city selects limited to the site's allowed area codes.",
};
