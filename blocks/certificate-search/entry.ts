/** Registry entry of the certificate-search block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { certificateSearchFixtures } from './fixtures';

export const certificateSearchEntry: BlockEntry = {
  ...visitorLoader('certificate-search'),
  schema,
  fixtures: certificateSearchFixtures,
  description: '证书查询: find certificates by holder name and number; cards link to the detail.',
};
