/** Registry entry of the area-admin block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { areaAdminFixtures } from './fixtures';

export const areaAdminEntry: BlockEntry = {
  ...visitorLoader('area-admin'),
  schema,
  fixtures: areaAdminFixtures,
  description: "The areas an administrator manages and each area's schools.",
};
