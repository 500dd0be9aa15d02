/** Registry entry of the contest-upload-form block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestUploadFormFixtures } from './fixtures';

export const contestUploadFormEntry: BlockEntry = {
  ...visitorLoader('contest-upload-form'),
  schema,
  fixtures: contestUploadFormFixtures,
  description:
    'The work upload form of a contest (title, description, file; progress, cancel, retry).',
};
