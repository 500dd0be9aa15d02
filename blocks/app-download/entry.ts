/** Registry entry of the app-download block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { appDownloadFixtures } from './fixtures';

export const appDownloadEntry: BlockEntry = {
  ...visitorLoader('app-download'),
  schema,
  fixtures: appDownloadFixtures,
  description: 'The app download page: mobile app and pad HD QR codes, the desktop installer.',
};
