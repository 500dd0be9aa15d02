/** Registry entry of the lecturer-list block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { lecturerListFixtures } from './fixtures';

export const lecturerListEntry: BlockEntry = {
  ...visitorLoader('lecturer-list'),
  schema,
  fixtures: lecturerListFixtures,
  description:
    'The lecturer home (/lecturer): profiles filtered by subject, search, page numbers; ?lecturerId= shows one.',
};
