/**
 * Open class lives for the portal's live list (`/liveList`, seed 000 §2, §3, §4; ledger
 * CORE-LIVE-01..08, CORE-ROUTE-19). Times are offsets from the seeding moment, so a fresh
 * database always holds lives that are in progress, upcoming and ended — every filter tab has
 * something, and the sort groups can be seen. Titles and schools look like the real platform's.
 * Two lives start 10 and 16 minutes after seeding, so a visitor of a fresh stand-in sees both
 * subscribe states (seed 000 §4, §9; ledger CORE-LIVE-09..13): the countdown (within the
 * 15-minute window) and the 预约 button (outside it, until it crosses the boundary).
 *
 * Subscriptions (CORE-LIVE-10, -18, -21) are rows of `open_class_live_subscriptions`, one per
 * (live, user); none are seeded, so every demo account starts with every live at 预约.
 */
import type { Seeder } from '../db/seeder';
import { DAY_MS, HOUR_MS, toPlatformTime } from '../time';
import { loadSeedContent } from './content';
import { DETAIL_IDS, SAMPLE_VIDEO_URL } from './resources';

interface LiveSeed {
  id: string;
  title: string;
  source: string;
  /** The detail resource the card opens; absent for the one that shows 该直播未找到. */
  resourceId?: string;
  /** Start and end, in hours from the seeding moment. */
  hours: [number, number];
  /** Creation, in days before the seeding moment. */
  createdDaysAgo: number;
  palette: [string, string];
}

/** A live of the content file: its times in hours, or in minutes when minute-precise. */
type LiveContent = Omit<LiveSeed, 'hours'> & {
  note?: string;
  hours?: [number, number];
  minutes?: [number, number];
};

export const LIVE_SEEDS: LiveSeed[] = loadSeedContent<{ lives: LiveContent[] }>('lives').lives.map(
  ({ note: _note, minutes, hours, ...live }) => ({
    ...live,
    hours: minutes ? [minutes[0] / 60, minutes[1] / 60] : hours!,
  }),
);

/** Lives whose detail resource resources.ts already writes. */
const DETAILED_ELSEWHERE = new Set<string>([DETAIL_IDS.liveUpcoming, DETAIL_IDS.liveReplay]);

/**
 * The detail resource a card opens (`/content/detail?contentId=…&contentType=open_class_live`),
 * in the same shape resources.ts gives its lives, so every card leads to a real page.
 */
function detailOf(live: LiveSeed, now: number, coverUrlOf: string): Record<string, unknown> {
  const start = toPlatformTime(Math.round(now + live.hours[0] * HOUR_MS));
  const end = toPlatformTime(Math.round(now + live.hours[1] * HOUR_MS));
  const ended = live.hours[1] < 0;
  return {
    id: live.resourceId,
    unit_id: live.resourceId,
    library_content_id: live.resourceId,
    resource_id: live.resourceId,
    resource_type: 'open_class_live',
    title: live.title,
    description: `${live.source}公开课直播。`,
    cover_url: coverUrlOf,
    create_time: toPlatformTime(now - live.createdDaysAgo * DAY_MS),
    status: 'online',
    start_time: start,
    end_time: end,
    extra: { source: live.source, brief_introduction: `${live.source}公开课直播。` },
    live: {
      live_id: live.id,
      start_time: start,
      end_time: end,
      // The stream the video-player wrapper plays while the live is on (a sample lesson here).
      play_url: SAMPLE_VIDEO_URL,
      ...(ended ? { replay: [{ src: SAMPLE_VIDEO_URL, type: 'video/mp4' }] } : {}),
    },
  };
}

export function seedLives(seeder: Seeder, now: number): void {
  for (const live of LIVE_SEEDS) {
    const cover = seeder.cover({
      name: `live-cover-${live.id}`,
      kind: 'card',
      title: live.title,
      color_from: live.palette[0],
      color_to: live.palette[1],
    });
    seeder.row(
      'open_class_lives',
      {
        id: live.id,
        title: live.title,
        source: live.source,
        resource_id: live.resourceId ?? null,
        cover_url: cover,
        start_time: Math.round(now + live.hours[0] * HOUR_MS),
        end_time: Math.round(now + live.hours[1] * HOUR_MS),
        create_time: now - live.createdDaysAgo * DAY_MS,
      },
      'replace',
    );
    if (live.resourceId && !DETAILED_ELSEWHERE.has(live.resourceId))
      seeder.row(
        'resource_details',
        { id: live.resourceId, detail: JSON.stringify(detailOf(live, now, cover)), pages: null },
        'replace',
      );
  }
}
