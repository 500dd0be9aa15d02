/**
 * Role codes and their labels (seed 000 §3, §6; ledger CORE-HELPER-09, CORE-ROLE-17/18, A-31).
 * Labels live in the message catalogue: `role.<CODE>` is the short label of the role tag and of
 * 'Switched to {role} identity'; `role.<CODE>.iAm` is the 'I am a …' label of the dialogs.
 */
/** The role codes of seed 000 §3 (the facts and every role check use these). */
export type RoleCode =
  | 'STUDENT'
  | 'TEACHER'
  | 'GUARDIAN'
  | 'EDU_ADMIN'
  | 'ACADEMIC_STAFF'
  | 'ELECTRIC_TEACHER'
  | 'SOCIAL_LEARNER';

export const ROLE_CODES: readonly RoleCode[] = [
  'STUDENT',
  'TEACHER',
  'GUARDIAN',
  'EDU_ADMIN',
  'ACADEMIC_STAFF',
  'ELECTRIC_TEACHER',
  'SOCIAL_LEARNER',
];

/** Seed 000 §3: a user type that exists but is never offered as a selectable role. */
export const EDU_EXPERT = 'EDU_EXPERT';

/** Seed 000 §4, §6: the three admin-type roles. */
export const ADMIN_TYPE_ROLES: readonly RoleCode[] = [
  'ACADEMIC_STAFF',
  'ELECTRIC_TEACHER',
  'EDU_ADMIN',
];

/** Seed 001 §6: which role a campaign page acts as when the user holds several, first wins. */
export const CAMPAIGN_ROLE_PRIORITY: readonly RoleCode[] = [
  'TEACHER',
  'EDU_ADMIN',
  'ACADEMIC_STAFF',
  'ELECTRIC_TEACHER',
  'STUDENT',
  'GUARDIAN',
  'SOCIAL_LEARNER',
];

export function isRoleCode(code: unknown): code is RoleCode {
  return typeof code === 'string' && (ROLE_CODES as readonly string[]).includes(code);
}

/** Message reference of the short label (学生, 教师, 家长 …). */
export function roleLabelRef(role: RoleCode): string {
  return `msg:role.${role}`;
}

/** Message reference of the 'I am a …' label (我是学生 …). */
export function roleIAmRef(role: RoleCode): string {
  return `msg:role.${role}.iAm`;
}

/** Known, selectable codes in the order given, without duplicates (EDU_EXPERT, unknown dropped). */
export function selectableRoleCodes(codes: Iterable<unknown>): RoleCode[] {
  const roles: RoleCode[] = [];
  for (const code of codes) {
    if (isRoleCode(code) && !roles.includes(code)) roles.push(code);
  }
  return roles;
}

/** The held role a campaign acts as (seed 001 §6 priority), or null when none is held. */
export function campaignRole(held: readonly RoleCode[]): RoleCode | null {
  return CAMPAIGN_ROLE_PRIORITY.find((role) => held.includes(role)) ?? null;
}

/**
 * The role a page of this site acts as: on a campaign site the first held role in the campaign
 * priority (seed 001 §6, HD-MENU-24: the header's role tag and the gates), on the portal the
 * visitor's current (chosen) role.
 */
export function siteRole(
  siteKind: string | undefined,
  current: RoleCode | null,
  held: readonly RoleCode[],
): RoleCode | null {
  return siteKind === 'campaign' ? (campaignRole(held) ?? current) : current;
}
