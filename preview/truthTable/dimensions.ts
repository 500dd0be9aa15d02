/**
 * The axes of a gate truth table (issue 5, point 3): who (logged out, or logged in with one
 * role), when (four phases of the contest's calendar), the contest's status and the visitor's
 * enrolment status. Labels are for QA, in Chinese; the ids are what tests and the URL use.
 */
import { ROLE_CODES, type RoleCode } from '../../src/runtime/facts/facts';

/** A logged-out visitor has no role, so "logged out" is one identity, not one per role. */
export type Identity = 'loggedOut' | RoleCode;
export const IDENTITIES: readonly Identity[] = ['loggedOut', ...ROLE_CODES];

export const DATE_PHASES = [
  'beforeStart',
  'enrolmentOpen',
  'afterEnrolmentEnd',
  'afterContestEnd',
] as const;
export type DatePhase = (typeof DATE_PHASES)[number];

/** Published (status 1), unpublished (status 0), or no contest at all (deleted, null). */
export const CONTEST_STATUSES = ['published', 'unpublished', 'missing'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/** No enrolment, or one with the platform's status 0 (pending), 2 (unverified), 3 (verified). */
export const ENROLMENT_STATUSES = ['none', 'pending', 'unverified', 'verified'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** The platform's enrolment status codes (seed 001 §4: 3 is the verified enrolment). */
export const ENROLMENT_STATUS_CODES: Record<Exclude<EnrolmentStatus, 'none'>, number> = {
  pending: 0,
  unverified: 2,
  verified: 3,
};

export interface Combination {
  identity: Identity;
  phase: DatePhase;
  contest: ContestStatus;
  enrolment: EnrolmentStatus;
}

export const IDENTITY_LABELS: Record<Identity, string> = {
  loggedOut: '未登录',
  STUDENT: '学生',
  TEACHER: '教师',
  GUARDIAN: '家长',
  EDU_ADMIN: '教育管理者',
  ACADEMIC_STAFF: '教研人员',
  ELECTRIC_TEACHER: '电教人员',
  SOCIAL_LEARNER: '社会学习者',
};

export const PHASE_LABELS: Record<DatePhase, string> = {
  beforeStart: '开始前',
  enrolmentOpen: '报名期间',
  afterEnrolmentEnd: '报名截止后',
  afterContestEnd: '活动结束后',
};

export const CONTEST_LABELS: Record<ContestStatus, string> = {
  published: '已发布',
  unpublished: '未发布',
  missing: '不存在',
};

export const ENROLMENT_LABELS: Record<EnrolmentStatus, string> = {
  none: '未报名',
  pending: '待审核(0)',
  unverified: '未确认(2)',
  verified: '已通过(3)',
};

/** Every combination, identity-major, in the order the table shows them. */
export function allCombinations(): Combination[] {
  const out: Combination[] = [];
  for (const identity of IDENTITIES)
    for (const enrolment of ENROLMENT_STATUSES)
      for (const contest of CONTEST_STATUSES)
        for (const phase of DATE_PHASES) out.push({ identity, phase, contest, enrolment });
  return out;
}

export function combinationKey(combination: Combination): string {
  return `${combination.identity}|${combination.enrolment}|${combination.contest}|${combination.phase}`;
}
