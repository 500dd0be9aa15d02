/**
 * Banner list (section type 11): a carousel of the section's banner items. Seed 000 §2, §3, §9;
 * ledger CORE-CHAN-26..31, 34, 35, 40, 42.
 *
 * - Autoplays every BANNER_AUTOPLAY_MS, paused while the pointer or the keyboard focus is on it
 *   (and while the modal is open). Previous / next and one dot per slide are buttons.
 * - Each slide's background is its cover's dominant colour (mainColor), the cover sits in
 *   the middle at 600 px (360 px on narrow screens).
 * - `display.banner_width` fixes the carousel width in px (never wider than the page).
 * - Clicking: m3u8 → video modal, open_type=iframe → iframe modal (its address through
 *   useSafeUrl), otherwise the link (SafeLink: another site through the interstitial, a refused
 *   target is no link at all).
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type TouchEvent,
} from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import type { BannerProps } from './props.gen';
import { useSafeUrl, useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import { BANNER_AUTOPLAY_MS, BANNER_COVER_WIDTHS_PX } from '../../src/lib/specConstants';
import { sectionTitle } from '../../src/runtime/links/sectionLinks';
import { SafeLink } from '../shared/SafeLink';
import { SectionFrame } from '../shared/SectionFrame';
import { EmptyState, emptyKindFor } from '../shared/EmptyState';
import { useLinkBase } from '../shared/useLinkBase';
import { bannerItems, type BannerItem } from './bannerItems';
import { BannerModal } from './BannerModal';
import { sampleDominantColour } from './dominantColor';
import './banner.css';

const [NARROW_COVER_PX, WIDE_COVER_PX] = BANNER_COVER_WIDTHS_PX;
/** Below this viewport width the 360 px cover is enough. */
const NARROW_MEDIA = '(max-width: 640px)';
/** Horizontal travel that counts as a swipe. */
const SWIPE_PX = 40;

/** The item's mainColor, else the colour sampled from its cover once it loads. */
function useSlideColour(item: BannerItem): string | undefined {
  const [sampled, setSampled] = useState<{ cover: string; colour: string } | null>(null);
  useEffect(() => {
    if (item.mainColor || !item.cover) return undefined;
    const sample = sampleDominantColour(sizedImage(item.cover, NARROW_COVER_PX));
    void sample.promise.then((colour) => {
      if (colour) setSampled({ cover: item.cover, colour });
    });
    return sample.cancel;
  }, [item.mainColor, item.cover]);
  return item.mainColor ?? (sampled?.cover === item.cover ? sampled.colour : undefined);
}

/**
 * A slide's cover (wide, of any ratio: its height is its own, inside the slide's minimum
 * height). The first slide's cover is usually the page's largest paint, so it is asked for at
 * once and first (issue 17 point 4); the others, out of view until the carousel turns, lazily.
 */
function SlidePicture(props: { item: BannerItem; first: boolean }) {
  const { item } = props;
  if (!item.cover) return <span className="banner__caption">{item.title}</span>;
  return (
    <picture className="banner__picture">
      <source media={NARROW_MEDIA} srcSet={sizedImage(item.cover, NARROW_COVER_PX)} />
      <img
        className="banner__image"
        src={sizedImage(item.cover, WIDE_COVER_PX)}
        alt={item.title}
        fetchPriority={props.first ? 'high' : 'low'}
        loading={props.first ? 'eager' : 'lazy'}
      />
    </picture>
  );
}

interface SlideProps {
  item: BannerItem;
  position: number;
  count: number;
  active: boolean;
  onOpenModal: (item: BannerItem) => void;
}

function Slide({ item, position, count, active, onOpenModal }: SlideProps) {
  const colour = useSlideColour(item);
  const safeUrl = useSafeUrl();
  const modalSrc = item.open === 'link' ? undefined : safeUrl(item.url);
  let content;
  if (modalSrc) {
    content = (
      <button
        type="button"
        className="banner__action"
        aria-haspopup="dialog"
        onClick={() => onOpenModal({ ...item, url: modalSrc })}
      >
        <SlidePicture item={item} first={position === 0} />
      </button>
    );
  } else {
    content = (
      <SafeLink href={item.open === 'link' ? item.url : undefined} className="banner__action">
        <SlidePicture item={item} first={position === 0} />
      </SafeLink>
    );
  }
  // A div, not an li: the slide is a group (the carousel pattern), and a list may hold only
  // list items (axe: list).
  return (
    <div
      className={`banner__slide${active ? ' banner__slide--active' : ''}`}
      style={colour ? { backgroundColor: colour } : undefined}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} / ${count}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-banner-id={item.id}
    >
      {content}
    </div>
  );
}

export default function BannerBlock({ props }: BlockProps<BannerProps>) {
  const { section } = props;
  const t = useT();
  const base = useLinkBase(props.linkBase);
  const items = useMemo(() => bannerItems(section, base), [section, base]);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [modal, setModal] = useState<BannerItem | null>(null);
  const closeModal = useCallback(() => setModal(null), []);
  const touchStartX = useRef<number | null>(null);
  const slidesId = useId();
  const count = items.length;
  const active = count > 0 ? index % count : 0;
  const paused = hovered || focused || modal !== null;

  // One timer per shown slide: moving by hand restarts the 3 s wait.
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(
      () => setIndex((current) => (current + 1) % count),
      BANNER_AUTOPLAY_MS,
    );
    return () => clearTimeout(timer);
  }, [active, paused, count]);

  const width = section.setting?.display?.banner_width;
  const style: CSSProperties | undefined = width && width > 0 ? { width: `${width}px` } : undefined;
  const label = sectionTitle(section) || t('msg:banner.label');

  if (count === 0) {
    return (
      <SectionFrame section={section} block="banner">
        <EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />
      </SectionFrame>
    );
  }

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // Phones have no hover arrows: a horizontal swipe of more than SWIPE_PX moves one slide.
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? active + 1 : active - 1);
  };

  return (
    <SectionFrame section={section} block="banner">
      <div
        className={`banner__carousel${style ? ' banner__carousel--fixed' : ''}`}
        style={style}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-active-index={active}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onTouchStart={count > 1 ? onTouchStart : undefined}
        onTouchEnd={count > 1 ? onTouchEnd : undefined}
      >
        <div
          id={slidesId}
          className="banner__track"
          style={{ transform: `translateX(-${active * 100}%)` }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {items.map((item, position) => (
            <Slide
              key={item.id}
              item={item}
              position={position}
              count={count}
              active={position === active}
              onOpenModal={setModal}
            />
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="banner__arrow banner__arrow--prev"
              aria-controls={slidesId}
              aria-label={t('msg:banner.previous')}
              onClick={() => go(active - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="banner__arrow banner__arrow--next"
              aria-controls={slidesId}
              aria-label={t('msg:banner.next')}
              onClick={() => go(active + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <div className="banner__dots">
              {items.map((item, position) => (
                <button
                  key={item.id}
                  type="button"
                  className="banner__dot"
                  aria-controls={slidesId}
                  aria-label={t('msg:banner.goTo', { index: position + 1 })}
                  aria-current={position === active ? 'true' : undefined}
                  onClick={() => go(position)}
                />
              ))}
            </div>
          </>
        ) : null}
      </div>
      {modal && modal.open !== 'link' ? (
        <BannerModal kind={modal.open} src={modal.url} title={modal.title} onClose={closeModal} />
      ) : null}
    </SectionFrame>
  );
}
