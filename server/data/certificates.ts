import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ApiError, notFound } from '../http/errors';
import { toPlatformTime } from '../time';
import { findContest } from './contests';
import { findWork } from './contestWorks';
import { findUserById, userToWire } from './users';
import { namedProfile } from '../../src/lib/displayName';

/**
 * Certificates (issue 13 point 2): what a contest administrator issues, what a holder finds with
 * their name and number (certificate search), opens by id (detail) and lists (mine). Shared by
 * the certificate routes, the seed and the contest management page that issues them.
 */

export interface CertificateRow {
  id: string;
  number: string;
  contest_id: string | null;
  work_id: string | null;
  user_id: string;
  holder_name: string;
  title: string;
  award: string;
  issuer: string;
  issue_time: number;
}

/** Who signs a certificate when the administrator names nobody else. */
export const DEFAULT_CERTIFICATE_ISSUER = '国家智慧教育公共服务平台';
/** Every certificate number starts with this (证书), then the year, product and sequence. */
export const CERTIFICATE_NUMBER_PREFIX = 'ZS';
/** Digits of a number's sequence: ZS2026KPZY000001. */
const SEQUENCE_DIGITS = 6;

export interface IssueCertificateInput {
  contestId: string;
  /** The awarded work; issuing again for the same work answers the first certificate. */
  workId?: string;
  userId: string;
  award: string;
  issuer?: string;
  /** Issue time (epoch ms): the number's year is this time's year in Beijing. */
  now: number;
}

const newCertificateId = () => `cert-${randomBytes(12).toString('base64url')}`;

export function findCertificateById(db: Database, id: string): CertificateRow | undefined {
  return db.prepare('SELECT * FROM certificates WHERE id = ?').get(id) as
    CertificateRow | undefined;
}

function findCertificateByWork(db: Database, workId: string): CertificateRow | undefined {
  return db.prepare('SELECT * FROM certificates WHERE work_id = ?').get(workId) as
    CertificateRow | undefined;
}

/**
 * The next number of a year and product: one more than the highest issued so far (numbers are
 * never reused, so a deleted certificate leaves a gap rather than a duplicate).
 */
function nextNumber(db: Database, prefix: string): string {
  const row = db
    .prepare(
      `SELECT number FROM certificates WHERE substr(number, 1, ?) = ? AND length(number) = ?
       ORDER BY number DESC LIMIT 1`,
    )
    .get(prefix.length, prefix, prefix.length + SEQUENCE_DIGITS) as { number: string } | undefined;
  const last = row ? Number(row.number.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * Issues a certificate to `userId` for the contest (and work): the holder's display name and the
 * contest's title are copied in, so the certificate reads the same if either changes later.
 * Idempotent per work: a work that already has a certificate answers that one, unchanged.
 * Throws 404 for an unknown contest, user or work, and 409 when the work is not the user's work
 * in that contest.
 */
export function issueCertificate(db: Database, input: IssueCertificateInput): CertificateRow {
  return db.transaction((): CertificateRow => {
    if (input.workId) {
      const issued = findCertificateByWork(db, input.workId);
      if (issued) return issued;
      const work = findWork(db, input.workId);
      if (!work) throw notFound('作品不存在', 'CONTEST/WORK_NOT_FOUND');
      if (work.user_id !== input.userId || work.contest_id !== input.contestId)
        throw new ApiError(409, 'CERTIFICATE/WORK_MISMATCH', '作品不属于该用户或该活动');
    }
    const contest = findContest(db, input.contestId);
    if (!contest) throw notFound('活动不存在', 'CONTEST/NOT_FOUND');
    const user = findUserById(db, input.userId);
    if (!user) throw notFound('用户不存在', 'UC/USER_NOT_FOUND');
    const year = toPlatformTime(input.now).slice(0, 4);
    const prefix = `${CERTIFICATE_NUMBER_PREFIX}${year}${contest.product.toUpperCase()}`;
    const row: CertificateRow = {
      id: newCertificateId(),
      number: nextNumber(db, prefix),
      contest_id: contest.id,
      work_id: input.workId ?? null,
      user_id: user.id,
      // The name the portal shows for the user (real name, else nick name, else 用户 + tail).
      holder_name: namedProfile(userToWire(user))?.display_name ?? user.account,
      title: contest.title,
      award: input.award,
      issuer: input.issuer ?? DEFAULT_CERTIFICATE_ISSUER,
      issue_time: input.now,
    };
    db.prepare(
      `INSERT INTO certificates (id, number, contest_id, work_id, user_id, holder_name, title,
         award, issuer, issue_time)
       VALUES (@id, @number, @contest_id, @work_id, @user_id, @holder_name, @title, @award,
         @issuer, @issue_time)`,
    ).run(row);
    return row;
  })();
}

/**
 * Certificate search: the certificates whose holder name and number both match exactly (trimmed;
 * the number in any case). Both are required, so a name alone or a number alone finds nothing and
 * nobody can list other people's certificates.
 */
export function searchCertificates(db: Database, name: string, number: string): CertificateRow[] {
  const holder = name.trim();
  const wanted = number.trim().toUpperCase();
  if (!holder || !wanted) return [];
  return db
    .prepare(
      `SELECT * FROM certificates WHERE holder_name = ? AND upper(number) = ?
       ORDER BY issue_time DESC, number DESC`,
    )
    .all(holder, wanted) as CertificateRow[];
}

/** The user's certificates, newest first. */
export function myCertificates(db: Database, userId: string): CertificateRow[] {
  return db
    .prepare('SELECT * FROM certificates WHERE user_id = ? ORDER BY issue_time DESC, number DESC')
    .all(userId) as CertificateRow[];
}

/** The certificate as the certificate service answers it. */
export function certificateToWire(row: CertificateRow) {
  return {
    certificate_id: row.id,
    number: row.number,
    holder_name: row.holder_name,
    title: row.title,
    award: row.award,
    issuer: row.issuer,
    issue_time: toPlatformTime(row.issue_time),
    contest_id: row.contest_id,
  };
}

export type CertificateWire = ReturnType<typeof certificateToWire>;
