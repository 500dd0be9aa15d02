import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const appDownloadFixtures: BlockFixture[] = [
  {
    name: 'default',
    description: 'The /download_app page: mobile app, pad HD and desktop client.',
    props: {},
  },
];
