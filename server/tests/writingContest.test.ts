import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART, bearer, buildApp, login, manualClock, multipartBody, tempDir } from './helpers';

/**
 * The writing contest's prerequisites on the stand-in (seed 001 §4, §8; A-44; HD-SXJ): an
 * online exam before works, then a book review uploaded to the sub-contest through the same
 * upload call and approved by the administrator. Each refusal is the upload button's text.
 */

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;
let student: string;
let teacher: string;
const WRITING = '115';
const REVIEW = '115-review';

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  student = await login(app, 'student');
  teacher = await login(app, 'teacher');
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

let counter = 0;
function upload(token: string, contestId: string, name = '书写作品.jpg') {
  counter += 1;
  return app.inject({
    method: 'POST',
    url: `/svc/contest/contests/${contestId}/works`,
    headers: { ...bearer(token), ...MULTIPART },
    payload: multipartBody(
      { title: `作品 ${counter}`, description: '', request_id: `req-writing-${counter}-000` },
      { name, bytes: Buffer.from('书写') },
    ),
  });
}

const setEnrolment = (contestId: string, userId: string, fields: string) =>
  app.portal.db
    .prepare(`UPDATE enrolments SET ${fields} WHERE contest_id = ? AND user_id = ?`)
    .run(contestId, userId);

describe('the writing contest 115 (main edition)', () => {
  it('its book-review sub-contest names the writing contest', async () => {
    const detail = await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/${REVIEW}/actions/detail`,
    });
    expect(detail.json()).toMatchObject({ parent_contest_id: WRITING });
    const main = await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/${WRITING}/actions/detail`,
    });
    expect(main.json()).toMatchObject({
      parent_contest_id: null,
      online_exam_id: 'exam-sxds-115',
      enroll_setting: { config: { sub_contest_id: REVIEW } },
    });
  });

  it('a book review needs an enrolment in the writing contest first', async () => {
    const res = await upload(teacher, REVIEW, '书评.pdf');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'GATE/upload.bookReview.noParentEnrolment',
      message: '请先进行活动报名',
    });
  });

  it('works wait for the exam: 作品上传前请先进行测评', async () => {
    const enrol = await app.inject({
      method: 'POST',
      url: `/svc/contest/contests/${WRITING}/enrolls`,
      headers: bearer(student),
      payload: {},
    });
    expect(enrol.statusCode).toBe(201);
    setEnrolment(WRITING, 'u-student', 'status = 3, verify_status = 1');
    const res = await upload(student, WRITING);
    expect(res.json()).toEqual({
      code: 'GATE/upload.examRequired',
      message: '作品上传前请先进行测评',
    });
  });

  it('after the exam, works wait for the book review: 需上传书评并由管理员审核确认后才能上传作品', async () => {
    setEnrolment(WRITING, 'u-student', 'exam_highest_score = 80');
    const res = await upload(student, WRITING);
    expect(res.json()).toEqual({
      code: 'GATE/upload.bookReviewRequired',
      message: '需上传书评并由管理员审核确认后才能上传作品',
    });
  });

  it('the review goes through the same upload call and enrols its author, awaiting approval', async () => {
    const review = await upload(student, REVIEW, '书评.pdf');
    expect(review.json()).toMatchObject({ contest_id: REVIEW });
    expect(review.statusCode).toBe(201);
    const sub = await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/${REVIEW}/enrolls?include_verify_status=true`,
      headers: bearer(student),
    });
    expect(sub.json()).toMatchObject({ contest_id: REVIEW, status: 0 });
    // One review per participant: the sub-contest's limit.
    const second = await upload(student, REVIEW, '书评二.pdf');
    expect(second.json()).toMatchObject({ code: 'GATE/upload.limitReached' });

    const pending = await upload(student, WRITING);
    expect(pending.json()).toEqual({
      code: 'GATE/upload.bookReviewPending',
      message: '书评需要管理员审核确认后才能上传作品',
    });
  });

  it('once the administrator approves the review, works are taken', async () => {
    setEnrolment(REVIEW, 'u-student', 'status = 3, verify_status = 1');
    const res = await upload(student, WRITING);
    expect(res.statusCode).toBe(201);
  });
});
