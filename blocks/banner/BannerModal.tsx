/**
 * The banner modal (seed 000 §2): a video (m3u8, in the shared MediaPlayer) or an iframe
 * (open_type=iframe), 80 % of the page width and at most 1366 px. A real dialog: focus moves in
 * and is trapped, Esc, the close button and the backdrop close it, and focus returns to the
 * banner that opened it.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BANNER_MODAL_MAX_WIDTH_PX, BANNER_MODAL_WIDTH_RATIO } from '../../src/lib/specConstants';
import { HLS_MEDIA_TYPE } from '../../src/lib/mediaType';
import { useT } from '../../src/runtime/hooks';

// The player and its learning behaviours load when a video banner is opened, not with the
// banner (which every home shows).
import { LazyMediaPlayer } from '../media-player/LazyMediaPlayer';

/** 80 % of the viewport width, capped at 1366 px. */
export function bannerModalWidth(viewportWidth: number): number {
  return Math.min(Math.round(viewportWidth * BANNER_MODAL_WIDTH_RATIO), BANNER_MODAL_MAX_WIDTH_PX);
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, video[controls], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface BannerModalProps {
  kind: 'video' | 'iframe';
  src: string;
  title: string;
  onClose: () => void;
}

export function BannerModal(props: BannerModalProps) {
  const t = useT();
  const width = bannerModalWidth(useViewportWidth());
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { onClose } = props;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  // Keys are caught on the document in the capture phase: video.js controls inside the dialog
  // handle (and stop) some key events themselves, and Esc must close the modal regardless.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [onClose]);

  return createPortal(
    <div className="banner-modal">
      <div className="banner-modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        className="banner-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        style={{ width: `${width}px` }}
      >
        <button
          ref={closeRef}
          type="button"
          className="banner-modal__close"
          aria-label={t('msg:banner.modal.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        <div className="banner-modal__frame">
          {props.kind === 'video' ? (
            // The portal's one player (video.js, loaded now), told the type: the banner's
            // target is an HLS stream whatever its address ends with.
            <LazyMediaPlayer
              sources={[{ src: props.src, type: HLS_MEDIA_TYPE }]}
              title={props.title}
              autoplay
              fill
            />
          ) : (
            <iframe
              className="banner-modal__iframe"
              src={props.src}
              title={props.title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          )}
        </div>
      </div>
    </div>,
    // Inside the site's root element (not the body), so the dialog keeps the site's theme and
    // its brand tokens (manifest theme.tokens); out of the banner, whose carousel transforms
    // would turn position: fixed into a box of the slide.
    document.querySelector('[data-site]') ?? document.body,
  );
}
