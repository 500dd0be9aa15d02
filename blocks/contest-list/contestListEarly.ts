/**
 * The contest list's early start (issue 17 point 4: the first view renders once, nothing
 * moves). A data-contest home is a channel whose type-20 section holds a contest list: the
 * section's block (custom-block) hands it to this block, which then asks the contest search for
 * the statuses. Started with the channel's sections instead (custom-block's `prefetch`, run by
 * the channel-sections loader), the list's code and its contests are there when the section
 * first renders: the list is drawn in its first frame rather than growing under the page.
 *
 * The answer is kept only for the list's first render: it takes it (`takeContestSearch`) and a
 * later visit asks again, so statuses are never older than the page.
 */
import type { BlockPrefetchContext } from '../../src/runtime/blocks/contract';
import type { PortalServices } from '../../src/services/portalServices';
import type { Contest } from '../../src/services/entities';
import type { Section } from '../../src/services/entities';
import { fulfilledValue, trackSettled } from '../../src/lib/settledPromise';
import { preloadBlockCode } from '../../src/runtime/render/blockComponents';
import { contestListOf, searchIdsOf } from './contestListConfig';

const started = new WeakMap<PortalServices, Map<string, Promise<Contest[]>>>();

const keyOf = (ids: readonly string[]) => ids.join('\n');

function byServices(services: PortalServices): Map<string, Promise<Contest[]>> {
  let map = started.get(services);
  if (!map) {
    map = new Map();
    started.set(services, map);
  }
  return map;
}

/** Starts the contest search for these ids, unless it has already started. */
export function startContestSearch(services: PortalServices, ids: string[]): Promise<Contest[]> {
  const map = byServices(services);
  const key = keyOf(ids);
  const existing = map.get(key);
  if (existing) return existing;
  const searching = trackSettled(services.contest.search(ids));
  searching.catch(() => map.delete(key));
  map.set(key, searching);
  return searching;
}

/** The early answer for these ids when it has already arrived (left in place). */
export function settledContestSearch(
  services: PortalServices,
  ids: string[],
): Contest[] | undefined {
  return fulfilledValue(started.get(services)?.get(keyOf(ids)));
}

/** The early search for these ids if one was started (then forgotten), else a new one. */
export function takeContestSearch(services: PortalServices, ids: string[]): Promise<Contest[]> {
  const map = byServices(services);
  const key = keyOf(ids);
  const early = map.get(key);
  map.delete(key);
  return early ?? services.contest.search(ids);
}

/**
 * For a section holding a contest list: the contest-list block's code and the contests'
 * statuses, settled when both are there (never rejects). Nothing for any other section.
 */
export function prefetchContestList(
  section: Section | undefined,
  { services, registry }: BlockPrefetchContext,
): Promise<void> {
  if (!section || typeof section !== 'object') return Promise.resolve();
  const parsed = contestListOf(section);
  if (parsed.kind !== 'list') return Promise.resolve();
  const ids = searchIdsOf(parsed.config);
  const entry = registry.byType('contest-list');
  return Promise.all([
    entry ? preloadBlockCode(entry) : undefined,
    ids.length > 0 ? startContestSearch(services, ids) : undefined,
  ]).then(
    () => undefined,
    () => undefined,
  );
}
