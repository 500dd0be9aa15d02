import type { Database } from 'better-sqlite3';
import { insertPlaceholderWork } from '../data/contestWorks';
import { DAY_MS } from '../time';

/**
 * What happened in the diaa topic contests behind the home's contest list (seed 001 §4; the list
 * statuses are DIAA_CONTEST_LIST in campaignSitesB.ts), so every page has something to show on
 * a fresh start. The contests themselves (dates, status, results publication) are declared in
 * contests.json; this adds the works, enrolments and team:
 *
 * - topic 4 (`diaa2024-t4`, list status 4) has ended and its results are published: five
 *   scored works, two of them tied (the score page of pos=4 ranks them 1, 2, 2, 4, 5); its
 *   best work's author, 孙丽 (`learner`), leads the team 数据先锋队 with 张三 (`teacher`) as
 *   supervising teacher, so the ranking shows the team name for that work;
 * - topic 6 (`diaa2024-t6`, list status 0) is not published (contest status 0).
 *
 * All topics run on the 2024 calendar declared in contests.json (enrolment closed today);
 * the `diaa-open` scenario moves them onto a live calendar for tests and QA.
 * Runs after the users and the declared contests are seeded.
 */

export const DIAA_RESULTS_CONTEST_ID = 'diaa2024-t4';
export const DIAA_UNPUBLISHED_CONTEST_ID = 'diaa2024-t6';
export const DIAA_SEEDED_TEAM = { id: 'team-diaa-t4-pioneers', name: '数据先锋队' } as const;

/** [work id suffix, author, title, score]: two works tie at 88.5. */
const SCORED_WORKS: [string, string, string, number][] = [
  ['1', 'u-learner', '基于行为序列的用户角色识别模型', 95],
  ['2', 'u-teacher-guardian', '家校两端访问行为的属性画像', 88.5],
  ['3', 'u-guardian', '学习时段特征与学段推断', 88.5],
  ['4', 'u-academic', '多源行为数据融合的属性理解方法', 82],
  ['5', 'u-electric', '基于图神经网络的用户属性预测', 76.5],
];

export function seedDiaaContests(db: Database): void {
  // On the contest's own calendar (declared in contests.json: 2024, seed 001 §9), so the works,
  // enrolments and team are dated inside the topic's period whatever the day the stand-in starts.
  const contest = db
    .prepare(
      'SELECT enroll_begin_time, end_time, results_published_time FROM contests WHERE id = ?',
    )
    .get(DIAA_RESULTS_CONTEST_ID) as
    | { enroll_begin_time: number; end_time: number; results_published_time: number | null }
    | undefined;
  if (!contest) throw new Error(`${DIAA_RESULTS_CONTEST_ID} is not declared in contests.json`);
  const enrolTime = contest.enroll_begin_time + DAY_MS;
  const scoredTime = contest.results_published_time ?? contest.end_time;
  SCORED_WORKS.forEach(([suffix, userId, title, score], i) => {
    const id = `diaa-t4-work-${suffix}`;
    insertPlaceholderWork(db, {
      id,
      contestId: DIAA_RESULTS_CONTEST_ID,
      userId,
      title,
      description: '教育数据创新应用大赛赛题四参赛作品',
      time: contest.end_time - (30 - i) * DAY_MS,
    });
    // Scored when the results were published: the same time for all, so ties stay in id order.
    db.prepare(
      `UPDATE contest_works SET status = 'scored', score = ?, update_time = ? WHERE id = ?`,
    ).run(score, scoredTime, id);
    db.prepare(
      `INSERT INTO enrolments (contest_id, user_id, status, verify_status, online_exam_id,
         exam_highest_score, form, create_time) VALUES (?, ?, 3, 1, NULL, NULL, '{}', ?)`,
    ).run(DIAA_RESULTS_CONTEST_ID, userId, enrolTime);
  });

  const teamTime = enrolTime + 4 * DAY_MS;
  db.prepare(
    'INSERT INTO contest_teams (id, contest_id, name, leader_id, create_time) VALUES (?, ?, ?, ?, ?)',
  ).run(DIAA_SEEDED_TEAM.id, DIAA_RESULTS_CONTEST_ID, DIAA_SEEDED_TEAM.name, 'u-learner', teamTime);
  const member = db.prepare(
    `INSERT INTO contest_team_members (team_id, contest_id, user_id, role, birth_date, nationality, join_time)
     VALUES (?, ?, ?, ?, ?, 'CN', ?)`,
  );
  member.run(
    DIAA_SEEDED_TEAM.id,
    DIAA_RESULTS_CONTEST_ID,
    'u-learner',
    'member',
    '1996-04-12',
    teamTime,
  );
  member.run(
    DIAA_SEEDED_TEAM.id,
    DIAA_RESULTS_CONTEST_ID,
    'u-teacher',
    'teacher',
    '1985-09-03',
    teamTime,
  );
}
