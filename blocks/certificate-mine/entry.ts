/** Registry entry of the certificate-mine block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { certificateMineFixtures } from './fixtures';

export const certificateMineEntry: BlockEntry = {
  ...visitorLoader('certificate-mine'),
  schema,
  fixtures: certificateMineFixtures,
  description: "我的证书: the signed-in visitor's certificates as cards; none → 暂无证书.",
};
