/**
 * The textbook browser's data, started once per services and shared by the block's early start
 * (block.ts `prefetch`) and the block:
 * - the whole list with the filter's indexes (`textbookIndexOnce`), which answers every click;
 *   it never rejects (a failure is an answer the block shows: the error with 重新加载);
 * - the first view of the address's selection (`firstViewOnce`), which the block shows until the
 *   list is here. On a server-rendered page it comes inlined in place of the list (4.5 MB, not
 *   inlined: `notInlined` in syncClassroomService.ts), so the page hydrates at once.
 * Both are tracked (`trackSettled`): a render after they arrived takes them at once.
 */
import type { PortalServices } from '../../src/services/portalServices';
import { fulfilledValue, trackSettled } from '../../src/lib/settledPromise';
import {
  TEXTBOOK_FILTER_KEYS,
  type TextbookIndex,
  type TextbookSelection,
  type TextbookView,
} from '../../src/lib/textbookFilter';

export type TextbookIndexLoad = { index: TextbookIndex } | { error: unknown };

/** Textbooks shown at first and added by each 加载更多: a full grade fits, 2 400 covers do not. */
export const TEXTBOOKS_PER_PAGE = 24;

const indexes = new WeakMap<PortalServices, Map<number, Promise<TextbookIndexLoad>>>();
const firstViews = new WeakMap<PortalServices, Map<string, Promise<TextbookView | undefined>>>();

function startedIn<K, T>(
  table: WeakMap<PortalServices, Map<K, Promise<T>>>,
  services: PortalServices,
): Map<K, Promise<T>> {
  let started = table.get(services);
  if (!started) {
    started = new Map();
    table.set(services, started);
  }
  return started;
}

/** The selection read from an address's query (tag ids per filter key). */
export function selectionFrom(params: URLSearchParams): TextbookSelection {
  const selection: TextbookSelection = {};
  for (const key of TEXTBOOK_FILTER_KEYS) {
    const value = params.get(key);
    if (value) selection[key] = value;
  }
  return selection;
}

export const selectionKey = (selection: TextbookSelection) =>
  TEXTBOOK_FILTER_KEYS.map((key) => selection[key] ?? '').join('|');

/** The whole list, indexed, of attempt `attempt` (0 first; 重新加载 asks for the next one). */
export function textbookIndexOnce(
  services: PortalServices,
  attempt = 0,
): Promise<TextbookIndexLoad> {
  const started = startedIn(indexes, services);
  let load = started.get(attempt);
  if (!load) {
    load = trackSettled(
      (async (): Promise<TextbookIndexLoad> => {
        try {
          const service = services.syncClassroom;
          if (!service) throw new Error('synchronous classroom service missing');
          return { index: await service.textbookIndex() };
        } catch (error) {
          return { error };
        }
      })(),
    );
    started.set(attempt, load);
  }
  return load;
}

/**
 * The first view of a selection (its first TEXTBOOKS_PER_PAGE textbooks), started by the page's
 * early start; undefined when it failed (the block then waits for the list and its answer).
 */
export function firstViewOnce(
  services: PortalServices,
  selection: TextbookSelection,
): Promise<TextbookView | undefined> {
  const started = startedIn(firstViews, services);
  const key = selectionKey(selection);
  let load = started.get(key);
  if (!load) {
    load = trackSettled(
      (services.syncClassroom?.firstView(selection, TEXTBOOKS_PER_PAGE) ?? Promise.reject()).catch(
        () => undefined,
      ),
    );
    started.set(key, load);
  }
  return load;
}

/** The first view of a selection if the early start has it already, else undefined. */
export function settledFirstView(
  services: PortalServices,
  selection: TextbookSelection,
): TextbookView | undefined {
  return fulfilledValue(firstViews.get(services)?.get(selectionKey(selection)));
}
