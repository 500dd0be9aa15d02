import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const liveInteractionFixtures: BlockFixture[] = [
  {
    name: 'public-live',
    description: '/publicLive/:liveId: 互动区 under the player.',
    props: { liveIdFromRoute: 'liveId', title: 'msg:liveRoom.title' },
  },
];
