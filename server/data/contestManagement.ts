import type { Database } from 'better-sqlite3';
import { namedProfile } from '../../src/lib/displayName';
import { userToWire, type UserRow } from './users';
import type { ContestRow } from './contests';
import type { WorkRow } from './contestWorks';

/**
 * What the contest-management page (routes/contestManagement.ts) reads and changes: the
 * contests a user administers, their enrolments with who enrolled, the works with their review
 * tasks, approval and publication. The stand-in's own rules (the spec shows no server-side
 * rights, seed 001 §6): only a contest's `admin` staff may act on it.
 */

export const ENROLMENT_APPROVED = 3;
/** Verification follows approval (contests.ts verifyStatusFor). */
const VERIFIED = 1;

/** A person as the management page names them: display name (seed 000 §3) and account. */
export function personName(user: UserRow): string {
  return namedProfile(userToWire(user))?.display_name ?? user.account;
}

export function administeredContests(db: Database, userId: string): ContestRow[] {
  return db
    .prepare(
      `SELECT c.* FROM contests c JOIN contest_staff s ON s.contest_id = c.id
       WHERE s.user_id = ? AND s.role = 'admin' ORDER BY c.product, c.id`,
    )
    .all(userId) as ContestRow[];
}

export function isContestAdmin(db: Database, contestId: string, userId: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM contest_staff WHERE contest_id = ? AND user_id = ? AND role = 'admin'`,
      )
      .get(contestId, userId) !== undefined
  );
}

export interface ContestCounts {
  enrolments: number;
  pending: number;
  works: number;
  reviewed: number;
  certificates: number;
}

/** The numbers of the contest list: enrolments (waiting ones), works, fully reviewed, certificates. */
export function contestCounts(db: Database, contestId: string): ContestCounts {
  const one = (sql: string) => db.prepare(sql).pluck().get(contestId) as number;
  return {
    enrolments: one('SELECT COUNT(*) FROM enrolments WHERE contest_id = ?'),
    pending: one(`SELECT COUNT(*) FROM enrolments WHERE contest_id = ? AND status != 3`),
    works: one(`SELECT COUNT(*) FROM contest_works WHERE contest_id = ? AND status != 'withdrawn'`),
    reviewed: one(
      `SELECT COUNT(*) FROM contest_works w WHERE w.contest_id = ? AND w.status != 'withdrawn'
         AND EXISTS (SELECT 1 FROM review_tasks t WHERE t.work_id = w.id)
         AND NOT EXISTS (SELECT 1 FROM review_tasks t WHERE t.work_id = w.id AND t.score IS NULL)`,
    ),
    certificates: one('SELECT COUNT(*) FROM certificates WHERE contest_id = ?'),
  };
}

export interface EnrolmentEntry {
  user: UserRow;
  status: number;
  create_time: number;
  /** What the participant filled in (enrolment form: school, mobile, extra such as the region). */
  form: { school_name?: string | null; mobile?: string | null; extra?: Record<string, unknown> };
}

function parsedForm(text: string): EnrolmentEntry['form'] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as EnrolmentEntry['form']) : {};
  } catch {
    return {};
  }
}

/** Every enrolment of the contest, waiting ones first, then by time. */
export function enrolmentsOf(db: Database, contestId: string): EnrolmentEntry[] {
  const rows = db
    .prepare(
      `SELECT e.status AS e_status, e.create_time AS e_time, e.form AS e_form, u.* FROM enrolments e
       JOIN users u ON u.id = e.user_id WHERE e.contest_id = ?
       ORDER BY (e.status = 3), e.create_time, u.sort_order`,
    )
    .all(contestId) as (UserRow & { e_status: number; e_time: number; e_form: string })[];
  return rows.map(({ e_status, e_time, e_form, ...user }) => ({
    user,
    status: e_status,
    create_time: e_time,
    form: parsedForm(e_form),
  }));
}

/** Approves a waiting enrolment (status 0 or 2 → 3, verified). False when there is none. */
export function approveEnrolment(db: Database, contestId: string, userId: string): boolean {
  return (
    db
      .prepare(
        `UPDATE enrolments SET status = ?, verify_status = ?
         WHERE contest_id = ? AND user_id = ? AND status != ?`,
      )
      .run(ENROLMENT_APPROVED, VERIFIED, contestId, userId, ENROLMENT_APPROVED).changes > 0
  );
}

/**
 * Rejects a waiting enrolment: it is removed, so the participant meets 请先进行活动报名 again and
 * may enrol anew (the spec names no rejected status). An approved enrolment is not rejected.
 */
export function rejectEnrolment(db: Database, contestId: string, userId: string): boolean {
  return (
    db
      .prepare(`DELETE FROM enrolments WHERE contest_id = ? AND user_id = ? AND status != ?`)
      .run(contestId, userId, ENROLMENT_APPROVED).changes > 0
  );
}

export interface ReviewEntry {
  reviewer: UserRow;
  score: number | null;
  comment: string;
}

export interface WorkEntry {
  work: WorkRow;
  author: UserRow;
  reviews: ReviewEntry[];
  certificateNumber: string | null;
}

/** The contest's works (withdrawn ones left out), oldest first, with reviews and certificate. */
export function worksOf(db: Database, contestId: string): WorkEntry[] {
  const works = db
    .prepare(
      `SELECT * FROM contest_works WHERE contest_id = ? AND status != 'withdrawn'
       ORDER BY create_time, id`,
    )
    .all(contestId) as WorkRow[];
  const user = db.prepare('SELECT * FROM users WHERE id = ?');
  const reviews = db.prepare(
    `SELECT t.score, t.comment, u.* FROM review_tasks t JOIN users u ON u.id = t.reviewer_id
     WHERE t.work_id = ? ORDER BY t.assign_time, u.sort_order`,
  );
  const certificate = db.prepare('SELECT number FROM certificates WHERE work_id = ?').pluck();
  return works.map((work) => ({
    work,
    author: user.get(work.user_id) as UserRow,
    reviews: (reviews.all(work.id) as (UserRow & { score: number | null; comment: string })[]).map(
      ({ score, comment, ...reviewer }) => ({ reviewer, score, comment }),
    ),
    certificateNumber: (certificate.get(work.id) as string | undefined) ?? null,
  }));
}

/** The contest's reviewers (contest_staff role reviewer), for the assignment select. */
export function reviewersOf(db: Database, contestId: string): UserRow[] {
  return db
    .prepare(
      `SELECT u.* FROM contest_staff s JOIN users u ON u.id = s.user_id
       WHERE s.contest_id = ? AND s.role = 'reviewer' ORDER BY u.sort_order`,
    )
    .all(contestId) as UserRow[];
}

/** The mean of the reviewers' scores, to one decimal. */
export function meanScore(scores: number[]): number {
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
}

export interface PublishResult {
  /** Works that got their score now (0 when refused). */
  published: number;
  /** Works not fully reviewed: not assigned, or a reviewer has not scored yet. */
  unfinished: number;
}

/**
 * Publishes the results, once: refused (nothing changes) while any work is not fully reviewed;
 * otherwise every work becomes `scored` with the mean of its reviewers' scores and the contest
 * remembers when. From then on scores are final: reviewers can no longer change them and no
 * work is assigned any more (data/reviews.ts).
 */
export function publishResults(db: Database, contestId: string, now: number): PublishResult {
  return db.transaction(() => {
    const works = worksOf(db, contestId).filter(({ work }) => work.status !== 'scored');
    const unfinished = works.filter(
      ({ reviews }) => reviews.length === 0 || reviews.some((review) => review.score === null),
    ).length;
    if (unfinished > 0) return { published: 0, unfinished };
    const update = db.prepare(
      `UPDATE contest_works SET status = 'scored', score = ?, update_time = ? WHERE id = ?`,
    );
    for (const { work, reviews } of works)
      update.run(meanScore(reviews.map((review) => review.score as number)), now, work.id);
    db.prepare(
      'UPDATE contests SET results_published_time = COALESCE(results_published_time, ?) WHERE id = ?',
    ).run(now, contestId);
    return { published: works.length, unfinished: 0 };
  })();
}
