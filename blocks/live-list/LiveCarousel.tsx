/**
 * The live carousel (seed 000 §9 "Carousel shows 3 lives at a time", ledger CORE-CHAN-36):
 * `LIVE_CAROUSEL_VISIBLE_COUNT` cards in view, one on a narrow screen (the theme's narrow
 * breakpoint, the only one below the wide screen). 上一组 / 下一组 move by one view and are disabled at the
 * ends; the last view is always full. Cards out of view are `inert`, so keyboard focus and
 * screen readers meet only what is shown. A plain CSS transform: no carousel library (swiper)
 * on the entry path.
 */
import { useState, useSyncExternalStore, type ReactElement } from 'react';
import { useT } from '../../src/runtime/hooks';
import { LIVE_CAROUSEL_VISIBLE_COUNT } from '../../src/lib/specConstants';
import { MOBILE_MAX_WIDTH_PX } from '../../src/lib/mobileClient';

/** Narrower views show fewer cards: [media query, cards per view], the first match wins. */
const NARROW_VIEWS: readonly [string, number][] = [[`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`, 1]];

function visibleCountNow(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
    return LIVE_CAROUSEL_VISIBLE_COUNT;
  const narrow = NARROW_VIEWS.find(([query]) => window.matchMedia(query).matches);
  return Math.min(narrow?.[1] ?? LIVE_CAROUSEL_VISIBLE_COUNT, LIVE_CAROUSEL_VISIBLE_COUNT);
}

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const lists = NARROW_VIEWS.map(([query]) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/**
 * Cards per view for the current width, updated when the width crosses a breakpoint. The
 * server, which knows no width, renders the wide view; a hydrating browser renders that too,
 * then its own (issue 17: no part rendered twice).
 */
function useVisibleCount(): number {
  return useSyncExternalStore(subscribeToWidth, visibleCountNow, () => LIVE_CAROUSEL_VISIBLE_COUNT);
}

export function LiveCarousel(props: { cards: ReactElement[]; labelledBy: string }) {
  const t = useT();
  const perView = useVisibleCount();
  const { cards } = props;
  const lastStart = Math.max(0, cards.length - perView);
  const [wanted, setStart] = useState(0);
  // A narrower view or a shorter list may leave the old start past the end.
  const start = Math.min(wanted, lastStart);
  const move = (step: number) => setStart(Math.max(0, Math.min(lastStart, start + step * perView)));

  return (
    <div
      className="live-carousel"
      role="region"
      aria-roledescription={t('msg:liveList.carousel.role')}
      aria-labelledby={props.labelledBy}
      data-live-carousel-start={start}
      data-live-carousel-per-view={perView}
    >
      <button
        type="button"
        className="live-carousel__nav live-carousel__nav--previous"
        aria-label={t('msg:liveList.carousel.previous')}
        disabled={start === 0}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="live-carousel__viewport">
        <ul
          className="live-carousel__track"
          style={{
            ['--live-carousel-per-view' as string]: perView,
            transform: `translateX(${(-100 * start) / perView}%)`,
          }}
        >
          {cards.map((card, index) => {
            const shown = index >= start && index < start + perView;
            return (
              <li
                key={card.key ?? index}
                className="live-carousel__slide"
                data-live-carousel-shown={shown}
                inert={!shown}
                aria-hidden={!shown || undefined}
              >
                {card}
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        className="live-carousel__nav live-carousel__nav--next"
        aria-label={t('msg:liveList.carousel.next')}
        disabled={start >= lastStart}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
