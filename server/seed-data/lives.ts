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
import type { Database } from 'better-sqlite3';
import { coverUrl } from '../covers';
import { DAY_MS, HOUR_MS, toPlatformTime } from '../time';
import { DETAIL_IDS, SAMPLE_VIDEO_URL, ensureResourceTable } from './resources';

const TABLE = `
CREATE TABLE IF NOT EXISTS open_class_lives (
  id           TEXT PRIMARY KEY,
  title        TEXT NOT NULL,
  source       TEXT NOT NULL,
  resource_id  TEXT,
  cover_url    TEXT NOT NULL,
  start_time   INTEGER NOT NULL,
  end_time     INTEGER NOT NULL,
  create_time  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS open_class_live_subscriptions (
  live_id      TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  create_time  INTEGER NOT NULL,
  PRIMARY KEY (live_id, user_id)
);`;

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

export const LIVE_SEEDS: LiveSeed[] = [
  {
    id: 'live-yuwen-shici',
    title: '古诗词里的中国：跟着诗人去旅行',
    source: '北京市海淀区教师进修学校',
    resourceId: 'live-yuwen-shici',
    hours: [-0.25, 1.25],
    createdDaysAgo: 6,
    palette: ['#c92a2a', '#ff8787'],
  },
  {
    id: 'live-kexue-shiyan',
    title: '科学实验课：会“跳舞”的盐粒',
    source: '上海市科技艺术教育中心',
    resourceId: 'live-kexue-shiyan',
    hours: [-1, 2],
    createdDaysAgo: 5,
    palette: ['#1864ab', '#74c0fc'],
  },
  {
    id: DETAIL_IDS.liveUpcoming,
    title: '名师公开课：小学数学思维训练——巧算24点',
    source: '北京市东城区教育研修中心',
    resourceId: DETAIL_IDS.liveUpcoming,
    hours: [48, 49.5],
    createdDaysAgo: 1,
    palette: ['#e67700', '#ffc078'],
  },
  {
    // Within the 15-minute subscribe window when seeded: a countdown, no 预约 button.
    id: 'live-shuxue-jihe',
    title: '数学直播课：生活中的轴对称图形',
    source: '江苏省教育科学研究院',
    resourceId: 'live-shuxue-jihe',
    hours: [10 / 60, 70 / 60],
    createdDaysAgo: 1,
    palette: ['#0b7285', '#66d9e8'],
  },
  {
    // Just outside the window when seeded: 预约, replaced by the countdown a minute later.
    id: 'live-yingyu-huiben',
    title: '英语绘本共读：The Very Hungry Caterpillar',
    source: '四川省教育科学研究院',
    resourceId: 'live-yingyu-huiben',
    hours: [16 / 60, 76 / 60],
    createdDaysAgo: 1,
    palette: ['#a61e4d', '#f783ac'],
  },
  {
    id: 'live-tiyu-tiaosheng',
    title: '体育与健康：花样跳绳入门',
    source: '广东省教育研究院',
    resourceId: 'live-tiyu-tiaosheng',
    hours: [3, 4],
    createdDaysAgo: 3,
    palette: ['#2b8a3e', '#8ce99a'],
  },
  {
    id: 'live-xinli-qingxu',
    title: '心理健康微课堂：和情绪做朋友',
    source: '浙江省教育厅教研室',
    hours: [26, 27],
    createdDaysAgo: 2,
    palette: ['#5f3dc4', '#b197fc'],
  },
  {
    id: DETAIL_IDS.liveReplay,
    title: '科学公开课：跟着航天员做实验',
    source: '中国科学技术馆',
    resourceId: DETAIL_IDS.liveReplay,
    hours: [-72, -71],
    createdDaysAgo: 10,
    palette: ['#364fc7', '#748ffc'],
  },
  {
    id: 'live-meishu-shuimo',
    title: '美术欣赏：走进水墨丹青',
    source: '中央美术学院附属中学',
    resourceId: 'live-meishu-shuimo',
    hours: [-5, -4],
    createdDaysAgo: 8,
    palette: ['#495057', '#adb5bd'],
  },
];

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

export function seedLives(db: Database, now: number): void {
  db.exec(TABLE);
  ensureResourceTable(db);
  const detail = db.prepare(
    'INSERT OR REPLACE INTO resource_details (id, detail, pages) VALUES (?, ?, NULL)',
  );
  const cover = db.prepare(
    `INSERT OR REPLACE INTO covers (name, kind, title, subtitle, color_from, color_to, main_color)
     VALUES (?, 'card', ?, NULL, ?, ?, ?)`,
  );
  const insert = db.prepare(
    `INSERT OR REPLACE INTO open_class_lives
       (id, title, source, resource_id, cover_url, start_time, end_time, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const live of LIVE_SEEDS) {
    const coverName = `live-cover-${live.id}`;
    cover.run(coverName, live.title, live.palette[0], live.palette[1], live.palette[0]);
    insert.run(
      live.id,
      live.title,
      live.source,
      live.resourceId ?? null,
      coverUrl(coverName),
      Math.round(now + live.hours[0] * HOUR_MS),
      Math.round(now + live.hours[1] * HOUR_MS),
      now - live.createdDaysAgo * DAY_MS,
    );
    if (live.resourceId && !DETAILED_ELSEWHERE.has(live.resourceId))
      detail.run(live.resourceId, JSON.stringify(detailOf(live, now, coverUrl(coverName))));
  }
}
