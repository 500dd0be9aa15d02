import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { OpenClassLive } from '../../src/services/liveService';

export const liveListFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '/liveList on the portal: heading 直播课堂, 12 lives per request.',
    props: { title: 'msg:liveList.title' },
  },
  {
    name: 'small-pages',
    description: 'Two lives per request, to see 查看更多.',
    props: { title: 'msg:liveList.title', pageSize: 2 },
  },
  {
    name: 'school-service',
    description: '/schoolService/publicLive: the school service channel’s public live lessons.',
    props: { title: 'msg:schoolServiceLive.title', channel: 'schoolService' },
  },
  {
    name: 'carousel',
    description:
      'A live section as the carousel (/live): 3 lives at a time, 上一组 / 下一组 (CORE-CHAN-36).',
    props: { title: 'msg:liveList.carousel.title', layout: 'carousel' },
  },
];

/** Test data around T0 = 2024-09-01 10:00 Beijing time (the harness clock). */
export const LIVE_T0 = Date.UTC(2024, 8, 1, 2, 0, 0);
const MINUTE = 60_000;

export function liveAt(
  id: string,
  startMinutes: number,
  endMinutes: number,
  extra: Partial<OpenClassLive> = {},
): OpenClassLive {
  return {
    id,
    title: `直播 ${id}`,
    resource_id: id,
    cover_url: null,
    start_time: new Date(LIVE_T0 + startMinutes * MINUTE).toISOString(),
    end_time: new Date(LIVE_T0 + endMinutes * MINUTE).toISOString(),
    create_time: new Date(LIVE_T0 - 86_400_000).toISOString(),
    extra: { source: '北京市海淀区教师进修学校' },
    ...extra,
  };
}

/** Seven lives for the carousel (CORE-CHAN-36): in sorted order c1 (live) … c7 (ended). */
export function sevenLives(): OpenClassLive[] {
  return [
    liveAt('c1', -10, 50),
    liveAt('c2', 30, 90),
    liveAt('c3', 60, 120),
    liveAt('c4', 90, 150),
    liveAt('c5', 120, 180),
    liveAt('c6', -200, -140),
    liveAt('c7', -300, -240),
  ];
}
