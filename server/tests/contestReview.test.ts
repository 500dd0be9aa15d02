import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../time';
import { insertPlaceholderWork } from '../data/contestWorks';
import { assignReview, isReviewer } from '../data/reviews';
import { REVIEW_ASSIGNED_WORK_ID } from '../scenarios';
import { bearer, buildApp, login, manualClock, tempDir } from './helpers';

/**
 * Issue 13 point 3, the reviewer's side (HD-GATE-31/32, A-46): a reviewer of kpzy2026 (何静,
 * `reviewer`) lists the works assigned to them, opens and scores them, and changes a score until
 * the results are published; nobody else sees or scores those tasks.
 */

const dir = tempDir();
const clock = manualClock();
let app: FastifyInstance;
let reviewer: string;
let teacher: string;
let student: string;

const BASE = '/svc/contest';
const CONTEST = 'kpzy2026';

beforeAll(async () => {
  app = await buildApp(dir.path, { clock: clock.now });
  reviewer = await login(app, 'reviewer');
  teacher = await login(app, 'teacher');
  student = await login(app, 'student');
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

const db = () => app.portal.db;

interface Task {
  task_id: string;
  contest_id: string;
  status: 'pending' | 'scored';
  score: number | null;
  comment: string;
  assign_time: string;
  score_time: string | null;
  work: Record<string, unknown> & { work_id: string; title: string; file_url: string };
}
interface TaskPage {
  total: number;
  pending_total: number;
  scored_total: number;
  items: Task[];
}

let workCounter = 0;
/** A submitted work of u-student in kpzy2026 (the scenario's placeholder file). */
function studentWork(title = '会“呼吸”的叶子'): string {
  workCounter += 1;
  const id = `review-test-work-${workCounter}`;
  insertPlaceholderWork(db(), {
    id,
    contestId: CONTEST,
    userId: 'u-student',
    title,
    description: '<b>叶片</b>在光照下放出氧气',
    time: clock.now() - DAY_MS,
  });
  return id;
}

const search = (token: string, body: object = {}, contestId = CONTEST) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/contests/${contestId}/review_tasks/actions/search`,
    headers: bearer(token),
    payload: body,
  });

const score = (token: string, taskId: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `${BASE}/contests/review_tasks/${taskId}/score`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const storedTask = (taskId: string) =>
  db().prepare('SELECT score, comment, score_time FROM review_tasks WHERE id = ?').get(taskId) as {
    score: number | null;
    comment: string;
    score_time: number | null;
  };

beforeEach(async () => {
  // Every test starts from the default kpzy state: no works, no tasks, results not published.
  const res = await app.inject({
    method: 'POST',
    url: '/__scenario/default',
    payload: { now: clock.now() },
  });
  expect(res.statusCode).toBe(200);
});

describe('assignReview (shared with the management page)', () => {
  it('assigns a submitted work to a reviewer of its contest and starts its review', async () => {
    const workId = studentWork();
    const { task, created } = assignReview(db(), {
      workId,
      reviewerId: 'u-reviewer',
      now: clock.now(),
    });
    expect(created).toBe(true);
    expect(task).toMatchObject({ work_id: workId, reviewer_id: 'u-reviewer', score: null });
    const work = db().prepare('SELECT status FROM contest_works WHERE id = ?').get(workId);
    expect(work).toEqual({ status: 'reviewing' });
    // Its author can no longer withdraw it.
    const withdraw = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/works/${workId}/actions/withdraw`,
      headers: bearer(student),
    });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json()).toMatchObject({ message: '作品已进入评审，无法撤回' });
  });

  it('the same pair again answers the first task, and makes no second row', () => {
    const workId = studentWork();
    const first = assignReview(db(), { workId, reviewerId: 'u-reviewer', now: clock.now() });
    const again = assignReview(db(), { workId, reviewerId: 'u-reviewer', now: clock.now() + 5 });
    expect(again).toEqual({ task: first.task, created: false });
    const count = db()
      .prepare('SELECT COUNT(*) FROM review_tasks WHERE work_id = ?')
      .pluck()
      .get(workId);
    expect(count).toBe(1);
  });

  it('refuses a withdrawn work and a user who is not a reviewer of that contest', () => {
    const withdrawn = studentWork();
    db().prepare("UPDATE contest_works SET status = 'withdrawn' WHERE id = ?").run(withdrawn);
    expect(() =>
      assignReview(db(), { workId: withdrawn, reviewerId: 'u-reviewer', now: clock.now() }),
    ).toThrow('作品已撤回，无法分配评审');
    const workId = studentWork();
    expect(() => assignReview(db(), { workId, reviewerId: 'u-teacher', now: clock.now() })).toThrow(
      '该用户不是本活动的评审专家',
    );
    expect(db().prepare('SELECT COUNT(*) FROM review_tasks').pluck().get()).toBe(0);
    expect(db().prepare('SELECT status FROM contest_works WHERE id = ?').get(workId)).toEqual({
      status: 'submitted',
    });
  });

  it('every scenario keeps 何静 a reviewer of kpzy2026 (deleting the contest cascades)', async () => {
    for (const name of ['contest-missing', 'enrolled-verified']) {
      await app.inject({ method: 'POST', url: `/__scenario/${name}`, payload: {} });
    }
    expect(isReviewer(db(), CONTEST, 'u-reviewer')).toBe(true);
    expect(isReviewer(db(), CONTEST, 'u-teacher')).toBe(false);
  });
});

describe('is_reviewer', () => {
  it('answers whether the signed-in user reviews the contest', async () => {
    const ask = (token: string, contestId = CONTEST) =>
      app.inject({
        method: 'GET',
        url: `${BASE}/contests/${contestId}/review_tasks/actions/is_reviewer`,
        headers: bearer(token),
      });
    expect((await ask(reviewer)).json()).toEqual({ is_reviewer: true });
    expect((await ask(teacher)).json()).toEqual({ is_reviewer: false });
    const unknown = await ask(reviewer, 'no-such-contest');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'CONTEST/NOT_FOUND', message: '活动不存在' });
    const anonymous = await app.inject({
      method: 'GET',
      url: `${BASE}/contests/${CONTEST}/review_tasks/actions/is_reviewer`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a reviewer scores the works assigned to them', () => {
  it('lists pending, scores 88 with a comment, then finds it under scored', async () => {
    const workId = studentWork();
    const { task } = assignReview(db(), { workId, reviewerId: 'u-reviewer', now: clock.now() });

    const pending = await search(reviewer, { status: 'pending' });
    expect(pending.statusCode).toBe(200);
    const page = pending.json() as TaskPage;
    expect(page).toMatchObject({ total: 1, pending_total: 1, scored_total: 0 });
    const item = page.items[0];
    expect(item).toMatchObject({
      task_id: task.id,
      contest_id: CONTEST,
      status: 'pending',
      score: null,
      comment: '',
      score_time: null,
    });
    expect(item.assign_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0800$/);
    // Blind review: the work, never who made it.
    expect(Object.keys(item.work).sort()).toEqual(
      [
        'create_time',
        'description',
        'file_name',
        'file_size',
        'file_type',
        'file_url',
        'title',
        'work_id',
      ].sort(),
    );
    expect(JSON.stringify(page)).not.toMatch(/u-student|李明/);
    expect(item.work).toMatchObject({ work_id: workId, title: '会“呼吸”的叶子' });
    // The signed link opens the file without a session.
    const file = await app.inject({ method: 'GET', url: item.work.file_url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('示例作品');

    clock.advance(60_000);
    const saved = await score(reviewer, task.id, { score: 88, comment: '  实验设计清楚  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      task_id: task.id,
      status: 'scored',
      score: 88,
      comment: '实验设计清楚',
    });
    expect(storedTask(task.id)).toEqual({
      score: 88,
      comment: '实验设计清楚',
      score_time: clock.now(),
    });

    expect((await search(reviewer, { status: 'pending' })).json()).toMatchObject({
      total: 0,
      pending_total: 0,
      scored_total: 1,
      items: [],
    });
    const scored = (await search(reviewer, { status: 'scored' })).json() as TaskPage;
    expect(scored.total).toBe(1);
    expect(scored.items[0]).toMatchObject({ task_id: task.id, score: 88, status: 'scored' });
    expect(scored.items[0].score_time).not.toBeNull();

    // Changed until the results are published; a score without comment keeps the comment.
    expect((await score(reviewer, task.id, { score: 90 })).json()).toMatchObject({
      score: 90,
      comment: '实验设计清楚',
    });
  });

  it('pages: page_no from 0, page_size, totals over every page', async () => {
    for (let i = 0; i < 3; i += 1) {
      assignReview(db(), {
        workId: studentWork(`作品${i}`),
        reviewerId: 'u-reviewer',
        now: clock.now() + i,
      });
    }
    const second = (await search(reviewer, { page_no: 1, page_size: 2 })).json() as TaskPage;
    expect(second.total).toBe(3);
    expect(second.items.map((item) => item.work.title)).toEqual(['作品2']);
  });

  it('a signed-in user who is not a reviewer of the contest gets 403 抱歉，您暂无访问权限', async () => {
    const res = await search(teacher, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CONTEST/NOT_REVIEWER', message: '抱歉，您暂无访问权限' });
  });

  it('before the contest begins: 403 暂未开放，敬请期待', async () => {
    db()
      .prepare('UPDATE contests SET begin_time = ? WHERE id = ?')
      .run(clock.now() + DAY_MS, CONTEST);
    const res = await search(reviewer, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CONTEST/REVIEW_NOT_OPEN', message: '暂未开放，敬请期待' });
  });

  it("another reviewer's task, or an unknown one: 404 评审任务不存在, nothing stored", async () => {
    // A second reviewer of the contest, with a task of their own.
    db()
      .prepare("INSERT INTO contest_staff (contest_id, user_id, role) VALUES (?, ?, 'reviewer')")
      .run(CONTEST, 'u-teacher');
    try {
      const { task } = assignReview(db(), {
        workId: studentWork(),
        reviewerId: 'u-teacher',
        now: clock.now(),
      });
      const res = await score(reviewer, task.id, { score: 70 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'CONTEST/TASK_NOT_FOUND', message: '评审任务不存在' });
      expect(storedTask(task.id).score).toBeNull();
      // It is not in the other reviewer's list either.
      expect((await search(reviewer, {})).json()).toMatchObject({ total: 0 });
      expect((await score(reviewer, 'review-unknown', { score: 70 })).statusCode).toBe(404);
    } finally {
      db()
        .prepare("DELETE FROM contest_staff WHERE contest_id = ? AND user_id = 'u-teacher'")
        .run(CONTEST);
    }
  });

  it.each([
    ['101', { score: 101 }],
    ['-1', { score: -1 }],
    ['1.5', { score: 1.5 }],
    ['"88" as text', { score: '88' }],
    ['missing', { comment: '好' }],
    ['a 501-character comment', { score: 80, comment: '评'.repeat(501) }],
    ['an undeclared field', { score: 80, author: 'x' }],
  ])('score %s → 400 with a Chinese message, nothing stored', async (_label, body) => {
    const { task } = assignReview(db(), {
      workId: studentWork(),
      reviewerId: 'u-reviewer',
      now: clock.now(),
    });
    const res = await score(reviewer, task.id, body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
    expect(storedTask(task.id)).toEqual({ score: null, comment: '', score_time: null });
  });

  it('after the results are published: 409 成绩已发布，无法修改评分, the score unchanged', async () => {
    const { task } = assignReview(db(), {
      workId: studentWork(),
      reviewerId: 'u-reviewer',
      now: clock.now(),
    });
    expect((await score(reviewer, task.id, { score: 75 })).statusCode).toBe(200);
    db()
      .prepare('UPDATE contests SET results_published_time = ? WHERE id = ?')
      .run(clock.now(), CONTEST);
    const res = await score(reviewer, task.id, { score: 95, comment: '改分' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONTEST/RESULTS_PUBLISHED',
      message: '成绩已发布，无法修改评分',
    });
    expect(storedTask(task.id)).toMatchObject({ score: 75, comment: '' });
    // The list still shows the published score.
    expect((await search(reviewer, { status: 'scored' })).json()).toMatchObject({
      items: [{ task_id: task.id, score: 75 }],
    });
  });

  it('a withdrawn work cannot be scored and leaves the list', async () => {
    const workId = studentWork();
    const { task } = assignReview(db(), { workId, reviewerId: 'u-reviewer', now: clock.now() });
    db().prepare("UPDATE contest_works SET status = 'withdrawn' WHERE id = ?").run(workId);
    const res = await score(reviewer, task.id, { score: 60 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONTEST/WORK_WITHDRAWN', message: '作品已撤回，无法评分' });
    expect(storedTask(task.id).score).toBeNull();
    expect((await search(reviewer, {})).json()).toMatchObject({ total: 0, pending_total: 0 });
  });
});

describe('scenario review-assigned', () => {
  it("gives the reviewer one pending task: the student's work", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__scenario/review-assigned',
      payload: { now: clock.now() },
    });
    expect(res.statusCode).toBe(200);
    const page = (await search(reviewer, { status: 'pending' })).json() as TaskPage;
    expect(page).toMatchObject({ total: 1, pending_total: 1, scored_total: 0 });
    expect(page.items[0].work.work_id).toBe(REVIEW_ASSIGNED_WORK_ID);
    const mine = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/works/actions/search_mine`,
      headers: bearer(student),
      payload: { contest_id: CONTEST },
    });
    expect(mine.json()).toMatchObject({ total: 1, items: [{ status: 'reviewing' }] });
  });
});
