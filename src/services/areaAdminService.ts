/**
 * Area administration calls (seed 000 §2 `/areaAdmin`, §6, §7 private area schools; ledger
 * CORE-API-36) on the user-centre service: the areas the signed-in administrator manages and the
 * schools of one. Loaded on first use (src/services/index.ts), outside the visitor's entry.
 */
import { isRecord, listFrom } from './answers';
import type { HttpClient } from './http/types';

export interface ManagedArea {
  area_code: string;
  area_name: string;
}

export interface AreaSchool {
  school_id: string;
  school_name: string;
  grade_sections: string[];
}

export interface AreaAdminService {
  areas(): Promise<ManagedArea[]>;
  /** GET /v1/private/areas/schools/{id}; a refusal rejects with the server's message. */
  schools(areaCode: string): Promise<AreaSchool[]>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function createAreaAdminService(client: HttpClient): AreaAdminService {
  return {
    async areas() {
      const answer = await client.request<unknown>({
        service: 'uc',
        method: 'GET',
        path: '/v1/private/areas',
      });
      return listFrom<unknown>(answer).flatMap((item) =>
        isRecord(item) && text(item.area_code)
          ? [{ area_code: text(item.area_code), area_name: text(item.area_name) }]
          : [],
      );
    },
    async schools(areaCode) {
      const answer = await client.request<unknown>({
        service: 'uc',
        method: 'GET',
        path: `/v1/private/areas/schools/${encodeURIComponent(areaCode)}`,
      });
      return listFrom<unknown>(isRecord(answer) ? answer.items : answer).flatMap((item) =>
        isRecord(item) && text(item.school_id)
          ? [
              {
                school_id: text(item.school_id),
                school_name: text(item.school_name),
                grade_sections: Array.isArray(item.grade_sections)
                  ? item.grade_sections.filter((it): it is string => typeof it === 'string')
                  : [],
              },
            ]
          : [],
      );
    },
  };
}
