/**
 * Every content image of the portal (seed 000 §8, §9; ledger CORE-SHARED-10/11): it is requested
 * only when it comes within LAZY_IMAGE_THRESHOLD_PX of the viewport (the browser's own
 * `loading="lazy"` picks its own distance, so an IntersectionObserver decides), and an image that
 * fails is replaced by the default avatar (avatars) or the error image (everything else).
 * On a server-rendered page the early script does the same before the app has loaded.
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LAZY_IMAGE_THRESHOLD_PX } from '../../lib/specConstants';

/** Static assets in public/images (served beside the app). */
export const DEFAULT_AVATAR_URL = '/images/default-avatar.svg';
export const IMAGE_ERROR_URL = '/images/image-error.svg';

export type EduImageKind = 'avatar' | 'cover';

export interface EduImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string;
  /** Decides the replacement when the image fails. */
  kind?: EduImageKind;
  /** False for images that are on screen at once (the first banner slide, the header avatar). */
  lazy?: boolean;
}

/**
 * Where nothing can observe, images load at once; a server render (issue 17: no window) leaves a
 * lazy image waiting, as the browser's first render does, so the page's HTML requests no cover
 * below the fold.
 */
function observerMissing(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver !== 'function';
}

export function EduImage({ src, kind = 'cover', lazy = true, alt = '', ...rest }: EduImageProps) {
  const node = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => !lazy || observerMissing());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    const image = node.current;
    if (near || !image) return;
    // A server-rendered page's early script (src/app/boot/startAfterFirstPaint.ts) may have
    // requested it, or replaced it, before the app started: the state takes what the page shows.
    if (image.dataset.image === 'fallback') {
      setFailedSrc(src);
      setNear(true);
      return;
    }
    if (image.getAttribute('src') === src) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [near, src]);

  const failed = failedSrc === src;
  const fallback = kind === 'avatar' ? DEFAULT_AVATAR_URL : IMAGE_ERROR_URL;
  return (
    <img
      {...rest}
      ref={node}
      alt={alt}
      src={failed ? fallback : near ? src : undefined}
      decoding="async"
      data-image={failed ? 'fallback' : near ? 'requested' : 'waiting'}
      // What the early script needs to request a waiting image before the app runs.
      data-src={failed || near ? undefined : src}
      data-fallback={failed || near ? undefined : fallback}
      // The early script changes these attributes before hydration, on purpose; the effect above
      // then takes them into the state.
      suppressHydrationWarning
      onError={() => {
        // The replacement itself is never retried, so a missing fallback cannot loop.
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
