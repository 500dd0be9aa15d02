/**
 * The textbook browser's first view of a selection (its first TEXTBOOKS_PER_PAGE textbooks),
 * started once per services and selection by the block's early start (block.ts `prefetch`) and
 * shown by the block until the whole list is here. On a server-rendered page it comes inlined in
 * place of the list (4.5 MB, not inlined: `notInlined` in syncClassroomService.ts), so the page
 * hydrates at once. Tracked (`trackSettled`): a render after it arrived takes it at once.
 */
import type { PortalServices } from '../../src/services/portalServices';
import { fulfilledValue, trackSettled } from '../../src/lib/settledPromise';
import {
  selectionKey,
  type TextbookSelection,
  type TextbookView,
} from '../../src/lib/textbookFilter';

/** Textbooks shown at first and added by each 加载更多: a full grade fits, 2 400 covers do not. */
export const TEXTBOOKS_PER_PAGE = 24;

const firstViews = new WeakMap<PortalServices, Map<string, Promise<TextbookView | undefined>>>();

/** The first view of a selection, asked once; undefined when it failed (the list then answers). */
export function firstViewOnce(
  services: PortalServices,
  selection: TextbookSelection,
): Promise<TextbookView | undefined> {
  let started = firstViews.get(services);
  if (!started) {
    started = new Map();
    firstViews.set(services, started);
  }
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
