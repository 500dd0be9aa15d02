import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { LiveActivity } from '../../src/services/liveService';

export const myLivesFixtures: BlockFixture[] = [
  {
    name: 'live-hub',
    description: '/live: 我的直播 of a signed-in teacher.',
    props: { title: 'msg:myLives.title' },
  },
];

/** Test data around the harness clock T0 = 2024-09-01 10:00 Beijing time. */
export const MY_LIVES_T0 = Date.UTC(2024, 8, 1, 2, 0, 0);

export function myLiveAt(id: string, startMinutes: number, endMinutes: number): LiveActivity {
  return {
    id,
    title: `我的直播 ${id}`,
    cover_url: null,
    start_time: new Date(MY_LIVES_T0 + startMinutes * 60_000).toISOString(),
    end_time: new Date(MY_LIVES_T0 + endMinutes * 60_000).toISOString(),
    status: startMinutes > 0 ? 0 : 1,
    live_url: `/publicLive/${id}`,
  };
}
