/** Registry entry of the studio-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { studioListFixtures } from './fixtures';

export const studioListEntry: BlockEntry = {
  ...visitorLoader('studio-list'),
  schema,
  fixtures: studioListFixtures,
  description:
    'The studios of one kind (/tStudio, /theResourceNav, /expStudio, /aiStudioList, /lStudios) with search and page numbers.',
};
