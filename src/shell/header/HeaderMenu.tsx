/**
 * The header menu (seed 000 §2): one row that scrolls horizontally. When it overflows, left
 * and right arrow buttons appear; each scrolls by most of the visible width in
 * MENU_SCROLL_MS (§9: 100 to 300 ms). The button at an edge is disabled.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MENU_SCROLL_MS } from '../../lib/specConstants';

interface Overflow {
  left: boolean;
  right: boolean;
}

const NO_OVERFLOW: Overflow = { left: false, right: false };

function measure(el: HTMLElement): Overflow {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1) return NO_OVERFLOW;
  return { left: el.scrollLeft > 1, right: el.scrollLeft < max - 1 };
}

/** Animates `el.scrollLeft` by `delta` over MENU_SCROLL_MS with an ease-out curve. */
function animateScroll(el: HTMLElement, delta: number, done: () => void): () => void {
  const from = el.scrollLeft;
  const max = Math.max(0, el.scrollWidth - el.clientWidth);
  const to = Math.min(max, Math.max(0, from + delta));
  const start = performance.now();
  let frame = 0;
  const raf =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame
      : (cb: () => void) => window.setTimeout(cb, 16);
  const caf =
    typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : window.clearTimeout;
  const step = () => {
    const progress = Math.min(1, (performance.now() - start) / MENU_SCROLL_MS);
    const eased = 1 - (1 - progress) ** 3;
    el.scrollLeft = from + (to - from) * eased;
    if (progress < 1) frame = raf(step);
    else done();
  };
  frame = raf(step);
  return () => caf(frame);
}

export function HeaderMenu(props: {
  label: string;
  leftLabel: string;
  rightLabel: string;
  children: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NO_OVERFLOW);
  const cancel = useRef<(() => void) | null>(null);

  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = measure(el);
    setOverflow((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    update();
    window.addEventListener('resize', update);
    const observer =
      typeof ResizeObserver === 'function' && el ? new ResizeObserver(update) : undefined;
    if (el) observer?.observe(el);
    if (el?.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
      cancel.current?.();
    };
  }, [update]);

  const scrollBy = (direction: -1 | 1) => {
    const el = scroller.current;
    if (!el) return;
    cancel.current?.();
    const delta = direction * Math.max(120, Math.round(el.clientWidth * 0.7));
    cancel.current = animateScroll(el, delta, update);
  };

  const overflowing = overflow.left || overflow.right;
  return (
    <nav
      className={`site-header__menu${overflowing ? ' site-header__menu--overflow' : ''}`}
      aria-label={props.label}
    >
      {overflowing && (
        <button
          type="button"
          className="site-header__arrow site-header__arrow--left"
          aria-label={props.leftLabel}
          disabled={!overflow.left}
          onClick={() => scrollBy(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div className="site-header__menu-scroll" ref={scroller} onScroll={update}>
        {props.children}
      </div>
      {overflowing && (
        <button
          type="button"
          className="site-header__arrow site-header__arrow--right"
          aria-label={props.rightLabel}
          disabled={!overflow.right}
          onClick={() => scrollBy(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </nav>
  );
}
