/** Registry entry of the verify-code block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { verifyCodeFixtures } from './fixtures';

export const verifyCodeEntry: BlockEntry = {
  ...visitorLoader('verify-code'),
  schema,
  fixtures: verifyCodeFixtures,
  description: '/verifyCode: check a certificate verification code and show whose it is.',
};
