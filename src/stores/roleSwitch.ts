/**
 * The identity rules of seed 000 §4 and §6 as pure functions, so the dialogs, the header and the
 * blocked-page guard all read the same table (ledger CORE-ROLE, CORE-BLOCK, A-29, A-30, A-32).
 */
import { ADMIN_TYPE_ROLES, selectableRoleCodes, type RoleCode } from '../lib/roles';

/** Seed 000 §4: what the complete-information dialog offers a user without roles. */
export const COMPLETE_INFORMATION_ROLES: readonly RoleCode[] = ['TEACHER', 'STUDENT', 'GUARDIAN'];

/** Seed 000 §4: the teacher's choices; the guardian's are these plus social learner. */
const TEACHER_CHOICES: readonly RoleCode[] = [
  'TEACHER',
  'GUARDIAN',
  'ACADEMIC_STAFF',
  'ELECTRIC_TEACHER',
  'EDU_ADMIN',
];

export interface RoleSwitchOptions {
  /** Ledger A-30: the first variant is the first-login complete-information dialog. */
  firstDialog?: boolean;
}

/** Seed 000 §4, §6: the role tag opens the switch dialog unless the current role is student. */
export function canOpenRoleSwitch(currentRole: RoleCode | null): boolean {
  return currentRole !== null && currentRole !== 'STUDENT';
}

/**
 * The roles a dialog offers (seed 000 §4, ledger A-29).
 * First dialog: the user's known roles when there are several, else teacher, student, guardian.
 * Switch dialog: admin-type → teacher, guardian, their own role; teacher → teacher, guardian and
 * the three admin-type roles; guardian → those plus social learner; social learner → guardian,
 * social learner; student → nothing. Social learner only when held and the current role is
 * guardian or social learner. EDU_EXPERT is never offered.
 */
export function roleSwitchChoices(
  currentRole: RoleCode | null,
  heldRoles: readonly string[],
  { firstDialog = false }: RoleSwitchOptions = {},
): RoleCode[] {
  const held = selectableRoleCodes(heldRoles);
  if (firstDialog) return held.length > 1 ? held : [...COMPLETE_INFORMATION_ROLES];
  const socialLearner: RoleCode[] = held.includes('SOCIAL_LEARNER') ? ['SOCIAL_LEARNER'] : [];
  switch (currentRole) {
    case 'TEACHER':
      return [...TEACHER_CHOICES];
    case 'GUARDIAN':
      return [...TEACHER_CHOICES, ...socialLearner];
    case 'SOCIAL_LEARNER':
      return ['GUARDIAN', ...socialLearner];
    case 'ACADEMIC_STAFF':
    case 'ELECTRIC_TEACHER':
    case 'EDU_ADMIN':
      return ['TEACHER', 'GUARDIAN', currentRole];
    default:
      return [];
  }
}

/** Seed 000 §4, §6: the stored choice for this user when still held, else the first role. */
export function restoreRole(roles: readonly RoleCode[], stored: string | null): RoleCode | null {
  return roles.find((role) => role === stored) ?? roles[0] ?? null;
}

/** Ledger A-30: activity sites where the complete-information dialog never shows. */
export const NO_COMPLETE_INFORMATION_PATHS: readonly string[] = ['/hd', '/cgi-bin/connect'];

/** True when `pathname` is `base` or below it. */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export interface CompleteInformationContext {
  /** Inside the embedded desktop app or mobile bridge (the app owns the identity). */
  embeddedApp: boolean;
  pathname: string;
}

/**
 * Seed 000 §4: a signed-in user (not a guest) without roles must choose one, except in the
 * embedded app and on the activity sites of ledger A-30 (/hd/*, /cgi-bin/connect).
 */
export function needsCompleteInformation(
  user: { user_id: string } | null,
  roles: readonly string[],
  { embeddedApp, pathname }: CompleteInformationContext,
): boolean {
  if (!user || embeddedApp) return false;
  if (selectableRoleCodes(roles).length > 0) return false;
  return !NO_COMPLETE_INFORMATION_PATHS.some((base) => isUnder(pathname, base));
}

/** Ledger A-30: the two first-login dialogs (complete information, choice among known roles). */
export type FirstDialogVariant = 'completeInformation' | 'knownRoles';

export interface FirstDialogContext extends CompleteInformationContext {
  /** The user chose a role before: on this browser, or saved on the account. */
  roleChosen: boolean;
}

/**
 * Seed 000 §4 with ledger A-30: a user without roles must complete information; a user with
 * several known roles who never chose one (here or on the account) is asked once which to use,
 * offered only those roles. Same exceptions as complete information (embedded app, /hd/*,
 * /cgi-bin/connect): there the app or the campaign owns the identity.
 */
export function firstDialogVariant(
  user: { user_id: string } | null,
  roles: readonly string[],
  context: FirstDialogContext,
): FirstDialogVariant | null {
  if (needsCompleteInformation(user, roles, context)) return 'completeInformation';
  if (!user || context.embeddedApp || context.roleChosen) return null;
  if (NO_COMPLETE_INFORMATION_PATHS.some((base) => isUnder(context.pathname, base))) return null;
  return selectableRoleCodes(roles).length > 1 ? 'knownRoles' : null;
}

/** Seed 000 §4: pages where switching to guardian first asks for confirmation. */
export const GUARDIAN_WARNING_PATHS: readonly string[] = ['/teacherTrainingNav', '/eduReform'];

/** Whether switching to `target` on `pathname` needs the identity.guardianWarning confirm. */
export function guardianWarningNeeded(target: RoleCode, pathname: string): boolean {
  return target === 'GUARDIAN' && GUARDIAN_WARNING_PATHS.some((base) => isUnder(pathname, base));
}

/** Page types a role may be blocked from (ledger A-32: eduReform = /eduReform/**). */
export type BlockablePageType = 'teacherTraining' | 'family' | 'eduReform' | 'paper';

/** Seed 000 §6: blocked page types per role; a blocked role is redirected to /. */
export const BLOCKED_PAGE_TYPES: Readonly<Partial<Record<RoleCode, readonly BlockablePageType[]>>> =
  {
    STUDENT: ['teacherTraining', 'family', 'eduReform'],
    GUARDIAN: ['teacherTraining', 'eduReform'],
    SOCIAL_LEARNER: ['paper'],
  };

export function blockedFor(role: RoleCode | null, pageType: string | null | undefined): boolean {
  if (!role || !pageType) return false;
  return (BLOCKED_PAGE_TYPES[role] as readonly string[] | undefined)?.includes(pageType) ?? false;
}

/** Seed 000 §6: the roles that can be school-verified (only these ask for the status). */
export const SCHOOL_VERIFIABLE_ROLES: readonly RoleCode[] = ['TEACHER', ...ADMIN_TYPE_ROLES];

export function canBeSchoolVerified(role: RoleCode | null): boolean {
  return role !== null && SCHOOL_VERIFIABLE_ROLES.includes(role);
}

/** Seed 000 §7: teacher verify status answer. */
export interface TeacherVerifyStatus {
  code: number;
  school?: unknown;
}

/** Seed 000 §6: verified when the status code is 2 and a school is returned. */
export const SCHOOL_VERIFIED_CODE = 2;

export function isSchoolVerified(status: TeacherVerifyStatus | null | undefined): boolean {
  return (
    !!status &&
    status.code === SCHOOL_VERIFIED_CODE &&
    status.school !== null &&
    status.school !== undefined &&
    status.school !== ''
  );
}
