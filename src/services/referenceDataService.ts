/**
 * The platform's static reference files on the static host (seed 000 §3 "Reference data", §7
 * "Static reference files" under bdxcloud/configs/; ledger CORE-HELPER-41, CORE-API-46): asked
 * without auth, each once per page load (a failed attempt is forgotten so the next use asks
 * again). Loaded on first use (src/services/index.ts), outside the visitor's entry.
 *
 * The spec lists studio/school/section.json after the bdxcloud/configs/ files without its own
 * folder; it is read from under bdxcloud/configs/ like the others (a decision to confirm).
 */
import { createPromiseCache, isRecord, listFrom } from './answers';
import type { HttpClient } from './http/types';
import type { AreaNode } from '../lib/allowedAreas';
import { createSchoolService, type SchoolService } from './schoolService';
import { createUserProfileService, type UserProfileService } from './userProfileService';

export const RANK_AREA_INFO_PATH = '/bdxcloud/configs/rank_area_info.json';

/** One entry of a flat reference list (grade sections, subjects, job titles…). */
export interface ReferenceOption {
  code: string;
  name: string;
}

/** The flat reference files, by the name a caller asks for (seed 000 §7 order). */
export const REFERENCE_FILE_PATHS = {
  gradeSections: '/bdxcloud/configs/gradeSection.json',
  subjects: '/bdxcloud/configs/subjectCode.json',
  jobTitles: '/bdxcloud/configs/job_title.json',
  teacherHonours: '/bdxcloud/configs/teacher_honor.json',
  ethnicGroups: '/bdxcloud/configs/national.json',
  degrees: '/bdxcloud/configs/degree.json',
  politicalStatuses: '/bdxcloud/configs/political_status.json',
  itSkills: '/bdxcloud/configs/info_tech_skill.json',
  studentTypes: '/bdxcloud/configs/normal_student_type.json',
  normalMajors: '/bdxcloud/configs/normal_major_info.json',
  schoolSections: '/bdxcloud/configs/studio/school/section.json',
} as const;

export type ReferenceListName = keyof typeof REFERENCE_FILE_PATHS;

export interface ReferenceDataService {
  /** The area tree (area_code, area_name, childrens); failures reject. */
  rankAreaInfo(): Promise<AreaNode[]>;
  /** One flat reference file (REFERENCE_FILE_PATHS) as code/name options; failures reject. */
  list(name: ReferenceListName): Promise<ReferenceOption[]>;
  /**
   * Schools and majors (§3 counts them as reference data; schoolService.ts owns their paths).
   * Optional so test doubles may leave it out; always there in production.
   */
  schools?: SchoolService;
  /**
   * The profile form's saved profile (userProfileService.ts owns the path). It rides in this
   * lazily loaded chunk, the one the profile form loads anyway, so the visitor's entry script
   * carries no loader of its own for it (entry budget 130 kB gzip).
   */
  userProfile?: UserProfileService;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

/**
 * Options of a reference answer. The spec does not show the files' contents: `code` / `name`
 * are read, with the usual alternatives (`id`, `value`, `*_code`; `title`, `label`, `*_name`).
 */
export function optionsFrom(answer: unknown): ReferenceOption[] {
  return listFrom<unknown>(answer).flatMap((item): ReferenceOption[] => {
    if (!isRecord(item)) return [];
    const keys = Object.keys(item);
    const code =
      text(item.code) ??
      text(item.id) ??
      text(item.value) ??
      text(item[keys.find((key) => key.endsWith('_code')) ?? '']);
    const name =
      text(item.name) ??
      text(item.title) ??
      text(item.label) ??
      text(item[keys.find((key) => key.endsWith('_name')) ?? '']);
    return code ? [{ code, name: name ?? code }] : [];
  });
}

function areasFrom(answer: unknown): AreaNode[] {
  return listFrom<unknown>(answer).flatMap((item): AreaNode[] => {
    if (!isRecord(item) || typeof item.area_code !== 'string') return [];
    return [
      {
        area_code: item.area_code,
        area_name: typeof item.area_name === 'string' ? item.area_name : item.area_code,
        childrens: areasFrom(item.childrens),
      },
    ];
  });
}

export function createReferenceDataService(client: HttpClient): ReferenceDataService {
  let areas: Promise<AreaNode[]> | null = null;
  const lists = createPromiseCache<ReferenceOption[]>();
  return {
    schools: createSchoolService(client),
    userProfile: createUserProfileService(client),
    rankAreaInfo() {
      if (!areas) {
        const pending = client
          .request<unknown>({
            service: 'static',
            method: 'GET',
            path: RANK_AREA_INFO_PATH,
            noAuth: true,
          })
          .then(areasFrom);
        pending.catch(() => {
          if (areas === pending) areas = null;
        });
        areas = pending;
      }
      return areas;
    },
    list(name) {
      const path = REFERENCE_FILE_PATHS[name];
      return lists.get(path, () =>
        client
          .request<unknown>({ service: 'static', method: 'GET', path, noAuth: true })
          .then(optionsFrom),
      );
    },
  };
}
