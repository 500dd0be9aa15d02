/**
 * The calls special-space qualification makes (seed 000 §6, §7; ledger CORE-SPACE-02..05,
 * CORE-API-31/32/44): the sun-teacher schools, the class memberships (paged in
 * identityService.ts) and the configured school list, a static config file of `school_id`
 * entries whose location is environment configuration (A-33: `specialSpace.schoolListPath`
 * on the `static` service in site-configs/environments.json).
 */
import { isRecord, listFrom } from './answers';
import type { HttpClient } from './http/types';
import type { IdentityService } from './identityService';

export interface SpecialSpaceService extends Pick<
  IdentityService,
  'classMemberships' | 'sunTeacherSchools'
> {
  /** `school_id` of every entry of the configured school list (asked once per page load). */
  schoolIds(): Promise<string[]>;
}

/** The school ids of a school-list answer: a bare list or a wrapped one, ids as text. */
export function schoolIdsFrom(answer: unknown): string[] {
  return listFrom<unknown>(answer).flatMap((entry) =>
    isRecord(entry) && (typeof entry.school_id === 'string' || typeof entry.school_id === 'number')
      ? [String(entry.school_id)]
      : [],
  );
}

export function createSpecialSpaceService(
  client: HttpClient,
  identity: Pick<IdentityService, 'classMemberships' | 'sunTeacherSchools'>,
  schoolListPath: string | undefined,
): SpecialSpaceService {
  let schoolList: Promise<string[]> | null = null;
  return {
    classMemberships: (userId) => identity.classMemberships(userId),
    sunTeacherSchools: (userId) => identity.sunTeacherSchools(userId),
    schoolIds() {
      // Without a configured list no school qualifies a student (A-33: the list is config).
      if (!schoolListPath) return Promise.resolve([]);
      if (!schoolList) {
        const pending = client
          .request({ service: 'static', method: 'GET', path: schoolListPath, noAuth: true })
          .then(schoolIdsFrom);
        // A failed fetch is asked again next time rather than remembered as "no schools".
        pending.catch(() => {
          if (schoolList === pending) schoolList = null;
        });
        schoolList = pending;
      }
      return schoolList;
    },
  };
}
