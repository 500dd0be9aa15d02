/**
 * What the assorted portal pages show (seed 000 §2, §7, §9; ledger CORE-ROUTE-16/19/30/34,
 * CORE-LIVE-22..24, A-13), written by `seedMiscPages` on first start:
 *
 * - `live_activities`: live activities with their owner; `u-teacher` owns four that are not
 *   over (one in progress, three upcoming) and one that ended, `u-teacher-guardian` one — the
 *   /live page's 我的直播 (POST /live_activities/actions/search_by_user);
 * - `live_activity_banned`: users banned from live interaction. **`u-student` is banned** (the
 *   comment box of a live room is disabled for him, ledger A-13); nobody else is;
 * - `live_comments`: a few comments per open class live room (/publicLive/{liveId});
 * - `open_class_live_channels`: which open class lives are school-service public lessons
 *   (`/schoolService/publicLive` lists them, `channel=schoolService`);
 * - `recommends`: the recommendation lists of `week_1` (the default recommend_week) and
 *   `week_2`: activities leading to in-site campaign pages, with begin and end times around the
 *   seeding time (two in progress, one not started, one ended), model lessons (优课) leading to
 *   their own video detail (`resource_details`, ids `model-lesson-…`);
 * - `verify_codes`: certificate codes /verifyCode checks; **`ZX2026KP0001`** is valid.
 */
import type { Seeder } from '../db/seeder';
import { coverUrl } from '../covers';
import { DAY_MS, HOUR_MS, toPlatformTime } from '../time';
import { loadSeedContent } from './content';
import { SAMPLE_VIDEO_URL } from './resources';

export const BANNED_USER_ID = 'u-student';
export const VALID_VERIFY_CODE = 'ZX2026KP0001';
export const SCHOOL_SERVICE_CHANNEL = 'schoolService';

interface ActivitySeed {
  id: string;
  owner: string;
  title: string;
  /** Start and end, in hours from the seeding moment. */
  hours: [number, number];
  palette: [string, string];
}

interface RecommendSeed {
  id: string;
  title: string;
  source: string;
  summary: string;
  label: string;
  palette: [string, string];
  link?: string;
  /** Activities: begin and end in days from the seeding time (the card's status). */
  days?: [number, number];
}

/** The content itself: content/miscPages.json (schema miscPages.schema.json beside it). */
interface MiscPagesContent {
  liveActivities: ActivitySeed[];
  /** Why the banned user may not comment. */
  bannedReason: string;
  /** The comments every commented live room starts with, oldest first. */
  liveComments: { userName: string; content: string }[];
  commentedLives: string[];
  /** Open class lives (seed-data/lives.ts) that are school-service public lessons. */
  schoolServiceLives: string[];
  recommendedActivities: RecommendSeed[];
  modelLessons: RecommendSeed[];
  /** What /verifyCode answers for the valid code. */
  verifyCertificate: { title: string; holder_name: string; issuer: string; issue_date: string };
}

const CONTENT = loadSeedContent<MiscPagesContent>('miscPages');
export const LIVE_ACTIVITY_SEEDS = CONTENT.liveActivities;
export const SCHOOL_SERVICE_LIVE_IDS = CONTENT.schoolServiceLives;
const ACTIVITIES = CONTENT.recommendedActivities;
const MODEL_LESSONS = CONTENT.modelLessons;

/** The shared writers, with the card covers every row of this module has. */
function writers(seeder: Seeder) {
  const cover = (name: string, title: string, palette: [string, string]) =>
    seeder.cover({ name, kind: 'card', title, color_from: palette[0], color_to: palette[1] });
  const row = (table: string, values: Parameters<Seeder['row']>[1]) =>
    seeder.row(table, values, 'replace');
  return { cover, row };
}

function seedRecommends(seeder: Seeder, now: number): void {
  const { cover: insertCover, row } = writers(seeder);
  const weeks: [string, number][] = [
    ['week_1', 0],
    ['week_2', 1],
  ];
  for (const [week, shift] of weeks) {
    // week_2 holds the same items in another order, so the two weeks are told apart.
    const rotate = <T>(items: T[]) => [...items.slice(shift), ...items.slice(0, shift)];
    rotate(ACTIVITIES).forEach((item, position) => {
      const cover = insertCover(`rec-cover-${item.id}`, item.title, item.palette);
      const { palette: _palette, days, ...rest } = item;
      const period = days && {
        begin_time: toPlatformTime(now + days[0] * DAY_MS),
        end_time: toPlatformTime(now + days[1] * DAY_MS),
      };
      row('recommends', {
        kind: 'activity',
        week,
        position,
        item: JSON.stringify({ ...rest, ...period, cover_url: cover }),
      });
    });
    rotate(MODEL_LESSONS).forEach((item, position) => {
      const cover = insertCover(`rec-cover-${item.id}`, item.title, item.palette);
      const { palette: _palette, ...rest } = item;
      const lesson = { ...rest, cover_url: cover, resource_id: item.id };
      row('recommends', {
        kind: 'modelLesson',
        week,
        position,
        item: JSON.stringify({ ...lesson, resource_type: 'assets_video' }),
      });
    });
  }
  MODEL_LESSONS.forEach((item, index) => {
    const cover = coverUrl(`rec-cover-${item.id}`);
    row('resource_details', {
      id: item.id,
      detail: JSON.stringify({
        id: item.id,
        unit_id: item.id,
        library_content_id: item.id,
        resource_id: item.id,
        resource_type: 'assets_video',
        title: item.title,
        description: item.summary,
        cover_url: cover,
        create_time: toPlatformTime(now - (index + 2) * DAY_MS),
        status: 'online',
        extra: { source: item.source, brief_introduction: item.summary },
        video: { sources: [{ src: SAMPLE_VIDEO_URL, type: 'video/mp4' }], duration: 4 },
      }),
      pages: null,
    });
    row('res_stats', {
      id: item.id,
      base_like_count: 300 + index * 57,
      total_uv: 5000 + index * 1234,
      open_class_live_count: 0,
    });
  });
}

export function seedMiscPages(seeder: Seeder, now: number): void {
  const { cover, row } = writers(seeder);
  for (const seed of LIVE_ACTIVITY_SEEDS) {
    row('live_activities', {
      id: seed.id,
      owner_id: seed.owner,
      title: seed.title,
      cover_url: cover(`la-cover-${seed.id}`, seed.title, seed.palette),
      start_time: Math.round(now + seed.hours[0] * HOUR_MS),
      end_time: Math.round(now + seed.hours[1] * HOUR_MS),
    });
  }
  row('live_activity_banned', {
    user_id: BANNED_USER_ID,
    reason: CONTENT.bannedReason,
    create_time: now - DAY_MS,
  });
  for (const liveId of CONTENT.commentedLives) {
    CONTENT.liveComments.forEach(({ userName: name, content }, index) =>
      row('live_comments', {
        id: `c-${liveId}-${index}`,
        live_id: liveId,
        user_id: null,
        user_name: name,
        content,
        create_time: now - (10 - index) * 60_000,
      }),
    );
  }
  for (const liveId of SCHOOL_SERVICE_LIVE_IDS)
    row('open_class_live_channels', { live_id: liveId, channel: SCHOOL_SERVICE_CHANNEL });
  seedRecommends(seeder, now);
  row('verify_codes', {
    code: VALID_VERIFY_CODE,
    certificate: JSON.stringify({ code: VALID_VERIFY_CODE, ...CONTENT.verifyCertificate }),
  });
}
