import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnlineExam } from '../seed-data/onlineExams';
import { APP_ID, FORM, bearer, buildApp, login, manualClock, tempDir } from './helpers';

/**
 * The online exam of the writing contests (seed 001 §4, §7; HD-SXJ): opened with
 * online_exam_id, sdp-app-id, uckey and sso=false; the single-use key signs the participant in;
 * the score becomes exam_highest_score of their enrolments of that exam.
 */

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;
let token: string;
const WRITING = '115';
const EXAM = 'exam-sxds-115';

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  token = await login(app, 'student');
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

async function userKey(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/sso/get_code',
    headers: bearer(token),
    payload: {},
  });
  return (res.json() as { code: string }).code;
}

const examUrl = (key: string, appId = APP_ID['sdp-app-id'], exam = EXAM) =>
  `/svc/assessment/exam?online_exam_id=${exam}&sdp-app-id=${appId}&uckey=${encodeURIComponent(key)}&sso=false`;

const best = () =>
  app.portal.db
    .prepare('SELECT exam_highest_score FROM enrolments WHERE contest_id = ? AND user_id = ?')
    .pluck()
    .get(WRITING, 'u-student');

/** The hidden fields of the answer sheet, and answers: `right` of them correct. */
function answerSheet(html: string, right: number): Record<string, string> {
  const fields = Object.fromEntries(
    [...html.matchAll(/type="hidden" name="([a-z_]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const exam = findOnlineExam(EXAM)!;
  exam.questions.forEach((question, index) => {
    const wrong = (question.answer + 1) % question.options.length;
    fields[question.id] = String(index < right ? question.answer : wrong);
  });
  return fields;
}

const submit = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/svc/assessment/exam',
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });

describe('the writing contest online exam', () => {
  it('every writing contest names an exam the stand-in has', () => {
    const rows = app.portal.db
      .prepare('SELECT id, online_exam_id, sub_contest_id FROM contests WHERE id IN (?, ?, ?)')
      .all('115', '125', '127') as { id: string; online_exam_id: string; sub_contest_id: string }[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(findOnlineExam(row.online_exam_id), row.id).toBeDefined();
      expect(row.sub_contest_id).toBe(`${row.id}-review`);
    }
  });

  it('the enrolment carries the exam, not yet taken', async () => {
    const enrol = await app.inject({
      method: 'POST',
      url: `/svc/contest/contests/${WRITING}/enrolls`,
      headers: bearer(token),
      payload: {},
    });
    expect(enrol.statusCode).toBe(201);
    expect(enrol.json()).toMatchObject({ online_exam_id: EXAM, exam_highest_score: null });
  });

  it('signs in with the user key once, asks the questions and records the score', async () => {
    const key = await userKey();
    const page = await app.inject({ method: 'GET', url: examUrl(key) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('考生：李明');
    expect(page.body).toContain('“学而时习之，不亦说乎”出自哪部经典？');
    // The key is spent: the same address does not sign in again.
    const again = await app.inject({ method: 'GET', url: examUrl(key) });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('登录凭证无效或已过期');

    const done = await submit(answerSheet(page.body, 4));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('本次得分 <strong>80</strong> 分');
    expect(best()).toBe(80);
    // A worse attempt keeps the highest score.
    const second = await app.inject({ method: 'GET', url: examUrl(await userKey()) });
    await submit(answerSheet(second.body, 2));
    expect(best()).toBe(80);
  });

  it('refuses a forged or expired sheet, an unknown exam or another app id', async () => {
    const page = await app.inject({ method: 'GET', url: examUrl(await userKey()) });
    const forged = answerSheet(page.body, 5);
    forged.user_id = 'u-teacher';
    expect((await submit(forged)).statusCode).toBe(403);
    clock.advance(3 * 60 * 60 * 1000);
    expect((await submit(answerSheet(page.body, 5))).statusCode).toBe(403);
    expect(best()).toBe(80);

    const unknown = await app.inject({
      method: 'GET',
      url: examUrl(await userKey(), undefined, 'exam-nope'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('测评不存在');
    const otherApp = await app.inject({ method: 'GET', url: examUrl(await userKey(), 'other') });
    expect(otherApp.statusCode).toBe(400);
    expect(otherApp.body).toContain('应用标识无效');
  });

  it('an answer missing is asked for, not scored', async () => {
    const page = await app.inject({ method: 'GET', url: examUrl(await userKey()) });
    const fields = answerSheet(page.body, 5);
    delete fields.q5;
    const res = await submit(fields);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('请完成全部题目后再提交');
  });
});
