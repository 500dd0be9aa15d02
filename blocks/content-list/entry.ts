/** Registry entry of the content-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contentListFixtures } from './fixtures';

export const contentListEntry: BlockEntry = {
  ...visitorLoader('content-list'),
  schema,
  fixtures: contentListFixtures,
  description:
    'List and column pages: breadcrumb, heading, search box, catalog filters, contents loaded in steps.',
};
