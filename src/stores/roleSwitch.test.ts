import { describe, expect, it } from 'vitest';
import type { RoleCode } from '../lib/roles';
import {
  blockedFor,
  canBeSchoolVerified,
  canOpenRoleSwitch,
  firstDialogVariant,
  guardianWarningNeeded,
  isSchoolVerified,
  needsCompleteInformation,
  restoreRole,
  roleSwitchChoices,
} from './roleSwitch';

const ADMINS: RoleCode[] = ['ACADEMIC_STAFF', 'ELECTRIC_TEACHER', 'EDU_ADMIN'];
const TEACHER_SET = ['TEACHER', 'GUARDIAN', ...ADMINS];

describe('role switch matrix (seed 000 §4, ledger CORE-ROLE-09..17, A-29)', () => {
  it.each<[RoleCode | null, string[], string[]]>([
    ['ACADEMIC_STAFF', ['ACADEMIC_STAFF'], ['TEACHER', 'GUARDIAN', 'ACADEMIC_STAFF']],
    ['ELECTRIC_TEACHER', ['ELECTRIC_TEACHER'], ['TEACHER', 'GUARDIAN', 'ELECTRIC_TEACHER']],
    ['EDU_ADMIN', ['EDU_ADMIN'], ['TEACHER', 'GUARDIAN', 'EDU_ADMIN']],
    ['EDU_ADMIN', ['EDU_ADMIN', 'SOCIAL_LEARNER'], ['TEACHER', 'GUARDIAN', 'EDU_ADMIN']],
    ['TEACHER', ['TEACHER'], TEACHER_SET],
    ['TEACHER', ['TEACHER', 'SOCIAL_LEARNER'], TEACHER_SET],
    ['GUARDIAN', ['GUARDIAN'], TEACHER_SET],
    ['GUARDIAN', ['GUARDIAN', 'SOCIAL_LEARNER'], [...TEACHER_SET, 'SOCIAL_LEARNER']],
    ['SOCIAL_LEARNER', ['SOCIAL_LEARNER'], ['GUARDIAN', 'SOCIAL_LEARNER']],
    ['SOCIAL_LEARNER', [], ['GUARDIAN']],
    ['STUDENT', ['STUDENT', 'TEACHER'], []],
    [null, [], []],
    ['TEACHER', ['TEACHER', 'EDU_EXPERT'], TEACHER_SET],
  ])('current %s holding %j → %j', (current, held, expected) => {
    expect(roleSwitchChoices(current, held)).toEqual(expected);
    expect(roleSwitchChoices(current, held)).not.toContain('EDU_EXPERT');
  });

  it.each<[string[], string[]]>([
    [[], ['TEACHER', 'STUDENT', 'GUARDIAN']],
    [['TEACHER'], ['TEACHER', 'STUDENT', 'GUARDIAN']],
    [
      ['TEACHER', 'GUARDIAN'],
      ['TEACHER', 'GUARDIAN'],
    ],
    [
      ['EDU_EXPERT', 'TEACHER'],
      ['TEACHER', 'STUDENT', 'GUARDIAN'],
    ],
    [
      ['EDU_EXPERT', 'TEACHER', 'SOCIAL_LEARNER'],
      ['TEACHER', 'SOCIAL_LEARNER'],
    ],
  ])('first dialog holding %j → %j', (held, expected) => {
    expect(roleSwitchChoices('TEACHER', held, { firstDialog: true })).toEqual(expected);
  });

  it('opens the switch dialog for every role but student', () => {
    expect(canOpenRoleSwitch('STUDENT')).toBe(false);
    expect(canOpenRoleSwitch(null)).toBe(false);
    for (const role of ['TEACHER', 'GUARDIAN', 'SOCIAL_LEARNER', ...ADMINS] as RoleCode[]) {
      expect(canOpenRoleSwitch(role)).toBe(true);
    }
  });
});

describe('restoreRole', () => {
  it.each<[RoleCode[], string | null, RoleCode | null]>([
    [['TEACHER', 'GUARDIAN'], 'GUARDIAN', 'GUARDIAN'],
    [['GUARDIAN', 'TEACHER'], null, 'GUARDIAN'],
    [['TEACHER'], 'STUDENT', 'TEACHER'],
    [[], 'TEACHER', null],
  ])('%j with stored %s → %s', (roles, stored, expected) => {
    expect(restoreRole(roles, stored)).toBe(expected);
  });
});

describe('needsCompleteInformation (ledger A-30)', () => {
  const user = { user_id: 'u1' };
  const site = { embeddedApp: false, pathname: '/' };
  it.each<[string, { user_id: string } | null, string[], typeof site, boolean]>([
    ['no roles on /', user, [], site, true],
    ['no roles on /liveList', user, [], { ...site, pathname: '/liveList' }, true],
    ['only EDU_EXPERT counts as none', user, ['EDU_EXPERT'], site, true],
    ['has a role', user, ['STUDENT'], site, false],
    ['not signed in (or guest)', null, [], site, false],
    ['embedded app', user, [], { ...site, embeddedApp: true }, false],
    ['campaign site /hd/kpzy', user, [], { ...site, pathname: '/hd/kpzy' }, false],
    ['/hd itself', user, [], { ...site, pathname: '/hd' }, false],
    ['/hdx is not a campaign', user, [], { ...site, pathname: '/hdx' }, true],
    ['/cgi-bin/connect', user, [], { ...site, pathname: '/cgi-bin/connect' }, false],
  ])('%s', (_name, u, roles, context, expected) => {
    expect(needsCompleteInformation(u, roles, context)).toBe(expected);
  });
});

describe('firstDialogVariant (ledger A-30, CORE-ROLE-16)', () => {
  const user = { user_id: 'u1' };
  const at = (pathname: string, roleChosen = false, embeddedApp = false) => ({
    pathname,
    roleChosen,
    embeddedApp,
  });

  it('no role: complete information; several known roles without a choice: known roles', () => {
    expect(firstDialogVariant(user, [], at('/'))).toBe('completeInformation');
    expect(firstDialogVariant(user, ['TEACHER', 'GUARDIAN'], at('/'))).toBe('knownRoles');
    // EDU_EXPERT and unknown codes are not known roles.
    expect(firstDialogVariant(user, ['TEACHER', 'EDU_EXPERT', 'X'], at('/'))).toBeNull();
    expect(firstDialogVariant(user, ['TEACHER'], at('/'))).toBeNull();
  });

  it('asks once: not when this browser holds a choice, nor in the app, nor on /hd or the bridge', () => {
    const roles = ['TEACHER', 'GUARDIAN'];
    expect(firstDialogVariant(user, roles, at('/', true))).toBeNull();
    expect(firstDialogVariant(user, roles, at('/', false, true))).toBeNull();
    expect(firstDialogVariant(user, roles, at('/hd/kpzy'))).toBeNull();
    expect(firstDialogVariant(user, roles, at('/cgi-bin/connect'))).toBeNull();
    expect(firstDialogVariant(null, roles, at('/'))).toBeNull();
  });
});

describe('guardianWarningNeeded', () => {
  it.each<[RoleCode, string, boolean]>([
    ['GUARDIAN', '/teacherTrainingNav', true],
    ['GUARDIAN', '/teacherTrainingNav/x', true],
    ['GUARDIAN', '/eduReform', true],
    ['GUARDIAN', '/eduReform/detail', true],
    ['GUARDIAN', '/', false],
    ['GUARDIAN', '/family', false],
    ['TEACHER', '/eduReform', false],
  ])('%s on %s → %s', (target, pathname, expected) => {
    expect(guardianWarningNeeded(target, pathname)).toBe(expected);
  });
});

describe('blockedFor (seed 000 §6, ledger A-32)', () => {
  const pageTypes = ['teacherTraining', 'family', 'eduReform', 'paper'];
  it.each<[RoleCode, string[]]>([
    ['STUDENT', ['teacherTraining', 'family', 'eduReform']],
    ['GUARDIAN', ['teacherTraining', 'eduReform']],
    ['SOCIAL_LEARNER', ['paper']],
    ['TEACHER', []],
    ['EDU_ADMIN', []],
    ['ACADEMIC_STAFF', []],
    ['ELECTRIC_TEACHER', []],
  ])('%s is blocked from %j', (role, blocked) => {
    expect(pageTypes.filter((type) => blockedFor(role, type))).toEqual(blocked);
  });

  it('blocks nothing without a role or page type', () => {
    expect(blockedFor(null, 'family')).toBe(false);
    expect(blockedFor('STUDENT', undefined)).toBe(false);
  });
});

describe('school verification (seed 000 §6)', () => {
  it.each<[unknown, boolean]>([
    [{ code: 2, school: { school_id: 's1' } }, true],
    [{ code: 2, school: '北京一中' }, true],
    [{ code: 1, school: { school_id: 's1' } }, false],
    [{ code: 2, school: null }, false],
    [{ code: 2 }, false],
    [null, false],
  ])('%j → %s', (status, expected) => {
    expect(isSchoolVerified(status as never)).toBe(expected);
  });

  it('only teacher and the admin-type roles can be verified', () => {
    expect(
      (['TEACHER', 'STUDENT', 'GUARDIAN', 'SOCIAL_LEARNER', ...ADMINS] as RoleCode[]).filter(
        canBeSchoolVerified,
      ),
    ).toEqual(['TEACHER', ...ADMINS]);
  });
});
