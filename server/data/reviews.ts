import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ApiError, notFound } from '../http/errors';
import { toPlatformTime } from '../time';
import { findWork, type FileLinkSigner, type WorkRow } from './contestWorks';

/**
 * Review tasks (issue 13, reviewer side; A-46): who reviews a contest (`contest_staff`), which
 * works are assigned to whom (`review_tasks`) and their scores. Shared by the reviewer's routes
 * (routes/contestReview.ts) and the contest management page that assigns reviewers.
 *
 * Review is blind: nothing here answers who made a work.
 */

export interface ReviewTaskRow {
  id: string;
  work_id: string;
  reviewer_id: string;
  score: number | null;
  comment: string;
  assign_time: number;
  score_time: number | null;
}

/** A task with what the reviewer's list shows of its work and contest. */
interface ReviewTaskListRow extends ReviewTaskRow {
  contest_id: string;
  title: string;
  description: string;
  file_name: string;
  file_size: number;
  file_type: string;
  create_time: number;
}

export type ReviewTaskStatus = 'pending' | 'scored';

/** Whether the user is a reviewer of the contest (contest_staff role `reviewer`). */
export function isReviewer(db: Database, contestId: string, userId: string): boolean {
  return (
    db
      .prepare(
        "SELECT 1 FROM contest_staff WHERE contest_id = ? AND user_id = ? AND role = 'reviewer'",
      )
      .get(contestId, userId) !== undefined
  );
}

export function findReviewTask(db: Database, taskId: string): ReviewTaskRow | undefined {
  return db.prepare('SELECT * FROM review_tasks WHERE id = ?').get(taskId) as
    ReviewTaskRow | undefined;
}

function resultsPublished(db: Database, contestId: string): boolean {
  const row = db
    .prepare('SELECT results_published_time AS published FROM contests WHERE id = ?')
    .get(contestId) as { published: number | null } | undefined;
  return row?.published !== null && row?.published !== undefined;
}

export const RESULTS_PUBLISHED_MESSAGE = '成绩已发布，无法修改评分';

/**
 * Assigns a work to a reviewer of its contest and moves a submitted work to `reviewing` (from
 * then on its author cannot withdraw it). The same pair again answers the task made the first
 * time, unchanged. Refused: an unknown or withdrawn work, a user who is not a reviewer of that
 * contest, and any assignment once the contest's results are published (the task could never
 * be scored).
 */
export function assignReview(
  db: Database,
  { workId, reviewerId, now }: { workId: string; reviewerId: string; now: number },
): { task: ReviewTaskRow; created: boolean } {
  return db.transaction(() => {
    const work = findWork(db, workId);
    if (!work) throw notFound('作品不存在', 'CONTEST/WORK_NOT_FOUND');
    const existing = db
      .prepare('SELECT * FROM review_tasks WHERE work_id = ? AND reviewer_id = ?')
      .get(workId, reviewerId) as ReviewTaskRow | undefined;
    if (existing) return { task: existing, created: false };
    if (work.status === 'withdrawn')
      throw new ApiError(409, 'CONTEST/WORK_WITHDRAWN', '作品已撤回，无法分配评审');
    if (!isReviewer(db, work.contest_id, reviewerId))
      throw new ApiError(400, 'CONTEST/REVIEWER_INVALID', '该用户不是本活动的评审专家');
    if (resultsPublished(db, work.contest_id))
      throw new ApiError(409, 'CONTEST/RESULTS_PUBLISHED', '成绩已发布，无法再分配评审');
    const id = `review-${randomBytes(12).toString('hex')}`;
    db.prepare(
      `INSERT INTO review_tasks (id, work_id, reviewer_id, score, comment, assign_time, score_time)
       VALUES (?, ?, ?, NULL, '', ?, NULL)`,
    ).run(id, workId, reviewerId, now);
    if (work.status === 'submitted')
      db.prepare("UPDATE contest_works SET status = 'reviewing', update_time = ? WHERE id = ?").run(
        now,
        workId,
      );
    return { task: findReviewTask(db, id) as ReviewTaskRow, created: true };
  })();
}

export interface ReviewTaskQuery {
  contestId: string;
  reviewerId: string;
  status?: ReviewTaskStatus;
  pageNo: number;
  pageSize: number;
}

const LIST_SELECT = `SELECT t.*, w.contest_id, w.title, w.description, w.file_name, w.file_size,
    w.file_type, w.create_time
  FROM review_tasks t JOIN contest_works w ON w.id = t.work_id
  WHERE w.contest_id = ? AND t.reviewer_id = ? AND w.status <> 'withdrawn'`;

/**
 * The reviewer's tasks in one contest, with the counts of both tabs. A withdrawn work's task is
 * left out (it cannot be scored). Pending tasks oldest assignment first (a queue to work
 * through); scored ones latest score first; both together in assignment order.
 */
export function listReviewTasks(db: Database, query: ReviewTaskQuery) {
  const counts = db
    .prepare(
      `SELECT COUNT(*) - COUNT(score) AS pending, COUNT(score) AS scored FROM (${LIST_SELECT})`,
    )
    .get(query.contestId, query.reviewerId) as { pending: number; scored: number };
  const filter =
    query.status === 'pending'
      ? 'AND t.score IS NULL ORDER BY t.assign_time, t.id'
      : query.status === 'scored'
        ? 'AND t.score IS NOT NULL ORDER BY t.score_time DESC, t.id'
        : 'ORDER BY t.assign_time, t.id';
  const rows = db
    .prepare(`${LIST_SELECT} ${filter} LIMIT ? OFFSET ?`)
    .all(
      query.contestId,
      query.reviewerId,
      query.pageSize,
      query.pageNo * query.pageSize,
    ) as ReviewTaskListRow[];
  const total =
    query.status === 'pending'
      ? counts.pending
      : query.status === 'scored'
        ? counts.scored
        : counts.pending + counts.scored;
  return { total, pending_total: counts.pending, scored_total: counts.scored, rows };
}

/** One task as the list answers it (for a task just scored). */
export function findReviewTaskForList(db: Database, taskId: string) {
  return db
    .prepare(
      `SELECT t.*, w.contest_id, w.title, w.description, w.file_name, w.file_size, w.file_type,
         w.create_time
       FROM review_tasks t JOIN contest_works w ON w.id = t.work_id WHERE t.id = ?`,
    )
    .get(taskId) as ReviewTaskListRow | undefined;
}

/**
 * The wire shape of a task. Blind review: the work without its author. `file_url` is the same
 * signed link my works hands out (the file route checks it), valid one hour from `now`.
 */
export function reviewTaskToWire(row: ReviewTaskListRow, signer: FileLinkSigner, now: number) {
  return {
    task_id: row.id,
    contest_id: row.contest_id,
    status: (row.score === null ? 'pending' : 'scored') as ReviewTaskStatus,
    score: row.score,
    comment: row.comment,
    assign_time: toPlatformTime(row.assign_time),
    score_time: row.score_time === null ? null : toPlatformTime(row.score_time),
    work: {
      work_id: row.work_id,
      title: row.title,
      description: row.description,
      file_name: row.file_name,
      file_size: row.file_size,
      file_type: row.file_type,
      file_url: signer.urlOf(row.work_id, now),
      create_time: toPlatformTime(row.create_time),
    },
  };
}

export type ReviewTaskWire = ReturnType<typeof reviewTaskToWire>;

/**
 * Stores a reviewer's score (and comment, when given; left as it was otherwise) on their own
 * task; a score may be changed until the results are published. Refused: a task that is not
 * theirs or does not exist (404, never revealing another reviewer's task), a caller no longer
 * a reviewer of the contest, a contest whose review has not opened, published results, and a
 * withdrawn work.
 */
export function scoreReview(
  db: Database,
  input: { taskId: string; reviewerId: string; score: number; comment?: string; now: number },
): ReviewTaskRow {
  return db.transaction(() => {
    const task = findReviewTask(db, input.taskId);
    if (!task || task.reviewer_id !== input.reviewerId)
      throw notFound('评审任务不存在', 'CONTEST/TASK_NOT_FOUND');
    const work = findWork(db, task.work_id) as WorkRow;
    const contest = db
      .prepare('SELECT begin_time, results_published_time FROM contests WHERE id = ?')
      .get(work.contest_id) as { begin_time: number; results_published_time: number | null };
    if (!isReviewer(db, work.contest_id, input.reviewerId))
      throw new ApiError(403, 'CONTEST/NOT_REVIEWER', '抱歉，您暂无访问权限');
    if (input.now < contest.begin_time)
      throw new ApiError(403, 'CONTEST/REVIEW_NOT_OPEN', '暂未开放，敬请期待');
    if (contest.results_published_time !== null)
      throw new ApiError(409, 'CONTEST/RESULTS_PUBLISHED', RESULTS_PUBLISHED_MESSAGE);
    if (work.status === 'withdrawn')
      throw new ApiError(409, 'CONTEST/WORK_WITHDRAWN', '作品已撤回，无法评分');
    db.prepare('UPDATE review_tasks SET score = ?, comment = ?, score_time = ? WHERE id = ?').run(
      input.score,
      input.comment?.trim() ?? task.comment,
      input.now,
      task.id,
    );
    return findReviewTask(db, task.id) as ReviewTaskRow;
  })();
}
