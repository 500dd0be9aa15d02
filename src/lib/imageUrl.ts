/**
 * Image URLs for the platform's image-processing service (seed 000 §7): a query
 * `x-oss-process=image/resize,w_<width>[/format,webp]` where the width is one of
 * IMAGE_WIDTHS_PX. Ledger A-21: other widths snap up to the next allowed one, capped at 1080.
 */
import { IMAGE_WIDTHS_PX } from './specConstants';

export const IMAGE_PROCESS_PARAM = 'x-oss-process';

/** The smallest allowed width that is at least `width`; the largest one beyond it. */
export function snapImageWidth(width: number): number {
  const wanted = Number.isFinite(width) ? width : 0;
  for (const allowed of IMAGE_WIDTHS_PX) {
    if (allowed >= wanted) return allowed;
  }
  return IMAGE_WIDTHS_PX[IMAGE_WIDTHS_PX.length - 1];
}

export interface ImageUrlOptions {
  /** Ask the service for webp (only when the browser supports it: see `supportsWebp`). */
  webp?: boolean;
}

/** Sources the service cannot process: inline data, local blobs and vector images. */
const UNPROCESSABLE = /^(data|blob):/i;
const VECTOR = /\.svg$/i;

/**
 * Adds the resize query to an image URL. Existing query parameters and the hash stay as
 * they are; a URL that already carries a processing instruction is left alone (the
 * operator chose it, for example a crop). An empty source gives ''.
 */
export function imageUrl(
  src: string | null | undefined,
  width: number,
  options: ImageUrlOptions = {},
): string {
  if (!src) return '';
  const trimmed = src.trim();
  if (UNPROCESSABLE.test(trimmed)) return trimmed;
  const hashIndex = trimmed.indexOf('#');
  const hash = hashIndex >= 0 ? trimmed.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? trimmed.slice(0, hashIndex) : trimmed;
  const queryIndex = withoutHash.indexOf('?');
  const path = queryIndex >= 0 ? withoutHash.slice(0, queryIndex) : withoutHash;
  const query = queryIndex >= 0 ? withoutHash.slice(queryIndex + 1) : '';
  if (VECTOR.test(path)) return trimmed;
  if (new URLSearchParams(query).has(IMAGE_PROCESS_PARAM)) return trimmed;
  // Written by hand, not with URLSearchParams: the service expects the literal '/' and ','.
  const instruction = `image/resize,w_${snapImageWidth(width)}${options.webp ? '/format,webp' : ''}`;
  const separator = query === '' ? (queryIndex >= 0 ? '' : '?') : '&';
  return `${withoutHash}${separator}${IMAGE_PROCESS_PARAM}=${instruction}${hash}`;
}

let webpSupport: boolean | undefined;

/**
 * Whether this browser decodes webp, checked once per session (ledger A-21). jsdom has no
 * canvas, and asking it would only print "not implemented" noise, so it answers false there.
 */
export function supportsWebp(): boolean {
  if (webpSupport !== undefined) return webpSupport;
  // A server render (issue 17) has no browser to ask: every browser that runs the portal decodes
  // webp (older ones are sent to /upgrade.html), and the hydrating page keeps the server's
  // image addresses, so the server asks for webp too.
  if (typeof window === 'undefined') return true;
  webpSupport = false;
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return webpSupport;
  if (/jsdom/i.test(navigator.userAgent)) return webpSupport;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    webpSupport = false;
  }
  return webpSupport;
}

/** Shorthand used by blocks: the resize query, with webp when the browser supports it. */
export function sizedImage(src: string | null | undefined, width: number): string {
  return imageUrl(src, width, { webp: supportsWebp() });
}
