import { describe, expect, it } from 'vitest';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import { createTranslator, type MessageCatalogue } from '../runtime/messages/translator';
import {
  campaignRole,
  siteRole,
  isRoleCode,
  ROLE_CODES,
  roleIAmRef,
  roleLabelRef,
  selectableRoleCodes,
  type RoleCode,
} from './roles';

const zhT = createTranslator(zhCN as MessageCatalogue, zhCN as MessageCatalogue);
const enT = createTranslator(en as MessageCatalogue, zhCN as MessageCatalogue);

describe('role labels (seed 000 §3, ledger A-31)', () => {
  it.each<[RoleCode, string, string]>([
    ['STUDENT', '学生', '我是学生'],
    ['TEACHER', '教师', '我是教师'],
    ['GUARDIAN', '家长', '我是家长'],
    ['EDU_ADMIN', '教育管理者', '我是教育管理者'],
    ['ACADEMIC_STAFF', '教研员', '我是教研员'],
    ['ELECTRIC_TEACHER', '电教人员', '我是电教人员'],
    ['SOCIAL_LEARNER', '社会学习者', '我是社会学习者'],
  ])('%s → %s / %s', (role, label, iAm) => {
    expect(zhT(roleLabelRef(role))).toBe(label);
    expect(zhT(roleIAmRef(role))).toBe(iAm);
  });

  it('has an English label and I-am label for every role', () => {
    for (const role of ROLE_CODES) {
      expect(Object.keys(en)).toContain(`role.${role}`);
      expect(Object.keys(en)).toContain(`role.${role}.iAm`);
    }
    expect(enT(roleLabelRef('GUARDIAN'))).toBe('Parent');
  });
});

describe('selectable roles', () => {
  it('drops EDU_EXPERT, unknown codes and duplicates, keeping order', () => {
    expect(selectableRoleCodes(['GUARDIAN', 'EDU_EXPERT', 'X', 'TEACHER', 'GUARDIAN', 3])).toEqual([
      'GUARDIAN',
      'TEACHER',
    ]);
    expect(isRoleCode('EDU_EXPERT')).toBe(false);
    expect(isRoleCode('SOCIAL_LEARNER')).toBe(true);
  });
});

describe('campaign role priority (seed 001 §6)', () => {
  it.each<[RoleCode[], RoleCode | null]>([
    [['GUARDIAN', 'TEACHER'], 'TEACHER'],
    [['STUDENT', 'EDU_ADMIN'], 'EDU_ADMIN'],
    [['ELECTRIC_TEACHER', 'ACADEMIC_STAFF'], 'ACADEMIC_STAFF'],
    [['GUARDIAN', 'ELECTRIC_TEACHER'], 'ELECTRIC_TEACHER'],
    [['SOCIAL_LEARNER', 'GUARDIAN', 'STUDENT'], 'STUDENT'],
    [['SOCIAL_LEARNER', 'GUARDIAN'], 'GUARDIAN'],
    [['SOCIAL_LEARNER'], 'SOCIAL_LEARNER'],
    [[], null],
  ])('%j → %s', (held, expected) => {
    expect(campaignRole(held)).toBe(expected);
  });
});

describe('siteRole: the role a page acts as', () => {
  it('campaign sites take the seed 001 §6 priority; the portal keeps the chosen role', () => {
    expect(siteRole('campaign', 'STUDENT', ['STUDENT', 'TEACHER'])).toBe('TEACHER');
    expect(siteRole('portal', 'STUDENT', ['STUDENT', 'TEACHER'])).toBe('STUDENT');
    expect(siteRole('campaign', null, [])).toBeNull();
  });
});
