/**
 * The signed-in user's profile of the profile form (blocks/profile-form), on the user-centre
 * service. The spec shows no save call (seed 000 §7): `GET` / `PUT /v1/users/{id}/profile` are
 * the stand-in's paths, a decision to confirm against the real user centre. Loaded on first
 * use (`PortalServices.userProfile`), outside the visitor's entry.
 */
import { isRecord, segment } from './answers';
import type { HttpClient } from './http/types';

export const userProfilePath = (userId: string) => `/v1/users/${segment(userId)}/profile`;

/** The saved fields, each a code of its reference list (or a year, a school id). */
export interface UserProfile {
  area_code?: string;
  school_id?: string;
  school_name?: string;
  grade_section?: string;
  subject?: string;
  job_title?: string;
  honour?: string;
  national?: string;
  degree?: string;
  political_status?: string;
  info_tech_skill?: string;
  student_type?: string;
  major?: string;
  graduation_year?: string;
}

export interface UserProfileService {
  /** The saved profile ({} when none); failures reject. */
  get(userId: string): Promise<UserProfile>;
  /** Saves the profile (empty fields dropped) and answers what was saved; failures reject with the server message. */
  save(userId: string, profile: UserProfile): Promise<UserProfile>;
}

function profileFrom(answer: unknown): UserProfile {
  if (!isRecord(answer)) return {};
  return Object.fromEntries(
    Object.entries(answer).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  ) as UserProfile;
}

export function createUserProfileService(client: HttpClient): UserProfileService {
  return {
    async get(userId) {
      return profileFrom(
        await client.request<unknown>({
          service: 'uc',
          method: 'GET',
          path: userProfilePath(userId),
        }),
      );
    },
    async save(userId, profile) {
      const data = Object.fromEntries(
        Object.entries(profile).filter(([, value]) => Boolean(value)),
      );
      return profileFrom(
        await client.request<unknown>({
          service: 'uc',
          method: 'PUT',
          path: userProfilePath(userId),
          data,
        }),
      );
    },
  };
}
