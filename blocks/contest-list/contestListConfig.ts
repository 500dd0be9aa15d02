/**
 * The contest list config (seed 001 §3: JSON in a section's ext_param) and what each list status
 * shows (§4, ledger HD-DIAA-14..21, A-45, A-49). Pure: no React, so the custom block can tell a
 * contest-list section without loading the list's code.
 *
 * ```json
 * {"contests": [{"contest_id": "c1", "status": 1}, {"contest_id": "c7", "status": 5, "link": "https://…"}],
 *  "contest_ids": ["c1", …, "c8"], "overseas_contest_ids": ["c9"]}
 * ```
 *
 * - `contests` are the entries, in this order, each with its list status (0–5) and, for 5, the
 *   external participate link;
 * - `contest_ids` are the contests whose titles and dates the list asks the contest service for
 *   (POST /contests/actions/search). In the data contest they are the topics in topic order,
 *   so an entry's score page is `score?pos=` its 1-based place there (A-48: pos is the topic
 *   number); an entry not among them (an overseas contest) has no score link;
 * - `overseas_contest_ids` are rendered in their own group, 海外.
 */
import type { Section } from '../../src/services/entities';
import { isRecord } from '../../src/services/answers';
import {
  parseExtParam,
  type ExtParamResult,
  type HydratedSection,
} from '../../src/runtime/sections/hydrateSection';

export const CONTEST_LIST_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export type ContestListStatus = (typeof CONTEST_LIST_STATUSES)[number];

export interface ContestListEntry {
  contest_id: string;
  status: ContestListStatus;
  /** Status 5: where 立即参与 goes, opened directly in a new window. */
  link?: string;
}

export interface ContestListConfig {
  contests: ContestListEntry[];
  contest_ids: string[];
  overseas_contest_ids: string[];
}

export type ContestListParse =
  /** The section's ext_param holds no contest list: not a contest-list section. */
  | { kind: 'none' }
  /** It names a contest list that cannot be read: logged, the block is not shown. */
  | { kind: 'malformed'; error: string }
  /** `skipped`: entries left out, each with why (logged). */
  | { kind: 'list'; config: ContestListConfig; skipped: string[] };

export type BadgeKind = 'notStarted' | 'enrolling' | 'inProgress' | 'ended';

export interface StatusView {
  badge: BadgeKind;
  /** 立即参与: through the site's enrol gate, or the entry's own link (status 5). */
  join?: 'enroll' | 'external';
  /** 成绩公布 → score?pos={n}. */
  score?: boolean;
}

/** Seed 001 §4 with A-49's badge texts: what each status shows. */
export const STATUS_VIEWS: Readonly<Record<ContestListStatus, StatusView>> = {
  0: { badge: 'notStarted' },
  1: { badge: 'enrolling', join: 'enroll' },
  2: { badge: 'inProgress' },
  3: { badge: 'inProgress', score: true },
  4: { badge: 'ended', score: true },
  5: { badge: 'inProgress', join: 'external' },
};

/** The section's ext_param as an object: hydrated already, or parsed here (fixtures, preview). */
export function extParamOf(section: Section): ExtParamResult {
  const hydrated = section as HydratedSection;
  if (hydrated.ext !== undefined) return { ok: true, value: hydrated.ext };
  return parseExtParam(section.setting?.data?.ext_param);
}

const own = (record: Record<string, unknown>, key: string) =>
  Object.prototype.hasOwnProperty.call(record, key);

/** Whether an ext_param object is a contest list config (it names `contests`). */
export function isContestListExt(ext: Record<string, unknown> | undefined): boolean {
  return ext !== undefined && own(ext, 'contests');
}

function idList(value: unknown, name: string): string[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return `${name} is not a list`;
  return value.filter((id): id is string => typeof id === 'string' && id !== '');
}

/** Reads a contest list config from a section; see the module comment for its shape. */
export function contestListOf(section: Section): ContestListParse {
  const ext = extParamOf(section);
  if (!ext.ok) return { kind: 'malformed', error: ext.error };
  if (!isContestListExt(ext.value)) return { kind: 'none' };
  const value = ext.value as Record<string, unknown>;
  if (!Array.isArray(value.contests)) return { kind: 'malformed', error: 'contests is not a list' };
  const contestIds = idList(value.contest_ids, 'contest_ids');
  if (typeof contestIds === 'string') return { kind: 'malformed', error: contestIds };
  const overseas = idList(value.overseas_contest_ids, 'overseas_contest_ids');
  if (typeof overseas === 'string') return { kind: 'malformed', error: overseas };

  const skipped: string[] = [];
  const contests: ContestListEntry[] = [];
  value.contests.forEach((entry: unknown, index) => {
    const id = isRecord(entry) ? entry.contest_id : undefined;
    const status = isRecord(entry) ? entry.status : undefined;
    if (typeof id !== 'string' || id === '') {
      skipped.push(`contests[${index}]: no contest_id`);
    } else if (!CONTEST_LIST_STATUSES.includes(status as ContestListStatus)) {
      skipped.push(`contests[${index}] (${id}): status ${JSON.stringify(status)} is not 0–5`);
    } else if (contests.some((known) => known.contest_id === id)) {
      skipped.push(`contests[${index}] (${id}): listed twice`);
    } else {
      const link = (entry as Record<string, unknown>).link;
      contests.push({
        contest_id: id,
        status: status as ContestListStatus,
        ...(typeof link === 'string' && link !== '' ? { link } : {}),
      });
    }
  });
  return {
    kind: 'list',
    config: { contests, contest_ids: contestIds, overseas_contest_ids: overseas },
    skipped,
  };
}

/** Every contest the list needs titles and dates of: contest_ids first, then the others. */
export function searchIdsOf(config: ContestListConfig): string[] {
  return [
    ...new Set([
      ...config.contest_ids,
      ...config.overseas_contest_ids,
      ...config.contests.map((entry) => entry.contest_id),
    ]),
  ];
}

/** The score page's pos of an entry: its 1-based place in contest_ids, or null. */
export function scorePosOf(config: ContestListConfig, contestId: string): number | null {
  const index = config.contest_ids.indexOf(contestId);
  return index < 0 ? null : index + 1;
}
