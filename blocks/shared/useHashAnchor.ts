/**
 * Hash anchors of the data contest page (seed 001 §2 "Data contest page", §9; ledger
 * HD-DIAA-01/02/24, A-48): `#anchor_{n}` scrolls to topic n and `#anchor_activity` to the
 * contest list, each leaving ANCHOR_SCROLL_OFFSET_PX above the target. One home for the anchor
 * names and the offset, shared by the blocks that own anchors (topic-cards, contest-list).
 *
 * The anchored element carries `anchorStyle` (scroll-margin-top: the offset), so the browser's
 * own jump and `scrollIntoView` both stop 72 px below the top. An address with the hash may be
 * opened before the sections above the target have loaded (banner, lists): while the page
 * settles the target is scrolled to again whenever the page's height changes, until the visitor
 * scrolls, clicks or types, or ANCHOR_SETTLE_MS pass.
 */
import { useEffect, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { ANCHOR_SCROLL_OFFSET_PX } from '../../src/lib/specConstants';

/** The hash name of topic n, from 1 (A-48: `#anchor_1` … `#anchor_8`). */
export const topicAnchorId = (n: number) => `anchor_${n}`;
/** The hash name of the contest list (HD-DIAA-02: the "activity" anchor). */
export const ACTIVITY_ANCHOR_ID = 'anchor_activity';

/** The style of an anchored element: the browser stops the offset below the top. */
export const anchorStyle: CSSProperties = { scrollMarginTop: ANCHOR_SCROLL_OFFSET_PX };

/** How long a hash jump keeps following layout changes (not a spec number: page settling). */
export const ANCHOR_SETTLE_MS = 3000;

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the element named by the address hash when `owns(id)` says this block holds it and
 * the block is `ready` (its content rendered). In-app navigation to a hash does not scroll by
 * itself, hence the hook.
 */
export function useHashAnchor(owns: (id: string) => boolean, ready = true): void {
  // The key changes with every navigation: a second click on the same anchor scrolls again.
  const { hash, key } = useLocation();
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const mine = id !== '' && owns(id);
  useEffect(() => {
    if (!mine || !ready) return;
    const scroll = () => document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
    scroll();
    if (typeof ResizeObserver !== 'function') return;
    // Follow the page while it settles (content above the target still loading).
    const observer = new ResizeObserver(() => scroll());
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, ANCHOR_SETTLE_MS);
    for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [id, mine, ready, key]);
}
