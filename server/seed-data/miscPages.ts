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
import type { Database } from 'better-sqlite3';
import { coverUrl } from '../covers';
import { DAY_MS, HOUR_MS, toPlatformTime } from '../time';
import { SAMPLE_VIDEO_URL, ensureResourceTable } from './resources';

const TABLES = `
CREATE TABLE IF NOT EXISTS live_activities (
  id           TEXT PRIMARY KEY,
  owner_id     TEXT NOT NULL,
  title        TEXT NOT NULL,
  cover_url    TEXT NOT NULL,
  start_time   INTEGER NOT NULL,
  end_time     INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS live_activity_banned (
  user_id      TEXT PRIMARY KEY,
  reason       TEXT NOT NULL,
  create_time  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS live_comments (
  id           TEXT PRIMARY KEY,
  live_id      TEXT NOT NULL,
  user_id      TEXT,
  user_name    TEXT NOT NULL,
  content      TEXT NOT NULL,
  create_time  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS live_comments_live ON live_comments (live_id, create_time);
CREATE TABLE IF NOT EXISTS open_class_live_channels (
  live_id      TEXT NOT NULL,
  channel      TEXT NOT NULL,
  PRIMARY KEY (live_id, channel)
);
CREATE TABLE IF NOT EXISTS recommends (
  kind         TEXT NOT NULL,
  week         TEXT NOT NULL,
  position     INTEGER NOT NULL,
  item         TEXT NOT NULL,
  PRIMARY KEY (kind, week, position)
);
CREATE TABLE IF NOT EXISTS verify_codes (
  code         TEXT PRIMARY KEY,
  certificate  TEXT NOT NULL
);`;

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

export const LIVE_ACTIVITY_SEEDS: ActivitySeed[] = [
  {
    id: 'la-teacher-yuwen',
    owner: 'u-teacher',
    title: '四年级语文《观潮》集体备课直播',
    hours: [-0.5, 1],
    palette: ['#c92a2a', '#ff8787'],
  },
  {
    id: 'la-teacher-banhui',
    owner: 'u-teacher',
    title: '主题班会：我的情绪我做主',
    hours: [20, 21],
    palette: ['#5f3dc4', '#b197fc'],
  },
  {
    id: 'la-teacher-jiazhang',
    owner: 'u-teacher',
    title: '家长课堂：如何陪伴孩子养成阅读习惯',
    hours: [44, 45.5],
    palette: ['#2b8a3e', '#8ce99a'],
  },
  {
    id: 'la-teacher-yanxiu',
    owner: 'u-teacher',
    title: '校本研修：大单元教学设计分享',
    hours: [70, 72],
    palette: ['#1864ab', '#74c0fc'],
  },
  {
    id: 'la-teacher-ended',
    owner: 'u-teacher',
    title: '开学第一课：安全教育直播',
    hours: [-50, -49],
    palette: ['#495057', '#adb5bd'],
  },
  {
    id: 'la-tg-shuxue',
    owner: 'u-teacher-guardian',
    title: '数学思维拓展：鸡兔同笼',
    hours: [26, 27],
    palette: ['#e67700', '#ffc078'],
  },
];

/** Open class lives (server/seed-data/lives.ts) that are school-service public lessons. */
export const SCHOOL_SERVICE_LIVE_IDS = [
  'live-tiyu-tiaosheng',
  'live-xinli-qingxu',
  'live-kexue-shiyan',
  'live-meishu-shuimo',
];

const COMMENTS: [string, string][] = [
  ['王老师', '各位同学好，直播马上开始，请提前准备好笔记本。'],
  ['李同学', '老师好！已经准备好了。'],
  ['张家长', '孩子很喜欢这节课，谢谢老师！'],
];
const COMMENTED_LIVES = [
  'live-yuwen-shici',
  'live-kexue-shiyan',
  'live-tiyu-tiaosheng',
  'live-xinli-qingxu',
  'live-meishu-shuimo',
];

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

const ACTIVITIES: RecommendSeed[] = [
  {
    id: 'rec-act-kpzy',
    days: [-20, 40],
    title: '2026年全国中小学科普资源征集活动',
    source: '教育部基础教育司',
    summary: '面向全国中小学师生征集优秀科普作品，展示科学教育成果。',
    label: '征集中',
    palette: ['#1864ab', '#74c0fc'],
    link: '/hd/kpzy',
  },
  {
    id: 'rec-act-hmt',
    days: [-10, 20],
    title: '港澳台学生“中华文化”主题展示活动',
    source: '国家智慧教育公共服务平台',
    summary: '讲好中华文化故事，展示青少年风采。',
    label: '进行中',
    palette: ['#c92a2a', '#ff8787'],
    link: '/hd/dndsstudent_hmt',
  },
  {
    id: 'rec-act-sunshine',
    days: [3, 33],
    title: '阳光学校“快乐成长”系列活动',
    source: '阳光学校',
    summary: '特殊教育学校学生的阅读、艺术与体育展示。',
    label: '进行中',
    palette: ['#e67700', '#ffc078'],
    link: '/sunshine',
  },
  {
    id: 'rec-act-live',
    days: [-8, -1],
    title: '名师公开课直播周',
    source: '各地教研机构',
    summary: '一周名师直播课程，覆盖语文、数学、科学、艺术等学科。',
    label: '本周',
    palette: ['#2b8a3e', '#8ce99a'],
    link: '/liveList',
  },
];

const MODEL_LESSONS: RecommendSeed[] = [
  {
    id: 'model-lesson-yuwen-guanchao',
    title: '优课｜四年级语文《观潮》',
    source: '浙江省杭州市天长小学',
    summary: '抓住“潮来前、潮来时、潮退后”的顺序，体会作者描写的生动。',
    label: '语文 · 四年级',
    palette: ['#1f6feb', '#5aa2ff'],
  },
  {
    id: 'model-lesson-shuxue-fenshu',
    title: '优课｜三年级数学《分数的初步认识》',
    source: '北京市海淀区中关村第一小学',
    summary: '借助折纸和涂色，理解几分之一的含义。',
    label: '数学 · 三年级',
    palette: ['#e67700', '#ffc078'],
  },
  {
    id: 'model-lesson-kexue-fuli',
    title: '优课｜八年级物理《浮力》',
    source: '上海市建平中学',
    summary: '通过实验探究浮力的大小与哪些因素有关。',
    label: '物理 · 八年级',
    palette: ['#0b7285', '#66d9e8'],
  },
  {
    id: 'model-lesson-yingyu-food',
    title: '优课｜五年级英语 What would you like?',
    source: '四川省成都市实验小学',
    summary: '在点餐情境中练习句型，培养交际能力。',
    label: '英语 · 五年级',
    palette: ['#a61e4d', '#f783ac'],
  },
  {
    id: 'model-lesson-meishu-shuimo',
    title: '优课｜六年级美术《水墨画中的山水》',
    source: '中央美术学院附属实验学校',
    summary: '感受笔墨浓淡变化，尝试创作一幅水墨小品。',
    label: '美术 · 六年级',
    palette: ['#495057', '#adb5bd'],
  },
  {
    id: 'model-lesson-tiyu-zuqiu',
    title: '优课｜七年级体育《足球脚内侧传球》',
    source: '广东省广州市第六中学',
    summary: '分解动作要领，在小组游戏中巩固传接球技能。',
    label: '体育 · 七年级',
    palette: ['#2b8a3e', '#8ce99a'],
  },
];

function insertCover(db: Database, name: string, title: string, palette: [string, string]) {
  db.prepare(
    `INSERT OR REPLACE INTO covers (name, kind, title, subtitle, color_from, color_to, main_color)
     VALUES (?, 'card', ?, NULL, ?, ?, ?)`,
  ).run(name, title, palette[0], palette[1], palette[0]);
  return coverUrl(name);
}

function seedRecommends(db: Database, now: number): void {
  const insert = db.prepare(
    'INSERT OR REPLACE INTO recommends (kind, week, position, item) VALUES (?, ?, ?, ?)',
  );
  const detail = db.prepare(
    'INSERT OR REPLACE INTO resource_details (id, detail, pages) VALUES (?, ?, NULL)',
  );
  const stats = db.prepare(
    'INSERT OR REPLACE INTO res_stats (id, base_like_count, total_uv, open_class_live_count) VALUES (?, ?, ?, 0)',
  );
  const weeks: [string, number][] = [
    ['week_1', 0],
    ['week_2', 1],
  ];
  for (const [week, shift] of weeks) {
    // week_2 holds the same items in another order, so the two weeks are told apart.
    const rotate = <T>(items: T[]) => [...items.slice(shift), ...items.slice(0, shift)];
    rotate(ACTIVITIES).forEach((item, position) => {
      const cover = insertCover(db, `rec-cover-${item.id}`, item.title, item.palette);
      const { palette: _palette, days, ...rest } = item;
      const period = days && {
        begin_time: toPlatformTime(now + days[0] * DAY_MS),
        end_time: toPlatformTime(now + days[1] * DAY_MS),
      };
      insert.run(
        'activity',
        week,
        position,
        JSON.stringify({ ...rest, ...period, cover_url: cover }),
      );
    });
    rotate(MODEL_LESSONS).forEach((item, position) => {
      const cover = insertCover(db, `rec-cover-${item.id}`, item.title, item.palette);
      const { palette: _palette, ...rest } = item;
      const lesson = { ...rest, cover_url: cover, resource_id: item.id };
      insert.run(
        'modelLesson',
        week,
        position,
        JSON.stringify({ ...lesson, resource_type: 'assets_video' }),
      );
    });
  }
  MODEL_LESSONS.forEach((item, index) => {
    const cover = coverUrl(`rec-cover-${item.id}`);
    detail.run(
      item.id,
      JSON.stringify({
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
    );
    stats.run(item.id, 300 + index * 57, 5000 + index * 1234);
  });
}

export function seedMiscPages(db: Database, now: number): void {
  db.exec(TABLES);
  ensureResourceTable(db);
  const activity = db.prepare(
    `INSERT OR REPLACE INTO live_activities (id, owner_id, title, cover_url, start_time, end_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const seed of LIVE_ACTIVITY_SEEDS) {
    activity.run(
      seed.id,
      seed.owner,
      seed.title,
      insertCover(db, `la-cover-${seed.id}`, seed.title, seed.palette),
      Math.round(now + seed.hours[0] * HOUR_MS),
      Math.round(now + seed.hours[1] * HOUR_MS),
    );
  }
  db.prepare(
    'INSERT OR REPLACE INTO live_activity_banned (user_id, reason, create_time) VALUES (?, ?, ?)',
  ).run(BANNED_USER_ID, '发布与课堂无关的内容', now - DAY_MS);
  const comment = db.prepare(
    `INSERT OR REPLACE INTO live_comments (id, live_id, user_id, user_name, content, create_time)
     VALUES (?, ?, NULL, ?, ?, ?)`,
  );
  for (const liveId of COMMENTED_LIVES) {
    COMMENTS.forEach(([name, content], index) =>
      comment.run(`c-${liveId}-${index}`, liveId, name, content, now - (10 - index) * 60_000),
    );
  }
  const channel = db.prepare(
    'INSERT OR REPLACE INTO open_class_live_channels (live_id, channel) VALUES (?, ?)',
  );
  for (const liveId of SCHOOL_SERVICE_LIVE_IDS) channel.run(liveId, SCHOOL_SERVICE_CHANNEL);
  seedRecommends(db, now);
  db.prepare('INSERT OR REPLACE INTO verify_codes (code, certificate) VALUES (?, ?)').run(
    VALID_VERIFY_CODE,
    JSON.stringify({
      code: VALID_VERIFY_CODE,
      title: '2026年全国中小学科普资源征集活动 优秀作品证书',
      holder_name: '李明',
      issuer: '国家智慧教育公共服务平台',
      issue_date: '2026-06-30',
    }),
  );
}

/** Creates the tables when a database seeded before this file existed lacks them. */
export function ensureMiscPagesTables(db: Database): void {
  db.exec(TABLES);
}
