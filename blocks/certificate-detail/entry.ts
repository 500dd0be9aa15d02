/** Registry entry of the certificate-detail block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { certificateDetailFixtures } from './fixtures';

export const certificateDetailEntry: BlockEntry = {
  ...visitorLoader('certificate-detail'),
  schema,
  fixtures: certificateDetailFixtures,
  description:
    '证书详情: one certificate drawn as a certificate, printable; unknown → 未查询到证书.',
};
