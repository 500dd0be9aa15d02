/**
 * Special-space mode (seed 000 §6, ledger CORE-SPACE-01..06, A-33): where it applies and who
 * qualifies. A teacher qualifies with at least one sun-teacher school; a student with a STUDENT
 * membership of a CLASS in a school of the configured list. Only positive answers are cached
 * (per user), so a user who becomes qualified is not held back by an old "no".
 *
 * The special hosts and the school-list location are configuration: each environment of
 * site-configs/environments.json may carry
 * `"specialSpace": { "hosts": ["…"], "schoolListPath": "/…/school_list.json" }` (the path is on
 * the environment's `static` service). Without it no host is special and no school qualifies.
 */
import type { RoleCode } from '../lib/roles';
import type { StorageLike } from '../services/http/types';
import type { ClassMembership, IdentityService } from '../services/identityService';
import { isUnder } from './roleSwitch';

/** Seed 000 §6 paths (ledger HD-ROUTE-09 adds the /hd copies). */
export const SPECIAL_SPACE_PATHS: readonly string[] = [
  '/sunshine',
  '/ygxx',
  '/hd/sunshine',
  '/hd/ygxx',
];

/** Special-space mode is on for its paths and for the configured hosts (A-33: config). */
export function isSpecialSpace(
  pathname: string,
  host: string,
  specialHosts: readonly string[],
): boolean {
  return (
    specialHosts.includes(host.toLowerCase()) ||
    SPECIAL_SPACE_PATHS.some((base) => isUnder(pathname, base))
  );
}

export interface SpecialSpaceConfig {
  /** Host names (no port) on which every page is in special-space mode. */
  hosts: string[];
  /** Path of the school-list config file on the `static` service. */
  schoolListPath?: string;
}

/** The environment's `specialSpace` entry, read defensively (anything malformed is ignored). */
export function specialSpaceConfigOf(env: object): SpecialSpaceConfig {
  const raw = Object.prototype.hasOwnProperty.call(env, 'specialSpace')
    ? (env as { specialSpace?: unknown }).specialSpace
    : undefined;
  if (!raw || typeof raw !== 'object') return { hosts: [] };
  const { hosts, schoolListPath } = raw as { hosts?: unknown; schoolListPath?: unknown };
  return {
    hosts: Array.isArray(hosts)
      ? hosts.filter((host): host is string => typeof host === 'string').map((h) => h.toLowerCase())
      : [],
    schoolListPath:
      typeof schoolListPath === 'string' && schoolListPath.startsWith('/')
        ? schoolListPath
        : undefined,
  };
}

export function specialSpaceStorageKey(userId: string): string {
  return `edu.specialSpace.${userId}`;
}

/** Seed 000 §6: a STUDENT membership of a CLASS in one of the listed schools. */
export function studentMembershipQualifies(
  memberships: readonly ClassMembership[],
  schoolIds: readonly string[],
): boolean {
  return memberships.some(
    (membership) =>
      membership.class_member_type === 'STUDENT' &&
      membership.class_type === 'CLASS' &&
      schoolIds.includes(String(membership.school_id)),
  );
}

export interface QualificationInput {
  userId: string;
  role: RoleCode | null;
  /** school_id entries of the configured school-list file (only fetched for a student). */
  schoolIds: () => Promise<readonly string[]>;
  identity: Pick<IdentityService, 'classMemberships' | 'sunTeacherSchools'>;
  storage: StorageLike;
}

/** Whether the user qualifies; a lookup failure counts as not qualified (and is not cached). */
export async function qualifiesForSpecialSpace(input: QualificationInput): Promise<boolean> {
  const { userId, role, schoolIds, identity, storage } = input;
  const key = specialSpaceStorageKey(userId);
  try {
    if (storage.getItem(key) === '1') return true;
  } catch {
    // storage unavailable: ask
  }
  let qualified = false;
  try {
    if (role === 'TEACHER') qualified = (await identity.sunTeacherSchools(userId)).length > 0;
    if (role === 'STUDENT') {
      const [memberships, schools] = await Promise.all([
        identity.classMemberships(userId),
        schoolIds(),
      ]);
      qualified = studentMembershipQualifies(memberships, schools);
    }
  } catch {
    return false;
  }
  if (qualified) {
    try {
      storage.setItem(key, '1');
    } catch {
      // storage unavailable: asked again next time
    }
  }
  return qualified;
}
