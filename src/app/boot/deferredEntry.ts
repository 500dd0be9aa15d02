/**
 * A server-rendered page's scripts start after its first view has painted (issue 17 point 4).
 *
 * The page is readable from its HTML alone; the app's entry (about 120 kB gzip) only makes it
 * answer. Named in the head, the entry and its preloads were fetched at high priority beside the
 * first view's images and ran before the browser painted what it already had: on a slow phone
 * link the banner waited for the script, and the first paint for its evaluation. So when the
 * stand-in puts a first view in the page (server/http/firstViewRender.ts), it names one tiny
 * module instead (afterFirstPaint.ts, built beside the entry) and gives it the entry and the
 * preloads as attributes; that module adds them once a frame has been painted.
 *
 * Only the names both sides share live here: the server must not load the browser module.
 */

/** The portal build's input for the deferring module (its key in Vite's build manifest). */
export const AFTER_FIRST_PAINT_INPUT = 'src/app/boot/afterFirstPaint.ts';

/**
 * The deferring script's attributes: the entry, its module preloads, the boot fetches, and how
 * near the viewport a waiting image is requested (LAZY_IMAGE_THRESHOLD_PX: the script may not
 * import the spec's constants, which the entry shares).
 */
export const DEFERRED_ENTRY_ATTRIBUTES = {
  entry: 'data-edu-entry',
  modulePreloads: 'data-edu-modulepreload',
  fetchPreloads: 'data-edu-preload',
  imageMargin: 'data-edu-image-margin',
} as const;

/**
 * The longest the entry waits for a painted frame: a page shown in a frame that is off the screen
 * runs no frame callbacks until it is scrolled to (a page opened hidden starts at once). Not
 * shorter: on a busy phone the first paint can come more than a second after the script runs,
 * and a backstop that fires first puts the entry back before the first view (seen at 1 s in a
 * fresh-clone run under load: the entry asked 20 ms before the first contentful paint).
 */
export const FIRST_PAINT_WAIT_MS = 3000;
