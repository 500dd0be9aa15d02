/**
 * Schools and majors on the user-centre service (seed 000 §7 "School detail and lists",
 * "Majors"; §8 "majors failures → empty result"; ledger CORE-API-33/34/35/37). Loaded on first
 * use (`PortalServices.schools`), outside the visitor's entry.
 */
import { isRecord, listFrom, segment } from './answers';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

export const schoolDetailPath = (schoolId: string) =>
  `/v1/school_infos/${segment(schoolId)}/actions/detail`;
export const areaSchoolsPath = (areaCode: string) =>
  `/v1/area_infos/${segment(areaCode)}/school_infos`;
export const SCHOOL_SEARCH_PATH = '/v1/school_infos/from_es';
export const majorCodesPath = (schoolId: string) => `/v1/schools/${segment(schoolId)}/majors/codes`;
export const majorSearchPath = (schoolId: string) =>
  `/v1/school_infos/${segment(schoolId)}/majors/actions/search`;

export interface SchoolInfo {
  school_id: string;
  school_name: string;
  area_code?: string;
  /** Section codes of bdxcloud/configs/studio/school/section.json. */
  grade_sections: string[];
  address?: string;
}

export interface SchoolSearch {
  schoolName: string;
  areaCode: string;
  offset: number;
  limit: number;
}

export interface Major {
  code: string;
  name: string;
}

export interface SchoolService {
  /** GET /v1/school_infos/{id}/actions/detail; 404 → null, other failures reject. */
  detail(schoolId: string): Promise<SchoolInfo | null>;
  /** GET /v1/area_infos/{area_code}/school_infos; failures reject. */
  areaSchools(areaCode: string): Promise<SchoolInfo[]>;
  /** GET /v1/school_infos/from_es (offset, limit, school_name, area_code, grade_section_contain=true). */
  search(query: SchoolSearch): Promise<SchoolInfo[]>;
  /**
   * The school's majors: its codes (GET /v1/schools/{id}/majors/codes), then those majors
   * (POST /v1/school_infos/{id}/majors/actions/search). Any failure → [] (§8).
   */
  majors(schoolId: string): Promise<Major[]>;
}

/** Up to this many majors are asked in one search (a school teaches far fewer). */
export const MAJOR_SEARCH_LIMIT = 100;

export function schoolFrom(item: unknown): SchoolInfo | null {
  if (!isRecord(item)) return null;
  const id = item.school_id ?? item.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const sections = item.grade_sections ?? item.grade_section;
  return {
    school_id: String(id),
    school_name: typeof item.school_name === 'string' ? item.school_name : String(id),
    area_code: typeof item.area_code === 'string' ? item.area_code : undefined,
    grade_sections: Array.isArray(sections)
      ? sections.map(String)
      : typeof sections === 'string'
        ? sections.split(',').filter(Boolean)
        : [],
    address: typeof item.address === 'string' ? item.address : undefined,
  };
}

const schoolsFrom = (answer: unknown): SchoolInfo[] =>
  listFrom<unknown>(answer).flatMap((item) => schoolFrom(item) ?? []);

function majorsFrom(answer: unknown): Major[] {
  return listFrom<unknown>(answer).flatMap((item): Major[] => {
    if (!isRecord(item)) return [];
    const code = item.major_code ?? item.code;
    if (typeof code !== 'string') return [];
    const name = item.major_name ?? item.name;
    return [{ code, name: typeof name === 'string' ? name : code }];
  });
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export function createSchoolService(client: HttpClient): SchoolService {
  return {
    async detail(schoolId) {
      try {
        const answer = await client.request<unknown>({
          service: 'uc',
          method: 'GET',
          path: schoolDetailPath(schoolId),
        });
        return schoolFrom(answer);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async areaSchools(areaCode) {
      const answer = await client.request<unknown>({
        service: 'uc',
        method: 'GET',
        path: areaSchoolsPath(areaCode),
      });
      return schoolsFrom(answer);
    },
    async search({ schoolName, areaCode, offset, limit }) {
      const answer = await client.request<unknown>({
        service: 'uc',
        method: 'GET',
        path: SCHOOL_SEARCH_PATH,
        query: {
          offset,
          limit,
          school_name: schoolName,
          area_code: areaCode,
          grade_section_contain: true,
        },
      });
      return schoolsFrom(answer);
    },
    async majors(schoolId) {
      try {
        const codes = listFrom<unknown>(
          await client.request<unknown>({
            service: 'uc',
            method: 'GET',
            path: majorCodesPath(schoolId),
          }),
        ).map(String);
        const answer = await client.request<unknown>({
          service: 'uc',
          method: 'POST',
          path: majorSearchPath(schoolId),
          data: { major_codes: codes, offset: 0, limit: MAJOR_SEARCH_LIMIT },
        });
        return majorsFrom(answer);
      } catch {
        return [];
      }
    },
  };
}
