/** Registry entry of the resource detail: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { resourceDetailFixtures } from './fixtures';

export const resourceDetailEntry: BlockEntry = {
  ...visitorLoader('resource-detail'),
  schema,
  fixtures: resourceDetailFixtures,
  description:
    'Content detail of every resource type, with likes and views; taken-down and unsupported screens.',
};
