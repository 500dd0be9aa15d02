import type { Database } from 'better-sqlite3';
import { KPZY_CONTEST_ID, KPZY_WORKS } from './seed-data/kpzy';
import { DEFAULT_SEED_DIR } from './paths';
import { REVIEWER_ID } from './seed-data/users';
import {
  declaredContestsIn,
  findDeclaredContest,
  writeDeclaredContest,
} from './data/declaredContests';
import { DAY_MS } from './time';
import { verifyStatusFor } from './data/contests';
import { insertPlaceholderWork } from './data/contestWorks';
import { assignReview } from './data/reviews';

/**
 * Named states of the kpzy contest for browser tests and QA (DESIGN "The stand-in services").
 * Each one first rebuilds the default state, then changes only what makes it different, and
 * every time is relative to `now` so a test written today passes on any date.
 */

interface ContestTimes {
  begin: number;
  end: number;
  enrollBegin: number;
  enrollEnd: number;
  uploadEnd: number;
}

interface ScenarioContext {
  db: Database;
  now: number;
  setTimes(change: Partial<ContestTimes>): void;
  setStatus(status: number): void;
  enrolEveryone(status: number): void;
  fillWorksToLimit(): void;
}

interface Scenario {
  name: string;
  description: string;
  apply(ctx: ScenarioContext): void;
}

const openEnrolment = (_ctx: ScenarioContext) => undefined;

/** The work `review-assigned` gives u-student and assigns to the reviewer. */
export const REVIEW_ASSIGNED_WORK_ID = 'u-student-review-work-1';

export const SCENARIOS: Scenario[] = [
  {
    name: 'default',
    description: '默认状态：活动已发布，报名进行中，无人报名（同 enrolment-open）',
    apply: openEnrolment,
  },
  {
    name: 'contest-missing',
    description: '活动不存在（已删除）',
    apply: ({ db }) => {
      db.prepare('DELETE FROM contests WHERE id = ?').run(KPZY_CONTEST_ID);
    },
  },
  {
    name: 'contest-unpublished',
    description: '活动未发布（status 0）',
    apply: (ctx) => ctx.setStatus(0),
  },
  {
    name: 'contest-restricted',
    description: '白名单活动，演示账号均不在名单内（报名提示“抱歉，您暂无访问权限”）',
    apply: ({ db }) => {
      db.prepare('UPDATE contests SET whitelist_only = 1 WHERE id = ?').run(KPZY_CONTEST_ID);
    },
  },
  {
    name: 'contest-not-started',
    description: '活动尚未开始：15 天后开始，20 天后开放报名',
    apply: ({ now, setTimes }) =>
      setTimes({
        begin: now + 15 * DAY_MS,
        end: now + 70 * DAY_MS,
        enrollBegin: now + 20 * DAY_MS,
        enrollEnd: now + 50 * DAY_MS,
        uploadEnd: now + 70 * DAY_MS,
      }),
  },
  { name: 'enrolment-open', description: '报名进行中，无人报名', apply: openEnrolment },
  {
    name: 'enrolment-closed',
    description: '报名已截止（昨天结束），活动仍在进行',
    apply: ({ now, setTimes }) => setTimes({ enrollEnd: now - DAY_MS }),
  },
  {
    name: 'contest-ended',
    description: '活动已结束（昨天结束，报名前天截止）',
    apply: ({ now, setTimes }) =>
      setTimes({ end: now - DAY_MS, enrollEnd: now - 2 * DAY_MS, uploadEnd: now - DAY_MS }),
  },
  {
    name: 'enrolled-pending',
    description: '所有演示账号已报名，待审核（status 0）',
    apply: (ctx) => ctx.enrolEveryone(0),
  },
  {
    name: 'enrolled-unverified',
    description: '所有演示账号已报名，尚未审核确认（status 2）',
    apply: (ctx) => ctx.enrolEveryone(2),
  },
  {
    name: 'enrolled-verified',
    description: '所有演示账号报名已审核通过（status 3），可上传作品',
    apply: (ctx) => ctx.enrolEveryone(3),
  },
  {
    name: 'upload-closed',
    description: '报名已审核通过，但作品上传已截止（上传校验 code 1）',
    apply: (ctx) => {
      ctx.enrolEveryone(3);
      ctx.setTimes({ uploadEnd: ctx.now - DAY_MS });
    },
  },
  {
    name: 'upload-limit-reached',
    description: '报名已审核通过，已达到作品提交上限（上传校验 code 2）',
    apply: (ctx) => {
      ctx.enrolEveryone(3);
      ctx.fillWorksToLimit();
    },
  },
  {
    name: 'review-assigned',
    description:
      '报名已审核通过；学生李明（student）的一件作品已分配给评审专家何静（reviewer），待评审',
    apply: (ctx) => {
      ctx.enrolEveryone(3);
      const work = KPZY_WORKS[0];
      insertPlaceholderWork(ctx.db, {
        id: REVIEW_ASSIGNED_WORK_ID,
        contestId: KPZY_CONTEST_ID,
        userId: 'u-student',
        title: work.title,
        description: work.description,
        time: ctx.now - 2 * DAY_MS,
      });
      assignReview(ctx.db, {
        workId: REVIEW_ASSIGNED_WORK_ID,
        reviewerId: REVIEWER_ID,
        now: ctx.now - DAY_MS,
      });
    },
  },
];

export function findScenario(name: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.name === name);
}

export function defaultTimes(now: number): ContestTimes {
  return {
    begin: now - 10 * DAY_MS,
    end: now + 40 * DAY_MS,
    enrollBegin: now - 10 * DAY_MS,
    enrollEnd: now + 20 * DAY_MS,
    uploadEnd: now + 40 * DAY_MS,
  };
}

function resetKpzy(db: Database, now: number, seedDir: string): void {
  const declared = declaredContestsIn(seedDir);
  const kpzy = findDeclaredContest(declared, KPZY_CONTEST_ID);
  if (!kpzy) throw new Error(`${KPZY_CONTEST_ID} is not declared in ${seedDir}/contests.json`);
  db.prepare('DELETE FROM contest_works WHERE contest_id = ?').run(KPZY_CONTEST_ID);
  db.prepare('DELETE FROM enrolments WHERE contest_id = ?').run(KPZY_CONTEST_ID);
  // The contest as declared (staff and whitelist with it), on the scenarios' default calendar.
  writeDeclaredContest(db, declared, kpzy, now);
  const times = defaultTimes(now);
  db.prepare(
    `UPDATE contests SET begin_time = ?, end_time = ?, enroll_begin_time = ?, enroll_end_time = ?,
       upload_end_time = ?, results_published_time = NULL WHERE id = ?`,
  ).run(
    times.begin,
    times.end,
    times.enrollBegin,
    times.enrollEnd,
    times.uploadEnd,
    KPZY_CONTEST_ID,
  );
}

function context(db: Database, now: number): ScenarioContext {
  return {
    db,
    now,
    setTimes(change) {
      const current = { ...defaultTimes(now), ...change };
      db.prepare(
        `UPDATE contests SET begin_time = ?, end_time = ?, enroll_begin_time = ?, enroll_end_time = ?,
           upload_end_time = ? WHERE id = ?`,
      ).run(
        current.begin,
        current.end,
        current.enrollBegin,
        current.enrollEnd,
        current.uploadEnd,
        KPZY_CONTEST_ID,
      );
    },
    setStatus(status) {
      db.prepare('UPDATE contests SET status = ? WHERE id = ?').run(status, KPZY_CONTEST_ID);
    },
    enrolEveryone(status) {
      const users = db.prepare('SELECT id, real_name, nick_name, user_name FROM users').all() as {
        id: string;
        real_name: string | null;
        nick_name: string | null;
        user_name: string | null;
      }[];
      const insert = db.prepare(
        `INSERT INTO enrolments (contest_id, user_id, status, verify_status, online_exam_id,
           exam_highest_score, form, create_time) VALUES (?, ?, ?, ?, NULL, NULL, ?, ?)`,
      );
      for (const user of users) {
        const form = { real_name: user.real_name ?? user.nick_name ?? user.user_name ?? '' };
        insert.run(
          KPZY_CONTEST_ID,
          user.id,
          status,
          verifyStatusFor(status),
          JSON.stringify(form),
          now - 5 * DAY_MS,
        );
      }
    },
    fillWorksToLimit() {
      const { max_works_per_user: limit } = db
        .prepare('SELECT max_works_per_user FROM contests WHERE id = ?')
        .get(KPZY_CONTEST_ID) as { max_works_per_user: number };
      const users = db.prepare('SELECT id FROM users').all() as { id: string }[];
      for (const user of users) {
        for (let i = 0; i < limit; i += 1) {
          const work = KPZY_WORKS[i % KPZY_WORKS.length];
          insertPlaceholderWork(db, {
            id: `${user.id}-work-${i + 1}`,
            contestId: KPZY_CONTEST_ID,
            userId: user.id,
            title: work.title,
            description: work.description,
            time: now - (i + 1) * DAY_MS,
          });
        }
      }
    },
  };
}

/** Puts the kpzy contest, its enrolments and its uploads into the named state, atomically. */
export function applyScenario(
  db: Database,
  name: string,
  now: number,
  seedDir: string = DEFAULT_SEED_DIR,
): Scenario {
  const scenario = findScenario(name);
  if (!scenario) throw new Error(`unknown scenario ${name}`);
  db.transaction(() => {
    resetKpzy(db, now, seedDir);
    scenario.apply(context(db, now));
  })();
  return scenario;
}
