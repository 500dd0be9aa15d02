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
import { DIAA_CONTEST_LIST } from './seed-data/campaignSitesB';
import {
  DIAA_RESULTS_CONTEST_ID,
  DIAA_UNPUBLISHED_CONTEST_ID,
  seedDiaaContests,
} from './seed-data/diaaContests';

/**
 * Named states of the declared contests for browser tests and QA (DESIGN "The stand-in
 * services"): the kpzy contest's enrolment and upload states, the data contest on a live
 * calendar, the writing contest's exam and book-review steps. Each scenario names the contests
 * it changes; every switch first restores all the contests any scenario changes to their seeded
 * state (as declared in contests.json, with what the seed adds to them), then changes only what
 * makes the scenario different. Every time is relative to `now`, so a test written today passes
 * on any date.
 */

interface ContestTimes {
  begin: number;
  end: number;
  enrollBegin: number;
  enrollEnd: number;
  uploadEnd: number;
}

/** What a scenario may change in one contest. */
export interface ScenarioContest {
  readonly id: string;
  /** The scenarios' default calendar around now (`defaultTimes`), with these changes. */
  setTimes(change: Partial<ContestTimes>): void;
  setStatus(status: number): void;
  /** Restricts enrolment to exactly these users. */
  restrictTo(userIds: readonly string[]): void;
  /**
   * Enrols one user as the enrol route stores it (the contest's online exam with it);
   * `examScore` is the exam's highest score once taken, `form` what the enrolment filled in.
   */
  enrol(
    userId: string,
    status: number,
    options?: { examScore?: number; form?: Record<string, unknown> },
  ): void;
  enrolEveryone(status: number): void;
  /** A work whose file is the stand-in's placeholder text (no file on disk). */
  addWork(work: { id: string; userId: string; title: string; description: string }): void;
  fillWorksToLimit(): void;
}

interface ScenarioContext {
  db: Database;
  now: number;
  /** One of the contests the scenario declares in `contests`. */
  contest(id: string): ScenarioContest;
}

export interface Scenario {
  name: string;
  description: string;
  /**
   * The contests it changes; the first is the one the scenario switch answers with. Every switch
   * restores all contests of all scenarios, so none keeps another scenario's changes.
   */
  contests: readonly string[];
  apply(ctx: ScenarioContext): void;
}

/** The writing contest of /hd/sxj (seed 001 §4): an online exam, then a book review. */
export const WRITING_CONTEST_ID = '115';
/** Its book-review sub-contest (contests.json `subContestId` of 115). */
export const BOOK_REVIEW_CONTEST_ID = '115-review';
/** The data contest's topics and overseas group, as its home lists them. */
const DIAA_CONTEST_IDS: readonly string[] = [
  ...DIAA_CONTEST_LIST.contest_ids,
  ...DIAA_CONTEST_LIST.overseas_contest_ids,
];

/** The work `review-assigned` gives u-student and assigns to the reviewer. */
export const REVIEW_ASSIGNED_WORK_ID = 'u-student-review-work-1';
/** The book review the writing scenarios give u-student in the sub-contest. */
export const BOOK_REVIEW_WORK_ID = 'u-student-book-review-1';

/** A kpzy scenario: changes the kpzy contest only. */
const kpzyScenario = (
  name: string,
  description: string,
  apply: (kpzy: ScenarioContest, ctx: ScenarioContext) => void = () => undefined,
): Scenario => ({
  name,
  description,
  contests: [KPZY_CONTEST_ID],
  apply: (ctx) => apply(ctx.contest(KPZY_CONTEST_ID), ctx),
});

/**
 * A writing contest scenario: u-student enrolled in 115 and verified (status 3), then as far as
 * `steps` say: the exam's highest score once taken, and the book review uploaded to the
 * sub-contest, awaiting approval (0) or approved by the administrator (3).
 */
const writingScenario = (
  name: string,
  description: string,
  steps: { examScore?: number; bookReview?: 0 | 3 },
): Scenario => ({
  name,
  description,
  contests: [WRITING_CONTEST_ID, BOOK_REVIEW_CONTEST_ID],
  apply: (ctx) => {
    ctx.contest(WRITING_CONTEST_ID).enrol('u-student', 3, { examScore: steps.examScore });
    if (steps.bookReview === undefined) return;
    // As the upload route stores a book review: the work, and the author's enrolment in the
    // sub-contest (the management page's approval sets it to 3).
    const review = ctx.contest(BOOK_REVIEW_CONTEST_ID);
    review.addWork({
      id: BOOK_REVIEW_WORK_ID,
      userId: 'u-student',
      title: '读《论语》有感',
      description: '书写大赛书评',
    });
    review.enrol('u-student', steps.bookReview, { form: { book_review: true } });
  },
});

/** The exam score the writing scenarios record once the exam is taken (4 of 5 answers right). */
const WRITING_EXAM_SCORE = 80;

export const SCENARIOS: Scenario[] = [
  kpzyScenario('default', '默认状态：活动已发布，报名进行中，无人报名（同 enrolment-open）'),
  kpzyScenario('contest-missing', '活动不存在（已删除）', (_kpzy, { db }) => {
    db.prepare('DELETE FROM contests WHERE id = ?').run(KPZY_CONTEST_ID);
  }),
  kpzyScenario('contest-unpublished', '活动未发布（status 0）', (kpzy) => kpzy.setStatus(0)),
  kpzyScenario(
    'contest-restricted',
    '白名单活动，演示账号均不在名单内（报名提示“抱歉，您暂无访问权限”）',
    (kpzy) => kpzy.restrictTo([]),
  ),
  kpzyScenario(
    'contest-restricted-listed',
    '白名单活动，名单内只有学生李明（student）：李明可以报名，其他账号报名提示“抱歉，您暂无访问权限”',
    (kpzy) => kpzy.restrictTo(['u-student']),
  ),
  kpzyScenario(
    'contest-not-started',
    '活动尚未开始：15 天后开始，20 天后开放报名',
    (kpzy, { now }) =>
      kpzy.setTimes({
        begin: now + 15 * DAY_MS,
        end: now + 70 * DAY_MS,
        enrollBegin: now + 20 * DAY_MS,
        enrollEnd: now + 50 * DAY_MS,
        uploadEnd: now + 70 * DAY_MS,
      }),
  ),
  kpzyScenario('enrolment-open', '报名进行中，无人报名'),
  kpzyScenario('enrolment-closed', '报名已截止（昨天结束），活动仍在进行', (kpzy, { now }) =>
    kpzy.setTimes({ enrollEnd: now - DAY_MS }),
  ),
  kpzyScenario('contest-ended', '活动已结束（昨天结束，报名前天截止）', (kpzy, { now }) =>
    kpzy.setTimes({ end: now - DAY_MS, enrollEnd: now - 2 * DAY_MS, uploadEnd: now - DAY_MS }),
  ),
  kpzyScenario('enrolled-pending', '所有演示账号已报名，待审核（status 0）', (kpzy) =>
    kpzy.enrolEveryone(0),
  ),
  kpzyScenario('enrolled-unverified', '所有演示账号已报名，尚未审核确认（status 2）', (kpzy) =>
    kpzy.enrolEveryone(2),
  ),
  kpzyScenario('enrolled-verified', '所有演示账号报名已审核通过（status 3），可上传作品', (kpzy) =>
    kpzy.enrolEveryone(3),
  ),
  kpzyScenario(
    'upload-closed',
    '报名已审核通过，但作品上传已截止（上传校验 code 1）',
    (kpzy, { now }) => {
      kpzy.enrolEveryone(3);
      kpzy.setTimes({ uploadEnd: now - DAY_MS });
    },
  ),
  kpzyScenario(
    'upload-limit-reached',
    '报名已审核通过，已达到作品提交上限（上传校验 code 2）',
    (kpzy) => {
      kpzy.enrolEveryone(3);
      kpzy.fillWorksToLimit();
    },
  ),
  kpzyScenario(
    'review-assigned',
    '报名已审核通过；学生李明（student）的一件作品已分配给评审专家何静（reviewer），待评审',
    (kpzy, { db, now }) => {
      kpzy.enrolEveryone(3);
      const work = KPZY_WORKS[0];
      kpzy.addWork({
        id: REVIEW_ASSIGNED_WORK_ID,
        userId: 'u-student',
        title: work.title,
        description: work.description,
      });
      assignReview(db, {
        workId: REVIEW_ASSIGNED_WORK_ID,
        reviewerId: REVIEWER_ID,
        now: now - DAY_MS,
      });
    },
  ),
  {
    name: 'diaa-open',
    description:
      '数据大赛（/hd/diaa）各赛题按当前日期开放报名（报名期为前 10 天至后 20 天），可报名、组队；赛题 4 仍为已结束并公布成绩，赛题 6 仍未发布，海外赛区仍仅限白名单（student）',
    contests: DIAA_CONTEST_IDS,
    apply: (ctx) => {
      for (const id of DIAA_CONTEST_IDS) {
        // Topic 4 keeps its 2024 calendar, on which its results were published; topic 6 stays
        // unpublished whatever its dates.
        if (id === DIAA_RESULTS_CONTEST_ID || id === DIAA_UNPUBLISHED_CONTEST_ID) continue;
        ctx.contest(id).setTimes({});
      }
    },
  },
  writingScenario(
    'writing-exam-pending',
    '书写大赛（115）：学生李明（student）已报名并审核通过，尚未测评（作品上传提示“作品上传前请先进行测评”）',
    {},
  ),
  writingScenario(
    'writing-review-missing',
    '书写大赛（115）：李明已测评，尚未上传书评（作品上传提示“需上传书评并由管理员审核确认后才能上传作品”）',
    { examScore: WRITING_EXAM_SCORE },
  ),
  writingScenario(
    'writing-review-pending',
    '书写大赛（115）：李明已测评并上传书评，书评待管理员审核（作品上传提示“书评需要管理员审核确认后才能上传作品”）',
    { examScore: WRITING_EXAM_SCORE, bookReview: 0 },
  ),
  writingScenario(
    'writing-review-approved',
    '书写大赛（115）：李明已测评，书评已由管理员审核通过，可上传作品',
    { examScore: WRITING_EXAM_SCORE, bookReview: 3 },
  ),
];

export function findScenario(name: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.name === name);
}

/** Every contest some scenario changes: each switch restores them all. */
export const SCENARIO_CONTEST_IDS: readonly string[] = [
  ...new Set(SCENARIOS.flatMap((scenario) => scenario.contests)),
];

export function defaultTimes(now: number): ContestTimes {
  return {
    begin: now - 10 * DAY_MS,
    end: now + 40 * DAY_MS,
    enrollBegin: now - 10 * DAY_MS,
    enrollEnd: now + 20 * DAY_MS,
    uploadEnd: now + 40 * DAY_MS,
  };
}

/**
 * What the seed adds to a contest once it is declared (run after all restored contests are
 * written): the data contest's topic 4 results and team (seed-data/diaaContests.ts).
 */
const SEEDED_ACTIVITY: Readonly<Record<string, (db: Database) => void>> = {
  [DIAA_RESULTS_CONTEST_ID]: seedDiaaContests,
};

/**
 * Puts every contest a scenario may change back as the seed leaves it: written as declared
 * (replacing the row deletes its enrolments, works, review tasks, teams, exam scores, staff and
 * whitelist with it), kpzy on the scenarios' default calendar, then the seeded activity. The
 * caller sweeps the files of the deleted works (routes/scenarios.ts).
 */
function restoreContests(db: Database, now: number, seedDir: string): void {
  const declared = declaredContestsIn(seedDir);
  const ids = new Set(SCENARIO_CONTEST_IDS);
  for (const id of ids)
    if (!findDeclaredContest(declared, id))
      throw new Error(`${id} is not declared in ${seedDir}/contests.json`);
  for (const contest of declared.contests)
    if (ids.has(contest.id)) writeDeclaredContest(db, declared, contest, now);
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
  for (const id of ids) SEEDED_ACTIVITY[id]?.(db);
}

function contestOf(db: Database, now: number, id: string): ScenarioContest {
  const users = () =>
    db.prepare('SELECT id, real_name, nick_name, user_name FROM users').all() as {
      id: string;
      real_name: string | null;
      nick_name: string | null;
      user_name: string | null;
    }[];
  const handle: ScenarioContest = {
    id,
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
        id,
      );
    },
    setStatus(status) {
      db.prepare('UPDATE contests SET status = ? WHERE id = ?').run(status, id);
    },
    restrictTo(userIds) {
      db.prepare('UPDATE contests SET whitelist_only = 1 WHERE id = ?').run(id);
      db.prepare('DELETE FROM contest_whitelist WHERE contest_id = ?').run(id);
      const admit = db.prepare('INSERT INTO contest_whitelist (contest_id, user_id) VALUES (?, ?)');
      for (const userId of userIds) admit.run(id, userId);
    },
    enrol(userId, status, options = {}) {
      const user = users().find((row) => row.id === userId);
      if (!user) throw new Error(`no user ${userId}`);
      const form = options.form ?? {
        real_name: user.real_name ?? user.nick_name ?? user.user_name ?? '',
      };
      db.prepare(
        `INSERT INTO enrolments (contest_id, user_id, status, verify_status, online_exam_id,
           exam_highest_score, form, create_time)
         VALUES (?, ?, ?, ?, (SELECT online_exam_id FROM contests WHERE id = ?), ?, ?, ?)`,
      ).run(
        id,
        userId,
        status,
        verifyStatusFor(status),
        id,
        options.examScore ?? null,
        JSON.stringify(form),
        now - 5 * DAY_MS,
      );
    },
    enrolEveryone(status) {
      for (const user of users()) handle.enrol(user.id, status);
    },
    addWork(work) {
      insertPlaceholderWork(db, { ...work, contestId: id, time: now - 2 * DAY_MS });
    },
    fillWorksToLimit() {
      const { max_works_per_user: limit } = db
        .prepare('SELECT max_works_per_user FROM contests WHERE id = ?')
        .get(id) as { max_works_per_user: number };
      for (const user of users()) {
        for (let i = 0; i < limit; i += 1) {
          const work = KPZY_WORKS[i % KPZY_WORKS.length];
          insertPlaceholderWork(db, {
            id: `${user.id}-work-${i + 1}`,
            contestId: id,
            userId: user.id,
            title: work.title,
            description: work.description,
            time: now - (i + 1) * DAY_MS,
          });
        }
      }
    },
  };
  return handle;
}

/**
 * Puts the declared contests into the named state, atomically: every contest a scenario may
 * change back to its seeded state first, then the scenario's changes.
 */
export function applyScenario(
  db: Database,
  name: string,
  now: number,
  seedDir: string = DEFAULT_SEED_DIR,
): Scenario {
  const scenario = findScenario(name);
  if (!scenario) throw new Error(`unknown scenario ${name}`);
  db.transaction(() => {
    restoreContests(db, now, seedDir);
    scenario.apply({
      db,
      now,
      contest(id) {
        // A contest the scenario did not declare would keep its changes after the next switch.
        if (!scenario.contests.includes(id))
          throw new Error(`scenario ${name} changes ${id} without naming it in its contests`);
        return contestOf(db, now, id);
      },
    });
  })();
  return scenario;
}
