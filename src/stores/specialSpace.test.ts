import { describe, expect, it } from 'vitest';
import type { RoleCode } from '../lib/roles';
import type { ClassMembership } from '../services/identityService';
import { MemoryStorage } from '../services/testing/fakes';
import {
  isSpecialSpace,
  qualifiesForSpecialSpace,
  specialSpaceConfigOf,
  specialSpaceStorageKey,
  studentMembershipQualifies,
} from './specialSpace';

const m = (class_member_type: string, class_type: string, school_id: string): ClassMembership => ({
  class_member_type,
  class_type,
  school_id,
});

describe('isSpecialSpace', () => {
  it.each<[string, string, boolean]>([
    ['/sunshine', 'www.example.cn', true],
    ['/ygxx/detail', 'www.example.cn', true],
    ['/hd/ygxx/detail', 'www.example.cn', true],
    ['/', 'www.example.cn', false],
    ['/sunshinex', 'www.example.cn', false],
    ['/', 'sun.example.cn', true],
    ['/', 'SUN.example.cn', true],
  ])('%s on %s → %s', (pathname, host, expected) => {
    expect(isSpecialSpace(pathname, host, ['sun.example.cn'])).toBe(expected);
  });
});

describe('specialSpaceConfigOf (A-33: hosts and school list are configuration)', () => {
  it('reads hosts (lower case) and the school-list path', () => {
    expect(
      specialSpaceConfigOf({
        specialSpace: { hosts: ['Sun.Example.cn', 3], schoolListPath: '/configs/list.json' },
      }),
    ).toEqual({ hosts: ['sun.example.cn'], schoolListPath: '/configs/list.json' });
  });

  it('ignores a missing or malformed entry', () => {
    expect(specialSpaceConfigOf({})).toEqual({ hosts: [] });
    expect(
      specialSpaceConfigOf({ specialSpace: { hosts: 'x', schoolListPath: 'x.json' } }),
    ).toEqual({ hosts: [], schoolListPath: undefined });
  });
});

describe('student membership', () => {
  it.each<[ClassMembership[], boolean]>([
    [[m('STUDENT', 'CLASS', 'S1')], true],
    [
      [m('TEACHER', 'CLASS', 'S1'), m('STUDENT', 'GROUP', 'S1'), m('STUDENT', 'CLASS', 'S9')],
      false,
    ],
    [[], false],
  ])('%j → %s', (memberships, expected) => {
    expect(studentMembershipQualifies(memberships, ['S1'])).toBe(expected);
  });
});

describe('qualifiesForSpecialSpace', () => {
  function identity(schools: unknown[], memberships: ClassMembership[], fail = false) {
    const calls: string[] = [];
    return {
      calls,
      service: {
        async sunTeacherSchools() {
          calls.push('schools');
          if (fail) throw new Error('down');
          return schools;
        },
        async classMemberships() {
          calls.push('memberships');
          if (fail) throw new Error('down');
          return memberships;
        },
      },
    };
  }
  const ask = (role: RoleCode, id: ReturnType<typeof identity>, storage: MemoryStorage) =>
    qualifiesForSpecialSpace({
      userId: 'u1',
      role,
      schoolIds: async () => {
        id.calls.push('school list');
        return ['S1'];
      },
      identity: id.service,
      storage,
    });

  it('qualifies a teacher with a school and caches the yes', async () => {
    const storage = new MemoryStorage();
    const id = identity([{ school_id: 'S1' }], []);
    expect(await ask('TEACHER', id, storage)).toBe(true);
    expect(await ask('TEACHER', id, storage)).toBe(true);
    expect(id.calls).toEqual(['schools']);
    expect(storage.getItem(specialSpaceStorageKey('u1'))).toBe('1');
  });

  it('does not cache a no, nor a failure', async () => {
    const storage = new MemoryStorage();
    const id = identity([], [m('STUDENT', 'CLASS', 'S9')]);
    expect(await ask('TEACHER', id, storage)).toBe(false);
    expect(await ask('STUDENT', id, storage)).toBe(false);
    expect(await ask('STUDENT', identity([], [], true), storage)).toBe(false);
    expect(storage.getItem(specialSpaceStorageKey('u1'))).toBeNull();
  });

  it('qualifies a student by membership and never asks for other roles', async () => {
    const id = identity([], [m('STUDENT', 'CLASS', 'S1')]);
    expect(await ask('STUDENT', id, new MemoryStorage())).toBe(true);
    expect(id.calls).toEqual(['memberships', 'school list']);
    const other = identity([{}], [m('STUDENT', 'CLASS', 'S1')]);
    expect(await ask('GUARDIAN', other, new MemoryStorage())).toBe(false);
    expect(other.calls).toEqual([]);
  });
});
