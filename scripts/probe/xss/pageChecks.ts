/**
 * What the XSS family looks for on a page after it settled, run inside the page. Kept free of
 * imports and outer names: Playwright sends the function's source to the browser.
 */

export interface PageFinding {
  what: string;
  evidence: string;
  ids: number[];
}

export interface PageCheckResult {
  findings: PageFinding[];
  /** Marker ids anywhere in the page (as text or markup): the carriers this page rendered. */
  renderedIds: number[];
}

/**
 * - an `a[href]` / `area[href]` (also SVG links) whose resolved address is on another origin:
 *   links that leave go through `/externalLink?url=…`, which is on the site (the interstitial
 *   itself, `externalLinkPath`, shows the link to the address it was given: that one is the
 *   way out, not an escape);
 * - `javascript:` (or `vbscript:`) in any href, src, action, formaction or data attribute, and
 *   `data:` there except images;
 * - `iframe[srcdoc]`, `object`, `embed`, `base`, `meta[http-equiv=refresh]`: the app renders
 *   none of them, so one in the page came from data.
 */
export function checkPage(externalLinkPath: string): PageCheckResult {
  const findings: PageFinding[] = [];
  let wayOut: string | null = null;
  if (location.pathname === externalLinkPath) {
    try {
      wayOut = new URL(new URLSearchParams(location.search).get('url') ?? '').href;
    } catch {
      wayOut = null;
    }
  }
  const idsOf = (text: string): number[] => {
    const ids = new Set<number>();
    for (const match of text.matchAll(/xssHit\((\d+)\)|xss-(\d+)/g))
      ids.add(Number(match[1] ?? match[2]));
    return [...ids];
  };
  // The value at fault names its carrier: the part before its query first (the site adds
  // parameters of the page, `x-edu-theme`, to links), then the whole value, and the element
  // around it only when the value names none (a link's text is another field).
  const blame = (value: string, element: Element) => {
    for (const part of [value.split('?')[0], value, element.outerHTML]) {
      const ids = idsOf(part);
      if (ids.length) return ids;
    }
    return [];
  };
  const short = (text: string) => (text.length > 180 ? `${text.slice(0, 180)}…` : text);
  // Where in the page: the element and the nearest class names around it ("a in site-header__menu").
  const placeOf = (element: Element) => {
    const classed = element.closest('[class]');
    const name = classed?.getAttribute('class')?.trim().split(/\s+/)[0];
    return `<${element.localName}>${name ? ` in .${name}` : ''}`;
  };
  const root = document.documentElement;
  const renderedIds = [...new Set(idsOf(root.outerHTML))];
  const urlAttributes = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data']);
  const imageTags = new Set(['img', 'source', 'picture', 'image']);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    const outer = () => short(element.outerHTML);
    if (tag === 'a' || tag === 'area') {
      const raw =
        element.getAttribute('href') ??
        element.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
      if (raw !== null) {
        let resolved: URL | null = null;
        try {
          resolved = new URL(raw, document.baseURI);
        } catch {
          resolved = null;
        }
        if (
          resolved &&
          (resolved.protocol === 'http:' || resolved.protocol === 'https:') &&
          resolved.origin !== location.origin &&
          resolved.href !== wayOut
        )
          findings.push({
            what: 'link leaves the site',
            evidence: `${placeOf(element)} ${JSON.stringify(raw)} → ${resolved.href}`,
            ids: blame(raw, element),
          });
      }
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!urlAttributes.has(name)) continue;
      // Browsers drop control characters and spaces inside a scheme ("java\tscript:").
      const value = Array.from(attribute.value)
        .filter((character) => character.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      const scriptScheme = value.startsWith('javascript:') || value.startsWith('vbscript:');
      const dataScheme =
        value.startsWith('data:') && !(imageTags.has(tag) && value.startsWith('data:image/'));
      if (scriptScheme || dataScheme)
        findings.push({
          what: `${scriptScheme ? 'javascript:' : 'data:'} in ${tag}[${name}]`,
          evidence: outer(),
          ids: blame(attribute.value, element),
        });
    }
    const dangerous =
      (tag === 'iframe' && element.hasAttribute('srcdoc')) ||
      tag === 'object' ||
      tag === 'embed' ||
      tag === 'base' ||
      (tag === 'meta' && (element.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh');
    if (dangerous)
      findings.push({
        what: `<${tag}${tag === 'iframe' ? ' srcdoc' : tag === 'meta' ? ' http-equiv=refresh' : ''}> in page`,
        evidence: outer(),
        ids: idsOf(element.outerHTML),
      });
  }
  return { findings, renderedIds };
}

/** What the quiet tracker keeps on `window`. */
export interface QuietTrackerState {
  /** When elements were last added or removed (performance.now()). */
  __probeLastChange: number;
  /** When the address was last changed in place, and the page element shown then. */
  __probeNavigatedAt?: number;
  __probeOldPage?: Element | null;
  __probeOldPageName?: string | null;
  /** The page (`data-page`, PageRenderer) the new address shows, when known. */
  __probeExpectedPage?: string | null;
}

/**
 * Changes the address in place, the way the app's own links do (history API, no reload), and
 * notes what was on screen, so `waitForQuiet` can tell when the new address is shown.
 */
export function navigateInPlace(args: { url: string; page: string | null }): void {
  const tracker = window as unknown as QuietTrackerState;
  const current = document.querySelector('[data-page]');
  tracker.__probeOldPage = current;
  tracker.__probeOldPageName = current?.getAttribute('data-page') ?? null;
  tracker.__probeExpectedPage = args.page;
  tracker.__probeNavigatedAt = performance.now();
  tracker.__probeLastChange = performance.now();
  window.history.pushState(null, '', args.url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/**
 * Resolves once the page has not changed for `quietMs` (true), or after `maxMs` (false). An
 * address changed in place counts as shown only once its old page element is gone or the
 * expected one is there (the app keeps the old page on screen while it loads the new one), or,
 * when both addresses show the same page element, after a short grace.
 * Runs in the page: one call per wait instead of one per poll.
 */
export function waitForQuiet(args: { quietMs: number; maxMs: number }): Promise<boolean> {
  const tracker = window as unknown as Partial<QuietTrackerState>;
  const started = performance.now();
  // How long a page element the new address keeps gets to start showing new content.
  const SAME_PAGE_GRACE_MS = 400;
  const quietFor = () => {
    const now = performance.now();
    if (tracker.__probeNavigatedAt !== undefined) {
      const old = tracker.__probeOldPage;
      const expected = tracker.__probeExpectedPage;
      const shown = document.querySelector('[data-page]')?.getAttribute('data-page');
      const oldGone = !old || !old.isConnected;
      const switched =
        Boolean(expected) && expected !== tracker.__probeOldPageName && shown === expected;
      // Same page element: it may change in place, or not at all (the same message for
      // another bad address); the requests it makes are waited for outside.
      const graceOver = now - tracker.__probeNavigatedAt > SAME_PAGE_GRACE_MS;
      if (!oldGone && !switched && !graceOver) return 0;
    }
    return now - (tracker.__probeLastChange ?? 0);
  };
  return new Promise((resolve) => {
    const poll = () => {
      if (quietFor() >= args.quietMs) resolve(true);
      else if (performance.now() - started >= args.maxMs) resolve(false);
      else setTimeout(poll, 50);
    };
    poll();
  });
}

/**
 * Installed before any page script: records when the DOM last changed, so a visit can wait
 * until the page is quiet instead of sleeping a fixed time, and whether the page has rendered
 * anything since its address was changed in place.
 */
export function installQuietTracker(): void {
  const state = window as unknown as QuietTrackerState;
  const mark = () => {
    state.__probeLastChange = performance.now();
  };
  mark();
  // Elements added or removed: content arriving. Attribute and text changes are left out:
  // countdowns, progress bars and carousels change those all the time.
  const start = () =>
    new MutationObserver(mark).observe(document, { subtree: true, childList: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}
