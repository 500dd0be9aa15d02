/**
 * Identity calls of the user centre (seed 000 §7): save identity, identities, teacher verify
 * status, class memberships, sun-teacher schools. Paths are owned by userCentreService.ts and
 * documented in server/README.md (the spec does not show the save-identity path).
 */
import { CLASS_MEMBERSHIP_PAGE_SIZE } from '../lib/specConstants';
import { isRecord, listFrom } from './answers';
import type { HttpClient } from './http/types';
import {
  classMembershipsPath,
  currentIdentityPath,
  identitiesPath,
  SAVE_IDENTITY_PATH,
  sunTeacherSchoolsPath,
  TEACHER_VERIFY_STATUS_PATH,
} from './userCentreService';

/** Seed 000 §3: one identity; only tenant_id 0 counts. */
export interface Identity {
  identity_code: string;
  identity_name?: string;
  tenant_id: number;
}

/** Seed 000 §6: a class membership (special-space qualification reads these fields). */
export interface ClassMembership {
  class_member_type: string;
  class_type: string;
  school_id: string;
  [field: string]: unknown;
}

export interface TeacherVerifyStatusAnswer {
  code: number;
  school: unknown;
}

export interface IdentityService {
  /** Seed 000 §7 'Save identity': the chosen role of the user (added when not yet held). */
  saveIdentity(userId: string, role: string): Promise<void>;
  /** Identities of the user with tenant_id 0 (others do not count). */
  identities(userId: string): Promise<Identity[]>;
  /**
   * The identity the user last saved ("Save identity"), or null when the user never chose.
   * Rejects when the user centre cannot say.
   */
  savedIdentity(userId: string): Promise<Identity | null>;
  /** Adds an identity (POST with identity_code). */
  addIdentity(userId: string, identityCode: string): Promise<void>;
  teacherVerifyStatus(userType: string): Promise<TeacherVerifyStatusAnswer>;
  /** Every class membership, paged by CLASS_MEMBERSHIP_PAGE_SIZE. */
  classMemberships(userId: string): Promise<ClassMembership[]>;
  sunTeacherSchools(userId: string): Promise<unknown[]>;
}

/** Seed 000 §3: only identities of tenant 0 count. */
export function platformIdentities(items: unknown[]): Identity[] {
  return items.filter(
    (item): item is Identity =>
      isRecord(item) && typeof item.identity_code === 'string' && Number(item.tenant_id) === 0,
  );
}

export function createIdentityService(client: HttpClient): IdentityService {
  return {
    async saveIdentity(userId, role) {
      await client.request({
        service: 'uc',
        method: 'POST',
        path: SAVE_IDENTITY_PATH,
        data: { userId, role },
      });
    },
    async identities(userId) {
      const answer = await client.request({
        service: 'uc',
        method: 'GET',
        path: identitiesPath(userId),
      });
      return platformIdentities(listFrom(answer));
    },
    async savedIdentity(userId) {
      const answer = await client.request({
        service: 'uc',
        method: 'GET',
        path: currentIdentityPath(userId),
      });
      const identity = isRecord(answer) ? answer.identity : null;
      return isRecord(identity) && typeof identity.identity_code === 'string'
        ? {
            ...identity,
            identity_code: identity.identity_code,
            tenant_id: Number(identity.tenant_id),
          }
        : null;
    },
    async addIdentity(userId, identityCode) {
      await client.request({
        service: 'uc',
        method: 'POST',
        path: identitiesPath(userId),
        data: { identity_code: identityCode },
      });
    },
    async teacherVerifyStatus(userType) {
      const answer = await client.request({
        service: 'uc',
        method: 'GET',
        path: TEACHER_VERIFY_STATUS_PATH,
        query: { user_type: userType },
      });
      if (!isRecord(answer)) return { code: 0, school: null };
      return { code: Number(answer.code), school: answer.school ?? null };
    },
    async classMemberships(userId) {
      const all: ClassMembership[] = [];
      // Seed 000 §7: a total at or below the page size comes back at once; else page on.
      for (let offset = 0; ; offset += CLASS_MEMBERSHIP_PAGE_SIZE) {
        const answer = await client.request({
          service: 'uc',
          method: 'GET',
          path: classMembershipsPath(userId),
          query: { $offset: offset, $limit: CLASS_MEMBERSHIP_PAGE_SIZE },
        });
        const items = listFrom<ClassMembership>(answer);
        all.push(...items);
        const total = isRecord(answer) ? Number(answer.total) : NaN;
        const known = Number.isFinite(total) ? total : all.length;
        if (items.length === 0 || all.length >= known) return all;
      }
    },
    async sunTeacherSchools(userId) {
      const answer = await client.request({
        service: 'uc',
        method: 'GET',
        path: sunTeacherSchoolsPath(userId),
      });
      return listFrom(answer);
    },
  };
}
