import type { Database } from 'better-sqlite3';
import { toPlatformTime } from '../time';
import type { ContestAttachmentWire } from './contestAttachments';

/** Contest rows and their wire shape (seed 001 §3), shared by the contest routes and the scenarios. */

export interface ContestRow {
  id: string;
  title: string;
  status: number;
  begin_time: number;
  end_time: number;
  enroll_begin_time: number;
  enroll_end_time: number;
  upload_end_time: number;
  max_works_per_user: number;
  sub_contest_id: string | null;
  online_exam_id: string | null;
  product: string;
  /** JSON list of lower-case extensions (uploadSettingOf reads it). */
  accepted_types: string;
  max_file_size: number;
  /** When the administrator published the scores; null until then. */
  results_published_time: number | null;
  /** 1: only whitelisted users may enrol. */
  whitelist_only: number;
}

/** What a contest accepts as a work (contest detail `upload_setting`). */
export interface UploadSetting {
  max_works_per_user: number;
  accepted_types: string[];
  max_file_size: number;
}

export function uploadSettingOf(row: ContestRow): UploadSetting {
  const types = JSON.parse(row.accepted_types) as unknown;
  return {
    max_works_per_user: row.max_works_per_user,
    accepted_types: Array.isArray(types)
      ? types.filter((type): type is string => typeof type === 'string')
      : [],
    max_file_size: row.max_file_size,
  };
}

export interface EnrolmentRow {
  contest_id: string;
  user_id: string;
  status: number;
  verify_status: number;
  online_exam_id: string | null;
  exam_highest_score: number | null;
  form: string;
  create_time: number;
}

export function findContest(db: Database, id: string): ContestRow | undefined {
  return db.prepare('SELECT * FROM contests WHERE id = ?').get(id) as ContestRow | undefined;
}

/**
 * Whether the user may enrol in a whitelist-restricted contest (A-47: the HMT and overseas
 * contests); every user may for an unrestricted one.
 */
export function isWhitelistedUser(db: Database, contest: ContestRow, userId: string): boolean {
  if (contest.whitelist_only !== 1) return true;
  return (
    db
      .prepare('SELECT 1 FROM contest_whitelist WHERE contest_id = ? AND user_id = ?')
      .get(contest.id, userId) !== undefined
  );
}

export function contestToWire(row: ContestRow) {
  return {
    contest_id: row.id,
    id: row.id,
    title: row.title,
    status: row.status,
    begin_time: toPlatformTime(row.begin_time),
    end_time: toPlatformTime(row.end_time),
    enroll_setting: {
      begin_time: toPlatformTime(row.enroll_begin_time),
      end_time: toPlatformTime(row.enroll_end_time),
      // The stand-in's `whitelist_only` (the spec shows no field): only then do the pages ask
      // is_whitelisted_user.
      config: {
        ...(row.sub_contest_id ? { sub_contest_id: row.sub_contest_id } : {}),
        ...(row.whitelist_only === 1 ? { whitelist_only: true } : {}),
      },
    },
    template: { activity_affiliation_product: row.product },
    online_exam_id: row.online_exam_id,
    exam_highest_score: null,
    upload_setting: uploadSettingOf(row),
  };
}

/**
 * The contest whose book-review sub-contest this is (`enroll_setting.config.sub_contest_id`
 * naming it), null for any other contest.
 */
export function parentContestId(db: Database, contestId: string): string | null {
  return (
    (db.prepare('SELECT id FROM contests WHERE sub_contest_id = ?').pluck().get(contestId) as
      string | undefined) ?? null
  );
}

/**
 * The contest detail answer: the wire shape plus, for a book-review sub-contest, the stand-in's
 * `parent_contest_id` (the spec shows no field for it), which the upload gate's book-review
 * rules read through the `parentEnrolment` fact; and, when the contest declares some, its
 * `attachments` (资料下载, data/contestAttachments.ts).
 */
export function contestDetailToWire(
  db: Database,
  row: ContestRow,
  attachments: readonly ContestAttachmentWire[] = [],
) {
  return {
    ...contestToWire(row),
    parent_contest_id: parentContestId(db, row.id),
    ...(attachments.length ? { attachments } : {}),
  };
}

export function findEnrolment(
  db: Database,
  contestId: string,
  userId: string,
): EnrolmentRow | undefined {
  return db
    .prepare('SELECT * FROM enrolments WHERE contest_id = ? AND user_id = ?')
    .get(contestId, userId) as EnrolmentRow | undefined;
}

export function enrolmentToWire(row: EnrolmentRow) {
  return {
    contest_id: row.contest_id,
    user_id: row.user_id,
    status: row.status,
    verify_status: row.verify_status,
    online_exam_id: row.online_exam_id,
    exam_highest_score: row.exam_highest_score,
    create_time: toPlatformTime(row.create_time),
  };
}

/** Verification follows the enrolment status: only a verified (3) enrolment counts as checked. */
export function verifyStatusFor(status: number): number {
  return status === 3 ? 1 : 0;
}

/** The caller's works that count against the limit: every one not withdrawn. */
export function submittedWorkCount(db: Database, contestId: string, userId: string): number {
  return db
    .prepare(
      `SELECT COUNT(*) FROM contest_works WHERE contest_id = ? AND user_id = ? AND status != 'withdrawn'`,
    )
    .pluck()
    .get(contestId, userId) as number;
}

/**
 * Whether the user may upload now (seed 001 §4): code 1 once the upload window has closed,
 * code 2 once the user's works (withdrawn ones not counted) reach the contest's limit. Also
 * says how many are submitted and how many remain, for the upload page.
 */
export function uploadLimit(db: Database, contest: ContestRow, userId: string, now: number) {
  const submitted = submittedWorkCount(db, contest.id, userId);
  const max = contest.max_works_per_user;
  const counts = {
    submitted,
    remaining: Math.max(0, max - submitted),
    max_works_per_user: max,
  };
  if (now > contest.upload_end_time) return { result: false, code: 1 as const, ...counts };
  if (submitted >= max) return { result: false, code: 2 as const, ...counts };
  return { result: true, code: 0 as const, ...counts };
}
