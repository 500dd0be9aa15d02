/**
 * The dominant colour of a cover, for banners whose data does not carry mainColor (seed 000 §3:
 * "mainColor (dominant colour of the cover)"). The cover is drawn small on a canvas and the
 * most common colour bucket wins. The sample image is a separate, CORS-enabled request: the
 * visible <img> stays a plain one, so a cover host without CORS still shows its picture
 * (the sample then fails quietly and the banner keeps the neutral background).
 */
const SAMPLE_SIZE = 24;
/** Colours are grouped by their top 4 bits per channel before counting. */
const BUCKET_SHIFT = 4;

export function dominantColourOf(pixels: Uint8ClampedArray): string | null {
  const counts = new Map<number, { n: number; r: number; g: number; b: number }>();
  let best: { n: number; r: number; g: number; b: number } | null = null;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3] < 128) continue; // transparent pixels say nothing about the colour
    const r = pixels[i];
    const g = pixels[i + 1];
    const b = pixels[i + 2];
    const key = ((r >> BUCKET_SHIFT) << 8) | ((g >> BUCKET_SHIFT) << 4) | (b >> BUCKET_SHIFT);
    const bucket = counts.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    counts.set(key, bucket);
    if (!best || bucket.n > best.n) best = bucket;
  }
  if (!best) return null;
  const mean = (sum: number) => Math.round(sum / best.n);
  return `rgb(${mean(best.r)}, ${mean(best.g)}, ${mean(best.b)})`;
}

/** Resolves the cover's dominant colour, or null when it cannot be read. */
export function sampleDominantColour(src: string): {
  promise: Promise<string | null>;
  cancel(): void;
} {
  let cancelled = false;
  const image = new Image();
  const promise = new Promise<string | null>((resolve) => {
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      if (cancelled) return resolve(null);
      try {
        const canvas = document.createElement('canvas');
        canvas.width = SAMPLE_SIZE;
        canvas.height = SAMPLE_SIZE;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return resolve(null);
        context.drawImage(image, 0, 0, SAMPLE_SIZE, SAMPLE_SIZE);
        resolve(dominantColourOf(context.getImageData(0, 0, SAMPLE_SIZE, SAMPLE_SIZE).data));
      } catch {
        resolve(null); // a tainted canvas (no CORS) cannot be read
      }
    };
    image.onerror = () => resolve(null);
    image.src = src;
  });
  return {
    promise,
    cancel() {
      cancelled = true;
      image.onload = null;
      image.onerror = null;
    },
  };
}
