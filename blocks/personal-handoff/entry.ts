/** Registry entry of the personal-handoff block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { personalHandoffFixtures } from './fixtures';

export const personalHandoffEntry: BlockEntry = {
  ...visitorLoader('personal-handoff'),
  schema,
  fixtures: personalHandoffFixtures,
  description: 'Leaves for the same page on the personal-centre application (ledger A-05).',
};
