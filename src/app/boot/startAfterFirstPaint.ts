/**
 * What the early script of a server-rendered page does (afterFirstPaint.ts runs it; the names it
 * shares with the server are in deferredEntry.ts). Each function takes the document and gives
 * back how to stop it, so the tests can run it on a page of their own.
 */
import { DEFERRED_ENTRY_ATTRIBUTES, FIRST_PAINT_WAIT_MS } from './deferredEntry';

/**
 * How a server-rendered lazy image waits (src/shell/ui/EduImage.tsx writes it; its test runs this
 * script on EduImage's own markup): `data-image="waiting"`, its address in `data-src` and its
 * replacement, should it fail, in `data-fallback`.
 */
const WAITING_IMAGE = 'img[data-image="waiting"][data-src]';
/** One this script (or the app) has given its address. */
const REQUESTED_IMAGE = '#root img[data-image="requested"]';

/** The early script's own tag, which carries what the server gives it as attributes. */
const ownTag = (doc: Document) =>
  doc.querySelector<HTMLScriptElement>(`script[${DEFERRED_ENTRY_ATTRIBUTES.entry}]`);

/**
 * Runs `then` once, when the app answers (`<html data-app="ready">`, set by src/app/SiteHost.tsx);
 * gives back how to stop waiting.
 */
function whenAppAnswers(doc: Document, then: () => void): () => void {
  const view = doc.defaultView ?? window;
  const answered = new view.MutationObserver(() => {
    if (doc.documentElement.dataset.app !== 'ready') return;
    answered.disconnect();
    then();
  });
  answered.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  return () => answered.disconnect();
}

/**
 * Once the browser has painted a frame of the first view and the first view's requested images
 * have come, adds the app's boot fetches, its module preloads and its entry: the very elements
 * the built page had, so the app starts as before, only after the visitor sees the page whole.
 */
export function startAppAfterFirstPaint(doc: Document): () => void {
  const self = ownTag(doc);
  const addresses = (attribute: string): string[] =>
    (self?.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
  let started = false;
  let stopped = false;
  const startApp = () => {
    if (started || stopped || !self) return;
    started = true;
    const head = doc.head;
    for (const href of addresses(DEFERRED_ENTRY_ATTRIBUTES.fetchPreloads)) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'fetch');
      link.crossOrigin = 'anonymous';
      link.href = href;
      head.append(link);
    }
    for (const href of addresses(DEFERRED_ENTRY_ATTRIBUTES.modulePreloads)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      head.append(link);
    }
    const entry = self.getAttribute(DEFERRED_ENTRY_ATTRIBUTES.entry);
    if (!entry) return;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    head.append(script);
  };
  const view = doc.defaultView ?? window;
  let frame = 0;
  let frameTask: ReturnType<typeof setTimeout> | undefined;
  // A frame's callback runs just before that frame paints. The screen shows the frame a little
  // later (Chrome's first-contentful-paint time is then): a task after the callback runs once
  // the frame is on the screen, not only painted.
  const afterNextFrame = (then: () => void) => {
    frame = view.requestAnimationFrame(() => {
      frameTask = setTimeout(then, 0);
    });
  };
  // The first view's requested images (requestNearImages) that are still loading: the app
  // starts once each has loaded or failed. Started beside them, its download and its hydration
  // held them back, and the visitor's first view was whole only after the app had come.
  const unsettled = new Set<HTMLImageElement>();
  const startOnceImagesSettle = () => {
    for (const image of doc.querySelectorAll<HTMLImageElement>(REQUESTED_IMAGE))
      if (!image.complete) unsettled.add(image);
    if (unsettled.size === 0) return startApp();
    for (const image of unsettled) {
      // Load or error, whichever comes first (a failed one then loads its replacement).
      const settle = () => {
        image.removeEventListener('load', settle);
        image.removeEventListener('error', settle);
        unsettled.delete(image);
        // After the frame that shows the last one.
        if (unsettled.size === 0) afterNextFrame(startApp);
      };
      image.addEventListener('load', settle);
      image.addEventListener('error', settle);
    }
  };
  // The first view is on the screen after the second frame (the first one painted it). A hidden
  // page paints nothing (and runs no frame callbacks): it starts at once.
  if (doc.visibilityState === 'hidden') startApp();
  else
    frame = view.requestAnimationFrame(() => {
      afterNextFrame(startOnceImagesSettle);
    });
  // The backstop does not wait for images either: a slow one never holds the app past it.
  const fallback = setTimeout(startApp, FIRST_PAINT_WAIT_MS);
  return () => {
    stopped = true;
    view.cancelAnimationFrame(frame);
    clearTimeout(frameTask);
    clearTimeout(fallback);
  };
}

/**
 * The lazy images of the first view (the icon navigation, section covers) are requested as they
 * come within the spec's distance of the viewport, as EduImage does once the app runs: without
 * this they were empty frames until the app had loaded, a second or more on a slow link. A
 * failed one shows its replacement. Hands over to EduImage once the app answers
 * (`<html data-app="ready">`); EduImage then takes what this script requested as requested.
 */
export function requestNearImages(doc: Document): () => void {
  const view = doc.defaultView ?? window;
  const margin = Number(ownTag(doc)?.getAttribute(DEFERRED_ENTRY_ATTRIBUTES.imageMargin) ?? NaN);
  // A page built without the distance leaves its images to the app, as before.
  if (!Number.isFinite(margin)) return () => {};
  const request = (image: HTMLImageElement) => {
    const address = image.getAttribute('data-src');
    if (!address || image.getAttribute('src') || image.dataset.image !== 'waiting') return;
    const fallback = image.getAttribute('data-fallback');
    image.addEventListener(
      'error',
      () => {
        // Once only, and only for this address: a missing replacement cannot loop.
        if (!fallback || image.getAttribute('src') !== address) return;
        image.dataset.image = 'fallback';
        image.src = fallback;
      },
      { once: true },
    );
    image.dataset.image = 'requested';
    image.src = address;
  };
  const waiting = [...doc.querySelectorAll<HTMLImageElement>(WAITING_IMAGE)];
  // Without an observer the app asks for every image at once: so does this.
  if (typeof view.IntersectionObserver !== 'function') {
    waiting.forEach(request);
    return () => {};
  }
  const near = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          near.unobserve(entry.target);
          request(entry.target as HTMLImageElement);
        }
    },
    { rootMargin: `${margin}px` },
  );
  // The images already within reach are requested at once, as a static page's would be: the
  // observer would tell only after the first frame, and their loading would then meet the app's
  // start. Measured in document order, and only until the first one beyond reach: measuring one
  // further down would lay out sections the page leaves unrendered until they come near.
  let beyond = false;
  for (const image of waiting) {
    if (!beyond) {
      const box = image.getBoundingClientRect();
      beyond = box.top > view.innerHeight + margin;
      const within =
        !beyond &&
        box.bottom >= -margin &&
        box.left <= view.innerWidth + margin &&
        box.right >= -margin;
      if (within) {
        request(image);
        continue;
      }
    }
    near.observe(image);
  }
  const stopWaiting = whenAppAnswers(doc, () => near.disconnect());
  return () => {
    near.disconnect();
    stopWaiting();
  };
}

/**
 * A press on a button before the app has started is a press on plain HTML: nothing answers it,
 * and on a slow phone the page has been readable for a second or two by then. The last such
 * press is kept and given again once the app answers (`<html data-app="ready">`, set by
 * src/app/SiteHost.tsx), if that button is still on the page. Only before the app starts
 * hydrating (`data-app="hydrating"`, set by src/main.tsx): from then on React replays itself what
 * lands on parts it has not hydrated yet, and a press given twice would act twice. Links are
 * left alone: they navigate as they are.
 */
export function keepEarlyPresses(doc: Document): () => void {
  const html = doc.documentElement;
  let earlyPress: HTMLElement | null = null;
  const keep = (event: MouseEvent) => {
    if (html.dataset.app) return;
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button, [role="button"]');
    if (button && !button.closest('a[href]') && doc.getElementById('root')?.contains(button))
      earlyPress = button;
  };
  doc.addEventListener('click', keep, true);
  const stopWaiting = whenAppAnswers(doc, () => {
    doc.removeEventListener('click', keep, true);
    const press = earlyPress;
    earlyPress = null;
    if (press?.isConnected) press.click();
  });
  return () => {
    stopWaiting();
    doc.removeEventListener('click', keep, true);
  };
}
