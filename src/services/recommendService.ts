/**
 * Recommendation lists (seed 000 §2 `/recommend/activity`, `/recommend/modelLesson`, §9
 * `recommend_week`; ledger CORE-ROUTE-19, CORE-CONST-14). The spec names the recommendation
 * service but shows no path; this is the stand-in's, on the course service:
 * `GET /v1/recommends/{kind}?week=<recommend_week>` → `{week, total, items}`. No login needed,
 * so it is asked without the token. Loaded on first use (src/services/index.ts).
 */
import { isRecord, listFrom, segment } from './answers';
import type { HttpClient } from './http/types';

export type RecommendKind = 'activity' | 'modelLesson';

export function recommendPath(kind: RecommendKind): string {
  return `/v1/recommends/${segment(kind)}`;
}

export interface RecommendItem {
  id: string;
  title: string;
  cover_url: string | null;
  /** Who offers it (school, press, organiser). */
  source: string | null;
  summary: string | null;
  /** Activities: their period as text; lessons: subject and grade. */
  label: string | null;
  /** The in-site page the card opens (an activity's site), or null. */
  link: string | null;
  /** Lessons: the detail resource the card opens. */
  resource_id: string | null;
  resource_type: string | null;
  /** Activities: their period as time labels (the card's status, ledger CORE-HELPER-38). */
  begin_time: string | null;
  end_time: string | null;
}

export interface RecommendPage {
  week: string;
  items: RecommendItem[];
}

export interface RecommendService {
  /** The recommendations of one kind for `week`; failures reject. */
  list(kind: RecommendKind, week: string): Promise<RecommendPage>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function itemFrom(item: unknown): RecommendItem[] {
  if (!isRecord(item) || !text(item.id)) return [];
  return [
    {
      id: text(item.id),
      title: text(item.title),
      cover_url: optionalText(item.cover_url),
      source: optionalText(item.source),
      summary: optionalText(item.summary),
      label: optionalText(item.label),
      link: optionalText(item.link),
      resource_id: optionalText(item.resource_id),
      resource_type: optionalText(item.resource_type),
      begin_time: optionalText(item.begin_time),
      end_time: optionalText(item.end_time),
    },
  ];
}

export function createRecommendService(client: HttpClient): RecommendService {
  return {
    async list(kind, week) {
      const answer = await client.request<unknown>({
        service: 'course',
        method: 'GET',
        path: recommendPath(kind),
        query: { week },
        noAuth: true,
        retry: true,
      });
      return {
        week: isRecord(answer) && typeof answer.week === 'string' ? answer.week : week,
        items: listFrom<unknown>(answer).flatMap(itemFrom),
      };
    },
  };
}
