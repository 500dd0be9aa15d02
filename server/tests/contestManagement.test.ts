import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaceholderWork } from '../data/contestWorks';
import { MANAGEMENT_BASE, MANAGEMENT_COOKIE } from '../routes/contestManagement';
import {
  FORM,
  bearer,
  buildApp,
  login,
  manualClock,
  postLogin,
  tempDir,
  ticketOf,
} from './helpers';

/**
 * The contest-management page (issue 13): the demo contest administrator signs in through the
 * SSO stand-in, approves and rejects enrolments, assigns works to reviewers, publishes results
 * and issues certificates; nobody else may, and no form of another page can.
 */

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;
const CONTEST = 'kpzy2026';

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

/** Signs in on the management page as a browser would; answers its cookie header. */
async function managementSession(account: string): Promise<string> {
  const signIn = await postLogin(app, account, undefined, `${MANAGEMENT_BASE}/session`);
  expect(signIn.statusCode).toBe(302);
  const location = String(signIn.headers.location);
  expect(location.startsWith(`${MANAGEMENT_BASE}/session?`)).toBe(true);
  const session = await app.inject({
    method: 'GET',
    url: `${MANAGEMENT_BASE}/session?ticket=${encodeURIComponent(ticketOf(location))}`,
  });
  expect(session.statusCode).toBe(302);
  const cookie = String(session.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(cookie).toContain(`Path=${MANAGEMENT_BASE}`);
  return cookie.split(';')[0];
}

const contestPage = (cookie: string) =>
  app.inject({ method: 'GET', url: `${MANAGEMENT_BASE}/contests/${CONTEST}`, headers: { cookie } });

function csrfIn(html: string): string {
  const match = /name="csrf" value="([0-9a-f]{64})"/.exec(html);
  if (!match) throw new Error('no form token on the page');
  return match[1];
}

const post = (cookie: string, path: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `${MANAGEMENT_BASE}${path}`,
    headers: { ...FORM, cookie },
    payload: new URLSearchParams(fields).toString(),
  });

const enrolmentStatus = (userId: string) =>
  app.portal.db
    .prepare('SELECT status FROM enrolments WHERE contest_id = ? AND user_id = ?')
    .pluck()
    .get(CONTEST, userId) as number | undefined;

describe('contest management page', () => {
  let admin: string;
  let csrf: string;

  it('sends a visitor without a session to sign in, and back to itself', async () => {
    const res = await app.inject({ method: 'GET', url: MANAGEMENT_BASE });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/sso/login?redirect_uri=${encodeURIComponent(`${MANAGEMENT_BASE}/session`)}`,
    );
  });

  it('lists the contests of the administrator', async () => {
    admin = await managementSession('contestadmin');
    const res = await app.inject({
      method: 'GET',
      url: MANAGEMENT_BASE,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('我管理的活动');
    expect(res.body).toContain('2026年全国中小学科普资源征集活动');
    expect(res.body).toContain('当前用户：钱进');
  });

  it('refuses anybody else with 抱歉，您暂无访问权限', async () => {
    const student = await managementSession('student');
    const list = await app.inject({
      method: 'GET',
      url: MANAGEMENT_BASE,
      headers: { cookie: student },
    });
    expect(list.statusCode).toBe(403);
    expect(list.body).toContain('抱歉，您暂无访问权限');
    const contest = await contestPage(student);
    expect(contest.statusCode).toBe(403);
  });

  it('a used or unknown ticket opens no session', async () => {
    const res = await app.inject({ method: 'GET', url: `${MANAGEMENT_BASE}/session?ticket=nope` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('登录凭证无效或已过期');
  });

  it('approves a waiting enrolment; the participant may then upload', async () => {
    const token = await login(app, 'student');
    const enrol = await app.inject({
      method: 'POST',
      url: `/svc/contest/contests/${CONTEST}/enrolls`,
      headers: bearer(token),
      payload: {
        real_name: '李明',
        school_name: '北京市海淀区中关村第一小学',
        extra: { region: 'hmt' },
      },
    });
    expect(enrol.statusCode).toBe(201);
    expect(enrolmentStatus('u-student')).toBe(0);

    const page = await contestPage(admin);
    expect(page.body).toContain('报名审核');
    expect(page.body).toContain('待审核');
    // What the participant filled in is shown with the enrolment.
    expect(page.body).toContain('北京市海淀区中关村第一小学');
    expect(page.body).toContain('报名赛区：港澳台赛区');
    csrf = csrfIn(page.body);

    const approve = await post(admin, `/contests/${CONTEST}/enrolments/u-student/approve`, {
      csrf,
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`${MANAGEMENT_BASE}/contests/${CONTEST}?notice=approved`);
    expect(enrolmentStatus('u-student')).toBe(3);
    const after = await app.inject({
      method: 'GET',
      url: String(approve.headers.location),
      headers: { cookie: admin },
    });
    expect(after.body).toContain('已通过该报名。');

    const limit = await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/${CONTEST}/actions/root_upload_limit`,
      headers: bearer(token),
    });
    expect(limit.json()).toMatchObject({ result: true, code: 0 });
  });

  it('changes nothing without the form token of the session, or for a non-administrator', async () => {
    const token = await login(app, 'teacher');
    await app.inject({
      method: 'POST',
      url: `/svc/contest/contests/${CONTEST}/enrolls`,
      headers: bearer(token),
      payload: {},
    });
    const forged = await post(admin, `/contests/${CONTEST}/enrolments/u-teacher/approve`, {
      csrf: '0'.repeat(64),
    });
    expect(forged.statusCode).toBe(403);
    const noCookie = await post('', `/contests/${CONTEST}/enrolments/u-teacher/approve`, { csrf });
    expect(noCookie.statusCode).toBe(403);
    const student = await managementSession('student');
    const studentPage = await app.inject({
      method: 'GET',
      url: MANAGEMENT_BASE,
      headers: { cookie: student },
    });
    const asStudent = await post(student, `/contests/${CONTEST}/enrolments/u-teacher/approve`, {
      csrf: csrfIn(studentPage.body),
    });
    expect(asStudent.statusCode).toBe(403);
    expect(enrolmentStatus('u-teacher')).toBe(0);
  });

  it('rejecting removes the enrolment so the participant can enrol again', async () => {
    const reject = await post(admin, `/contests/${CONTEST}/enrolments/u-teacher/reject`, { csrf });
    expect(reject.headers.location).toContain('notice=rejected');
    expect(enrolmentStatus('u-teacher')).toBeUndefined();
    // An approved enrolment is not rejected.
    const again = await post(admin, `/contests/${CONTEST}/enrolments/u-student/reject`, { csrf });
    expect(again.headers.location).toContain('notice=enrolment-missing');
    expect(enrolmentStatus('u-student')).toBe(3);
  });

  it('assigns a work to a reviewer, publishes the mean score and issues one certificate', async () => {
    const db = app.portal.db;
    insertPlaceholderWork(db, {
      id: 'work-manage-1',
      contestId: CONTEST,
      userId: 'u-student',
      title: '<b>会飞的种子</b>',
      description: '',
      time: clock.now(),
    });
    const page = await contestPage(admin);
    // Titles are data: shown as text.
    expect(page.body).toContain('&lt;b&gt;会飞的种子&lt;/b&gt;');
    expect(page.body).toContain('未分配');

    const notReviewer = await post(admin, `/contests/${CONTEST}/works/work-manage-1/assign`, {
      csrf,
      reviewer_id: 'u-teacher',
    });
    expect(notReviewer.headers.location).toContain('notice=not-reviewer');
    const assign = await post(admin, `/contests/${CONTEST}/works/work-manage-1/assign`, {
      csrf,
      reviewer_id: 'u-reviewer',
    });
    expect(assign.headers.location).toContain('notice=assigned');
    const status = () =>
      db.prepare('SELECT status, score FROM contest_works WHERE id = ?').get('work-manage-1');
    expect(status()).toEqual({ status: 'reviewing', score: null });

    // Not scored yet: publishing is refused and changes nothing; no certificate can be issued.
    const refused = await post(admin, `/contests/${CONTEST}/actions/publish`, { csrf });
    expect(refused.headers.location).toContain('notice=unfinished');
    expect(status()).toEqual({ status: 'reviewing', score: null });
    expect(
      db.prepare('SELECT results_published_time FROM contests WHERE id = ?').pluck().get(CONTEST),
    ).toBeNull();
    const early = await post(admin, `/contests/${CONTEST}/works/work-manage-1/certificate`, {
      csrf,
      award: '一等奖',
    });
    expect(early.headers.location).toContain('notice=not-scored');

    // A second reviewer of the contest: the published score is the mean of both.
    db.prepare(
      `INSERT INTO contest_staff (contest_id, user_id, role) VALUES (?, 'u-academic', 'reviewer')`,
    ).run(CONTEST);
    await post(admin, `/contests/${CONTEST}/works/work-manage-1/assign`, {
      csrf,
      reviewer_id: 'u-academic',
    });
    const score = db.prepare(
      'UPDATE review_tasks SET score = ?, score_time = ? WHERE work_id = ? AND reviewer_id = ?',
    );
    score.run(80, clock.now(), 'work-manage-1', 'u-reviewer');
    score.run(94, clock.now(), 'work-manage-1', 'u-academic');
    const publish = await post(admin, `/contests/${CONTEST}/actions/publish`, { csrf });
    expect(publish.headers.location).toContain('notice=published');
    expect(status()).toEqual({ status: 'scored', score: 87 });
    const twice = await post(admin, `/contests/${CONTEST}/actions/publish`, { csrf });
    expect(twice.headers.location).toContain('notice=already-published');

    const badAward = await post(admin, `/contests/${CONTEST}/works/work-manage-1/certificate`, {
      csrf,
      award: '特等奖',
    });
    expect(badAward.statusCode).toBe(400);
    for (let i = 0; i < 2; i++) {
      const issue = await post(admin, `/contests/${CONTEST}/works/work-manage-1/certificate`, {
        csrf,
        award: '一等奖',
      });
      expect(issue.headers.location).toContain('notice=issued');
    }
    const certificates = db
      .prepare('SELECT holder_name, award FROM certificates WHERE work_id = ?')
      .all('work-manage-1');
    expect(certificates).toEqual([{ holder_name: '李明', award: '一等奖' }]);
    const shown = await contestPage(admin);
    expect(shown.body).toMatch(/已颁发 ZS\d{4}KPZY\d{6}/);
    expect(shown.body).toContain('87 分');
  });

  it('signing out ends the session', async () => {
    const out = await post(admin, '/logout', { csrf });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toContain(`${MANAGEMENT_COOKIE}=;`);
    const res = await app.inject({
      method: 'GET',
      url: MANAGEMENT_BASE,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(302);
  });
});
