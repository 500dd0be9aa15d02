import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_CONTEST_IDS } from '../scenarios';
import { DIAA_SEEDED_TEAM } from '../seed-data/diaaContests';
import { MULTIPART, bearer, buildApp, login, manualClock, multipartBody, tempDir } from './helpers';

/**
 * The named scenarios beyond kpzy's enrolment states (issue 13: "Scenarios still exist for every
 * state"): the data contest on a live calendar, the writing contest's exam and book-review
 * steps, and a whitelist with the student on it. Each is checked through the real enrol and
 * upload calls, which the server decides with the shared gates, so the refusal is the text the
 * button shows; and switching back to `default` leaves every contest a scenario touches exactly
 * as seeded (no enrolment, work, file, team or whitelist row left behind).
 */

const dir = tempDir();
// A still clock: the seed and every switch to `default` then compute the same calendar.
const clock = manualClock();
let app: FastifyInstance;
const tokens: Record<string, string> = {};
/** The seeded state of the contests the scenarios may change (`snapshot`). */
let seeded: Record<string, string[]>;

const BASE = '/svc/contest';
const WORKS_DIR = join(dir.path, 'contest-works');
const OPEN_TOPICS = ['t1', 't2', 't3', 't5', 't7', 't8'].map((topic) => `diaa2024-${topic}`);

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  for (const account of ['student', 'teacher', 'learner'])
    tokens[account] = await login(app, account);
  seeded = snapshot();
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

const db = () => app.portal.db;

/**
 * Every row of the contests the scenarios may change, and of what hangs off them: the state a
 * switch must restore.
 */
function snapshot(): Record<string, string[]> {
  const ids = SCENARIO_CONTEST_IDS;
  const marks = ids.map(() => '?').join(', ');
  const rows = (sql: string) =>
    (
      db()
        .prepare(sql)
        .all(...ids) as object[]
    )
      .map((row) => JSON.stringify(row))
      .sort();
  return {
    contests: rows(`SELECT * FROM contests WHERE id IN (${marks})`),
    enrolments: rows(`SELECT * FROM enrolments WHERE contest_id IN (${marks})`),
    works: rows(`SELECT * FROM contest_works WHERE contest_id IN (${marks})`),
    reviewTasks: rows(
      `SELECT t.work_id, t.reviewer_id, t.score FROM review_tasks t
       JOIN contest_works w ON w.id = t.work_id WHERE w.contest_id IN (${marks})`,
    ),
    teams: rows(`SELECT * FROM contest_teams WHERE contest_id IN (${marks})`),
    members: rows(`SELECT * FROM contest_team_members WHERE contest_id IN (${marks})`),
    whitelist: rows(`SELECT * FROM contest_whitelist WHERE contest_id IN (${marks})`),
    staff: rows(`SELECT * FROM contest_staff WHERE contest_id IN (${marks})`),
  };
}

async function scenario(name: string) {
  const res = await app.inject({ method: 'POST', url: `/__scenario/${name}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ name: string; contest: { contest_id: string } | null }>();
}

function enrol(account: string, contestId: string) {
  return app.inject({
    method: 'POST',
    url: `${BASE}/contests/${contestId}/enrolls`,
    headers: bearer(tokens[account]!),
    payload: {},
  });
}

const myEnrolment = async (account: string, contestId: string) =>
  (
    await app.inject({
      url: `${BASE}/contests/${contestId}/enrolls?include_verify_status=true`,
      headers: bearer(tokens[account]!),
    })
  ).json<{ status: number } | null>();

let uploads = 0;
function upload(account: string, contestId: string, name: string) {
  uploads += 1;
  return app.inject({
    method: 'POST',
    url: `${BASE}/contests/${contestId}/works`,
    headers: { ...bearer(tokens[account]!), ...MULTIPART },
    payload: multipartBody(
      { title: `作品 ${uploads}`, description: '', request_id: `req-named-${uploads}-000` },
      { name, bytes: Buffer.from(`作品内容 ${uploads}`) },
    ),
  });
}

const CLOSED = { code: 'GATE/enroll.closed', message: '当前报名已截止，暂时无法报名' };
const NO_ACCESS = { code: 'GATE/enroll.notWhitelisted', message: '抱歉，您暂无访问权限' };

describe('the scenario list', () => {
  it('names each new scenario with a Chinese description and the contest it is about', async () => {
    const list = (await app.inject('/__scenario')).json<
      { name: string; description: string; contest_id: string }[]
    >();
    const about = Object.fromEntries(list.map((item) => [item.name, item.contest_id]));
    expect(about).toMatchObject({
      'diaa-open': 'diaa2024-t1',
      'writing-exam-pending': '115',
      'writing-review-missing': '115',
      'writing-review-pending': '115',
      'writing-review-approved': '115',
      'contest-restricted-listed': 'kpzy2026',
      default: 'kpzy2026',
    });
    for (const item of list) expect(item.description).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('diaa-open: the data contest on a live calendar', () => {
  it('seeded, the 2024 topics refuse enrolment as closed', async () => {
    for (const id of [...OPEN_TOPICS, 'diaa2024-overseas']) {
      const res = await enrol('student', id);
      expect(res.statusCode, id).toBe(403);
      expect(res.json(), id).toEqual(CLOSED);
    }
  });

  it('opens every published topic but the ended topic 4; topic 6 stays unpublished', async () => {
    const answer = await scenario('diaa-open');
    expect(answer.contest?.contest_id).toBe('diaa2024-t1');
    for (const id of OPEN_TOPICS) {
      const res = await enrol('student', id);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(201);
    }
    const unpublished = await enrol('student', 'diaa2024-t6');
    expect(unpublished.statusCode).toBe(403);
    expect(unpublished.json()).toEqual({
      code: 'GATE/enroll.contestNotStarted',
      message: '活动暂未开始，敬请期待',
    });
    expect((await enrol('student', 'diaa2024-t4')).json()).toEqual(CLOSED);
  });

  it('topic 4 keeps its published results and team', async () => {
    const results = (await app.inject(`${BASE}/contests/diaa2024-t4/results`)).json<{
      published: boolean;
      items: { score: number; team_name: string | null }[];
    }>();
    expect(results.published).toBe(true);
    expect(results.items.map((item) => item.score)).toEqual([95, 88.5, 88.5, 82, 76.5]);
    expect(results.items[0]!.team_name).toBe(DIAA_SEEDED_TEAM.name);
  });

  it('the overseas contest stays whitelist-only: the student enrols, the teacher is refused', async () => {
    const outsider = await enrol('teacher', 'diaa2024-overseas');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual(NO_ACCESS);
    expect((await enrol('student', 'diaa2024-overseas')).statusCode).toBe(201);
  });

  it('an enrolled participant builds a team', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/diaa2024-t1/teams`,
      headers: bearer(tokens.student!),
      payload: { name: '开放日队', birth_date: '1998-05-20', nationality: 'CN' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: '开放日队', is_leader: true, member_count: 1 });
  });

  it('default puts the topics back on 2024: enrolment closed again, no enrolment or team left', async () => {
    await scenario('default');
    expect(snapshot()).toEqual(seeded);
    expect(await myEnrolment('student', 'diaa2024-t1')).toBeNull();
    expect((await enrol('teacher', 'diaa2024-t2')).json()).toEqual(CLOSED);
    const teams = db()
      .prepare("SELECT id FROM contest_teams WHERE contest_id LIKE 'diaa2024-%'")
      .pluck()
      .all();
    expect(teams).toEqual([DIAA_SEEDED_TEAM.id]);
  });
});

describe('the writing contest 115 on /hd/sxj (seed 001 §4: exam, then book review)', () => {
  const WRITING = '115';
  const REVIEW = '115-review';

  it('writing-exam-pending: the student is asked for the exam; another account to enrol', async () => {
    const answer = await scenario('writing-exam-pending');
    expect(answer.contest?.contest_id).toBe(WRITING);
    expect(await myEnrolment('student', WRITING)).toMatchObject({
      status: 3,
      verify_status: 1,
      online_exam_id: 'exam-sxds-115',
      exam_highest_score: null,
    });
    const res = await upload('student', WRITING, '书写作品.jpg');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'GATE/upload.examRequired',
      message: '作品上传前请先进行测评',
    });
    expect((await upload('teacher', WRITING, '书写作品.jpg')).json()).toEqual({
      code: 'GATE/upload.noEnrolment',
      message: '请先进行活动报名',
    });
  });

  it('writing-review-missing: after the exam, the book review is asked for', async () => {
    await scenario('writing-review-missing');
    expect(await myEnrolment('student', WRITING)).toMatchObject({
      status: 3,
      exam_highest_score: expect.any(Number),
    });
    expect(await myEnrolment('student', REVIEW)).toBeNull();
    expect((await upload('student', WRITING, '书写作品.jpg')).json()).toEqual({
      code: 'GATE/upload.bookReviewRequired',
      message: '需上传书评并由管理员审核确认后才能上传作品',
    });
  });

  it('writing-review-pending: the review waits for approval; a second review is over the limit', async () => {
    await scenario('writing-review-pending');
    expect(await myEnrolment('student', REVIEW)).toMatchObject({ status: 0 });
    expect((await upload('student', WRITING, '书写作品.jpg')).json()).toEqual({
      code: 'GATE/upload.bookReviewPending',
      message: '书评需要管理员审核确认后才能上传作品',
    });
    expect((await upload('student', REVIEW, '书评二.pdf')).json()).toMatchObject({
      code: 'GATE/upload.limitReached',
    });
  });

  let fileKey: string;
  it('writing-review-approved: the work is taken and stored with its file', async () => {
    await scenario('writing-review-approved');
    expect(await myEnrolment('student', REVIEW)).toMatchObject({ status: 3 });
    const res = await upload('student', WRITING, '书写作品.jpg');
    expect(res.statusCode, res.body).toBe(201);
    fileKey = db()
      .prepare('SELECT file_key FROM contest_works WHERE contest_id = ? AND user_id = ?')
      .pluck()
      .get(WRITING, 'u-student') as string;
    expect(existsSync(join(WORKS_DIR, fileKey))).toBe(true);
  });

  it('default leaves no enrolment, review, work or file behind', async () => {
    await scenario('default');
    expect(snapshot()).toEqual(seeded);
    expect(await myEnrolment('student', WRITING)).toBeNull();
    expect(await myEnrolment('student', REVIEW)).toBeNull();
    expect(readdirSync(WORKS_DIR)).not.toContain(fileKey);
    expect((await upload('student', WRITING, '书写作品.jpg')).json()).toEqual({
      code: 'GATE/upload.noEnrolment',
      message: '请先进行活动报名',
    });
  });
});

describe('contest-restricted-listed: kpzy whitelist with the student on it (A-47)', () => {
  it('lets the student enrol and refuses the others with 抱歉，您暂无访问权限', async () => {
    await scenario('contest-restricted-listed');
    for (const account of ['teacher', 'learner']) {
      const res = await enrol(account, 'kpzy2026');
      expect(res.statusCode, account).toBe(403);
      expect(res.json(), account).toEqual(NO_ACCESS);
    }
    const admitted = await enrol('student', 'kpzy2026');
    expect(admitted.statusCode, admitted.body).toBe(201);
    expect(await myEnrolment('student', 'kpzy2026')).toMatchObject({ status: 0 });
  });

  it('default lifts the list: anyone may enrol again, the student’s enrolment is gone', async () => {
    await scenario('default');
    expect(snapshot()).toEqual(seeded);
    expect(await myEnrolment('student', 'kpzy2026')).toBeNull();
    expect((await enrol('teacher', 'kpzy2026')).statusCode).toBe(201);
    await scenario('default');
  });
});
