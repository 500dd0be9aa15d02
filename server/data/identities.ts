import type { Database } from 'better-sqlite3';
import { issueSingleUse, redeemSingleUse, type SingleUseKind } from '../singleUseSecret';
import { ROLE_LABELS, type RoleCode } from '../seed-data/users';

/**
 * Identity data of the user-centre stand-in (seed 000 §3, §6, §7): the stored identity choice,
 * single-use uckeys, and fixed demo answers for teacher verification, class memberships and
 * sun-teacher schools. Its tables (never seeded) are defined in db/schema.ts.
 */
export const UCKEY_TTL_MS = 5 * 60 * 1000;

/** Selectable role codes (EDU_EXPERT is a user type, never chosen: seed 000 §3). */
export function isSelectableRole(code: unknown): code is RoleCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ROLE_LABELS, code);
}

/** Adds the role to the user's roles (last) when missing; true when it was added. */
export function addRole(db: Database, userId: string, role: RoleCode): boolean {
  const next = db
    .prepare('SELECT COALESCE(MAX(sort_order), -1) + 1 AS next FROM user_roles WHERE user_id = ?')
    .get(userId) as { next: number };
  const result = db
    .prepare('INSERT OR IGNORE INTO user_roles (user_id, role_code, sort_order) VALUES (?, ?, ?)')
    .run(userId, role, next.next);
  return result.changes > 0;
}

export function saveIdentityChoice(db: Database, userId: string, role: RoleCode, now: number) {
  db.prepare(
    `INSERT INTO uc_identity_choices (user_id, role_code, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET role_code = excluded.role_code, updated_at = excluded.updated_at`,
  ).run(userId, role, now);
}

export function identityChoiceOf(db: Database, userId: string): string | null {
  const row = db
    .prepare('SELECT role_code FROM uc_identity_choices WHERE user_id = ?')
    .get(userId) as { role_code: string } | undefined;
  return row?.role_code ?? null;
}

/** Seed 000 §3 identity items; the platform tenant is 0. */
export function identityToWire(role: string) {
  return {
    identity_code: role,
    identity_name: ROLE_LABELS[role as RoleCode] ?? role,
    tenant_id: 0,
  };
}

/**
 * Identities of another tenant the demo returns so the portal's tenant-0 filter is exercised
 * (seed 000 §3: only tenant_id 0 counts).
 */
export const OTHER_TENANT_IDENTITIES: Record<
  string,
  { identity_code: string; tenant_id: number }[]
> = {
  'u-teacher': [{ identity_code: 'GUARDIAN', tenant_id: 5 }],
};

const UCKEYS: SingleUseKind = { table: 'uc_uckeys', hashColumn: 'uckey_hash', ttlMs: UCKEY_TTL_MS };

export function issueUckey(db: Database, userId: string, now: number): string {
  return issueSingleUse(db, UCKEYS, userId, now);
}

/** Single use, like tickets. */
export function redeemUckey(db: Database, uckey: string, now: number): string | null {
  return redeemSingleUse(db, UCKEYS, uckey, now);
}

/** Seed 000 §6, §7: verify status per demo user; code 2 with a school means verified. */
export const DEMO_SCHOOL = { school_id: 's-demo-1', school_name: '北京市示范中学' };
export const SUN_SCHOOL = { school_id: 's-sun-1', school_name: '阳光实验学校' };

const VERIFY_STATUS: Record<string, { code: number; school: object | null }> = {
  'u-teacher': { code: 2, school: DEMO_SCHOOL },
  'u-teacher-guardian': { code: 2, school: DEMO_SCHOOL },
  'u-academic': { code: 2, school: null },
  'u-edu-admin': { code: 1, school: DEMO_SCHOOL },
};

export function verifyStatusOf(userId: string) {
  return VERIFY_STATUS[userId] ?? { code: 0, school: null };
}

/** Seed 000 §6 special space: the student's class is in the sun school; the teacher teaches there. */
const CLASS_MEMBERSHIPS: Record<string, object[]> = {
  'u-student': [
    {
      class_id: 'c-sun-1',
      class_name: '七年级（1）班',
      class_member_type: 'STUDENT',
      class_type: 'CLASS',
      ...SUN_SCHOOL,
    },
    {
      class_id: 'g-reading',
      class_name: '阅读兴趣小组',
      class_member_type: 'STUDENT',
      class_type: 'GROUP',
      ...SUN_SCHOOL,
    },
  ],
  'u-teacher': [
    {
      class_id: 'c-sun-1',
      class_name: '七年级（1）班',
      class_member_type: 'TEACHER',
      class_type: 'CLASS',
      ...SUN_SCHOOL,
    },
  ],
};

export function classMembershipsOf(userId: string): object[] {
  return CLASS_MEMBERSHIPS[userId] ?? [];
}

const SUN_TEACHER_SCHOOLS: Record<string, object[]> = {
  'u-teacher': [SUN_SCHOOL],
};

export function sunTeacherSchoolsOf(userId: string): object[] {
  return SUN_TEACHER_SCHOOLS[userId] ?? [];
}
