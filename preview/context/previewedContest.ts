/**
 * The contest a previewed page is about, and its real calendar (issue 13, point 6: one calendar).
 *
 * The contest id comes from the manifest as the runtime would find it on that page: a block's
 * `contestIdFromParam` / `contestIdFromQuery` read from the page's address, a block's own
 * `contestId`, a `:contestId` in the route, and last the site's `facts.contestId`; environment
 * names (`{{contests.kpzy}}`) are filled from the default environment as the runtime fills them.
 * Its dates come from the stand-in's contest detail (GET /svc/contest/contests/:id/actions/detail),
 * so the context panel, the gate truth table and the per-page gate view all use the dates the
 * live preview's gates read.
 */
import { useEffect, useState } from 'react';
import { fillEnvironmentNamesDeep } from '../../src/runtime/environment';
import { contestTimesFromWire, type ContestTimes } from '../truthTable/timeline';
import { formatBeijing } from './beijingTime';

/** The parts of a site manifest (served or draft) read here; anything may be missing. */
export interface ManifestShape {
  routes?: unknown;
  pages?: unknown;
  facts?: unknown;
}

/** Where a contest id was found: shown to QA, so they know which setting to change. */
export type ContestSource = 'page' | 'site';

export interface ContestRef {
  id: string;
  source: ContestSource;
}

interface RouteLike {
  path: string;
  page: string;
}

interface BlockLike {
  type?: unknown;
  props?: unknown;
  /** Which page data the block's inputs read (issue 16: page data). */
  data?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function routesOf(manifest: ManifestShape): RouteLike[] {
  return Array.isArray(manifest.routes)
    ? manifest.routes.filter(
        (route): route is RouteLike =>
          isRecord(route) && typeof route.path === 'string' && typeof route.page === 'string',
      )
    : [];
}

/**
 * The blocks of a named page, or none, in page order with the blocks of their slots after each
 * (issue 16: a block's `slots` hold child blocks), each with its JSON pointer in the page.
 */
export function blocksOf(
  manifest: ManifestShape,
  pageName: string,
): (BlockLike & { pointer: string })[] {
  if (!isRecord(manifest.pages)) return [];
  const page = manifest.pages[pageName];
  const walk = (blocks: unknown, at: string): (BlockLike & { pointer: string })[] =>
    Array.isArray(blocks)
      ? blocks.flatMap((block, index) => {
          if (!isRecord(block)) return [];
          const pointer = `${at}/${index}`;
          const slots = isRecord(block.slots) ? block.slots : {};
          return [
            { ...(block as BlockLike), pointer },
            ...Object.entries(slots).flatMap(([name, children]) =>
              walk(children, `${pointer}/slots/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`),
            ),
          ];
        })
      : [];
  return isRecord(page) ? walk(page.blocks, '/blocks') : [];
}

export interface MatchedPage {
  /** The manifest's page name. */
  page: string;
  /** Route parameters by name (`contestId` of `contest/:contestId/enroll`). */
  params: Record<string, string>;
  query: URLSearchParams;
}

/**
 * The route a preview page path (`/contest/kpzy2026/enroll?x=1`, as the context holds it)
 * leads to: literal segments must be equal, a `:name` segment takes any one segment.
 */
export function matchPage(manifest: ManifestShape, pagePath: string): MatchedPage | null {
  const [path, search = ''] = pagePath.split('?');
  const segments = path.split('/').filter(Boolean);
  for (const route of routesOf(manifest)) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segments[index]);
        return true;
      }
      return part === segments[index];
    });
    if (matches) return { page: route.page, params, query: new URLSearchParams(search) };
  }
  return null;
}

/** A filled id, or null when it is empty or still names an unknown environment entry. */
function usableId(value: unknown, env: object): string | null {
  if (typeof value !== 'string') return null;
  const filled = fillEnvironmentNamesDeep(value, env).trim();
  return filled === '' || filled.includes('{{') ? null : filled;
}

/**
 * The contest a page of the site shows: its blocks' contest first (in page order), then the
 * route's `:contestId`, then the site's `facts.contestId`; null when none names one.
 */
export function contestOfPage(
  manifest: ManifestShape,
  pagePath: string,
  env: object,
): ContestRef | null {
  const matched = matchPage(manifest, pagePath);
  if (matched) {
    for (const block of blocksOf(manifest, matched.page)) {
      if (!isRecord(block.props)) continue;
      const { contestId, contestIdFromParam, contestIdFromQuery } = block.props;
      const fromAddress =
        typeof contestIdFromParam === 'string'
          ? matched.params[contestIdFromParam]
          : typeof contestIdFromQuery === 'string'
            ? matched.query.get(contestIdFromQuery)
            : undefined;
      const id = usableId(contestId, env) ?? usableId(fromAddress, env);
      if (id) return { id, source: 'page' };
    }
    const fromRoute = usableId(matched.params.contestId, env);
    if (fromRoute) return { id: fromRoute, source: 'page' };
  }
  const facts = isRecord(manifest.facts) ? manifest.facts : {};
  const fromSite = usableId(facts.contestId, env);
  return fromSite ? { id: fromSite, source: 'site' } : null;
}

/**
 * The previewed contest's calendar as the panels know it. `loading` with a null id: which
 * contest is not known yet (the environment names are still being read).
 */
export type ContestCalendar =
  | { state: 'none' }
  | { state: 'loading'; id: string | null }
  | { state: 'loaded'; id: string; title: string | null; times: ContestTimes }
  | { state: 'failed'; id: string; reason: string };

export function contestDetailPath(id: string): string {
  return `/svc/contest/contests/${encodeURIComponent(id)}/actions/detail`;
}

/** The contest's calendar from the stand-in's contest detail; a failure says why, in Chinese. */
export async function fetchContestCalendar(
  id: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ContestCalendar> {
  let response: Response;
  try {
    response = await fetchImpl(contestDetailPath(id), { headers: { accept: 'application/json' } });
  } catch {
    return { state: 'failed', id, reason: '活动服务不可达' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
    return {
      state: 'failed',
      id,
      reason: `活动详情请求失败（${response.status}${message ? `：${message}` : ''}）`,
    };
  }
  const times = contestTimesFromWire(body);
  if (!times) return { state: 'failed', id, reason: '活动详情中没有可用的开始与结束时间' };
  const title = isRecord(body) && typeof body.title === 'string' ? body.title : null;
  return { state: 'loaded', id, title, times };
}

/**
 * The calendar of a contest id (null: no contest; undefined: not known yet), fetched again
 * whenever `refreshKey` changes (a scenario resets the stand-in contest's times).
 */
export function useContestCalendar(
  id: string | null | undefined,
  refreshKey: unknown,
): ContestCalendar {
  const [calendar, setCalendar] = useState<ContestCalendar>(
    id === null ? { state: 'none' } : { state: 'loading', id: id ?? null },
  );
  useEffect(() => {
    // undefined: not known yet which contest (if any) the page names.
    if (id === undefined) {
      setCalendar({ state: 'loading', id: null });
      return;
    }
    if (id === null) {
      setCalendar({ state: 'none' });
      return;
    }
    let live = true;
    // Keep showing the dates of the same contest while they are fetched again.
    setCalendar((current) =>
      current.state !== 'none' && current.id === id ? current : { state: 'loading', id },
    );
    void fetchContestCalendar(id).then((next) => {
      if (live) setCalendar(next);
    });
    return () => {
      live = false;
    };
  }, [id, refreshKey]);
  return calendar;
}

/** `2026-09-01 09:00 至 2026-10-01 09:00`, Beijing time. */
export function rangeText(from: number, to: number): string {
  return `${formatBeijing(from)} 至 ${formatBeijing(to)}`;
}

/**
 * What QA should know about a chosen instant against the contest's calendar: outside the contest,
 * before enrolment opens, after it closes. Boundaries are inside, as the gates treat them.
 */
export function calendarWarnings(now: number, times: ContestTimes): string[] {
  const warnings: string[] = [];
  if (now < times.begin || now > times.end)
    warnings.push(`所选时间不在活动时间内（活动 ${rangeText(times.begin, times.end)}）`);
  const enrolment = rangeText(times.enrollBegin, times.enrollEnd);
  if (now < times.enrollBegin) warnings.push(`所选时间早于报名开始（报名 ${enrolment}）`);
  else if (now > times.enrollEnd) warnings.push(`所选时间晚于报名截止（报名 ${enrolment}）`);
  return warnings;
}
