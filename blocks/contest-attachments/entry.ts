/** Registry entry of the contest-attachments block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { contestAttachmentsFixtures } from './fixtures';

export const contestAttachmentsEntry: BlockEntry = {
  ...visitorLoader('contest-attachments'),
  schema,
  fixtures: contestAttachmentsFixtures,
  description: "A contest's notices and templates to download, grouped, with type and size.",
};
