/**
 * The platform's static reference files on the static host (seed 000 §7 "Static reference
 * files" under bdxcloud/configs/; ledger CORE-API-46): asked without auth, once per page load
 * (a failed attempt is forgotten so the next use asks again). Loaded on first use
 * (src/services/index.ts), outside the visitor's entry.
 */
import { isRecord, listFrom } from './answers';
import type { HttpClient } from './http/types';
import type { AreaNode } from '../lib/allowedAreas';

export const RANK_AREA_INFO_PATH = '/bdxcloud/configs/rank_area_info.json';

export interface ReferenceDataService {
  /** The area tree (area_code, area_name, childrens); failures reject. */
  rankAreaInfo(): Promise<AreaNode[]>;
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
  return {
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
  };
}
