/** Registry entry of the sunshine-home block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { sunshineHomeFixtures } from './fixtures';

export const sunshineHomeEntry: BlockEntry = {
  ...visitorLoader('sunshine-home'),
  schema,
  fixtures: sunshineHomeFixtures,
  description:
    "The sunshine school home: the sunshine channel's sections as four modules, with a gated live-class entry.",
};
