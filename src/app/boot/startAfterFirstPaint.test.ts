/**
 * The page's one early script (afterFirstPaint.ts): it starts the app once a frame has painted,
 * with the very elements the built page had, and a press on a button before the app started is
 * given again once the app answers; the first view's lazy images are requested as they come near.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_ENTRY_ATTRIBUTES, FIRST_PAINT_WAIT_MS } from './deferredEntry';
import {
  keepEarlyPresses,
  requestNearImages,
  startAppAfterFirstPaint,
} from './startAfterFirstPaint';

const stops: (() => void)[] = [];
/** What afterFirstPaint.ts runs on a page. */
const start = () => {
  stops.push(keepEarlyPresses(document), startAppAfterFirstPaint(document));
};

/** Two frames and a task: the first view painted and on the screen. */
const frames = () =>
  new Promise((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
  );

beforeEach(() => {
  document.head.innerHTML =
    `<script type="module" src="/assets/after-first-paint-x.js"` +
    ` ${DEFERRED_ENTRY_ATTRIBUTES.entry}="/assets/portal-a.js"` +
    ` ${DEFERRED_ENTRY_ATTRIBUTES.modulePreloads}="/assets/libraries-b.js /assets/roles-c.js"` +
    ` ${DEFERRED_ENTRY_ATTRIBUTES.fetchPreloads}="/manifests/index.json"></script>`;
  document.body.innerHTML =
    '<div id="root"><button type="button">资料下载</button><a href="/sport"><span role="button">体育</span></a></div>';
  delete document.documentElement.dataset.app;
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
});

describe('after the first paint', () => {
  it('adds the boot fetches, the module preloads and the entry, once a frame has painted', async () => {
    start();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    // One frame painted is not yet one on the screen.
    expect(document.head.querySelector('script[src="/assets/portal-a.js"]')).toBeNull();
    await frames();
    const added = [...document.head.children]
      .slice(1)
      .map((element) =>
        [
          element.tagName.toLowerCase(),
          element.getAttribute('rel'),
          element.getAttribute('as'),
          element.getAttribute('type'),
          element.getAttribute('href') ?? element.getAttribute('src'),
        ].join(' '),
      );
    expect(added).toEqual([
      'link preload fetch  /manifests/index.json',
      'link modulepreload   /assets/libraries-b.js',
      'link modulepreload   /assets/roles-c.js',
      'script   module /assets/portal-a.js',
    ]);
  });

  it('waits for the first view’s requested images still loading, each loaded or failed, then starts the app', async () => {
    document.getElementById('root')!.innerHTML +=
      '<img alt="" src="/covers/a.png" data-image="requested">' +
      '<img alt="" src="/covers/b.png" data-image="requested">' +
      '<img alt="" src="/covers/c.png" data-image="requested">';
    const [a, b, shown] = [...document.querySelectorAll('img')];
    for (const image of [a, b]) Object.defineProperty(image, 'complete', { value: false });
    Object.defineProperty(shown, 'complete', { value: true });
    start();
    await frames();
    const entry = () => document.head.querySelector('script[src="/assets/portal-a.js"]');
    expect(entry()).toBeNull();
    a.dispatchEvent(new Event('error'));
    // A failed image's replacement then loads: it is not counted twice.
    a.dispatchEvent(new Event('load'));
    expect(entry()).toBeNull();
    b.dispatchEvent(new Event('load'));
    // After the frame that shows it.
    expect(entry()).toBeNull();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    expect(entry()).not.toBeNull();
    expect(document.head.querySelectorAll('script[src="/assets/portal-a.js"]')).toHaveLength(1);
  });

  it('a page that paints no frame starts the app after FIRST_PAINT_WAIT_MS, not before; a hidden one at once', () => {
    expect(FIRST_PAINT_WAIT_MS).toBe(3000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A frame off the screen: its frame callbacks never run.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      start();
      const entry = () => document.head.querySelector('script[src="/assets/portal-a.js"]');
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
      expect(entry()).toBeNull();
      vi.advanceTimersByTime(1);
      expect(entry()).not.toBeNull();

      stops.splice(0).forEach((stop) => stop());
      entry()!.remove();
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      start();
      expect(entry()).not.toBeNull();
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('gives a press made before the app started again once the app answers, once', async () => {
    start();
    const button = document.querySelector('button')!;
    button.click();
    const replayed = vi.fn();
    button.addEventListener('click', replayed);
    document.documentElement.dataset.app = 'hydrating';
    await Promise.resolve();
    expect(replayed).not.toHaveBeenCalled();
    document.documentElement.dataset.app = 'ready';
    await vi.waitFor(() => expect(replayed).toHaveBeenCalledTimes(1));
    // Only once: a later change of the attribute gives nothing again.
    delete document.documentElement.dataset.app;
    document.documentElement.dataset.app = 'ready';
    await new Promise((done) => setTimeout(done, 0));
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('leaves presses once hydration started to React, links to the browser, and a button the app replaced', async () => {
    start();
    document.querySelector<HTMLElement>('[role="button"]')!.click();
    document.documentElement.dataset.app = 'hydrating';
    const button = document.querySelector('button')!;
    button.click();
    const replayed = vi.fn();
    button.addEventListener('click', replayed);
    document.querySelector('a')!.addEventListener('click', replayed);
    document.documentElement.dataset.app = 'ready';
    await new Promise((done) => setTimeout(done, 0));
    expect(replayed).not.toHaveBeenCalled();

    // A press kept, but its button replaced by the app's own render: nothing is pressed.
    stops.splice(0).forEach((stop) => stop());
    delete document.documentElement.dataset.app;
    start();
    const early = document.querySelector('button')!;
    early.click();
    early.replaceWith(early.cloneNode(true));
    const replacement = document.querySelector('button')!;
    const pressedAgain = vi.fn();
    replacement.addEventListener('click', pressedAgain);
    document.documentElement.dataset.app = 'ready';
    await new Promise((done) => setTimeout(done, 0));
    expect(pressedAgain).not.toHaveBeenCalled();
  });
});

describe('the first view’s lazy images, before the app runs', () => {
  type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  let observer: { callback: Callback; margin?: string; watched: Element[] } | null = null;
  /** The observer tells that an image came within its distance of the viewport. */
  const comesNear = (image: Element) =>
    observer!.callback([{ isIntersecting: true, target: image }]);

  beforeEach(() => {
    observer = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        watched: Element[] = [];
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observer = { callback, margin: options?.rootMargin, watched: this.watched };
        }
        observe(image: Element) {
          this.watched.push(image);
        }
        unobserve(image: Element) {
          this.watched.splice(this.watched.indexOf(image), 1);
        }
        disconnect() {
          this.watched.splice(0);
        }
      },
    );
    document.head
      .querySelector('script')!
      .setAttribute(DEFERRED_ENTRY_ATTRIBUTES.imageMargin, '300');
    document.getElementById('root')!.innerHTML =
      '<img alt="" data-image="waiting" data-src="/covers/top.png" data-fallback="/images/image-error.svg">' +
      '<img alt="" data-image="waiting" data-src="/covers/a.png" data-fallback="/images/image-error.svg">' +
      '<img alt="" data-image="waiting" data-src="/covers/b.png" data-fallback="/images/image-error.svg">' +
      '<img alt="" src="/banners/first.png" data-image="requested">';
    // The viewport is 768 px high: the first image is within 300 px of it, the second beyond;
    // the third would be within, but nothing after the first beyond is measured.
    const [top, a, b] = images();
    placeAt(top, 700);
    placeAt(a, 1200);
    placeAt(b, 100);
  });
  /** Where the page lays an image out (jsdom lays out nothing). */
  const placeAt = (image: Element, top: number) => {
    image.getBoundingClientRect = () =>
      ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100 }) as DOMRect;
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const images = () => [...document.querySelectorAll('img')];

  it('requests at once what is within 300 px of the viewport, the rest once the observer tells', () => {
    expect(window.innerHeight).toBe(768);
    stops.push(requestNearImages(document));
    const [top, a, b, banner] = images();
    expect([top.getAttribute('src'), top.dataset.image]).toEqual(['/covers/top.png', 'requested']);
    expect(observer!.margin).toBe('300px');
    expect(observer!.watched).toEqual([a, b]);
    expect([a.getAttribute('src'), b.getAttribute('src')]).toEqual([null, null]);
    comesNear(a);
    expect([a.getAttribute('src'), a.dataset.image]).toEqual(['/covers/a.png', 'requested']);
    expect(b.getAttribute('src')).toBeNull();
    expect(observer!.watched).toEqual([b]);
    expect(banner.getAttribute('src')).toBe('/banners/first.png');
  });

  it('shows the replacement of an image that fails, once', () => {
    stops.push(requestNearImages(document));
    const [top, a] = images();
    top.dispatchEvent(new Event('error'));
    expect([top.getAttribute('src'), top.dataset.image]).toEqual([
      '/images/image-error.svg',
      'fallback',
    ]);
    top.dispatchEvent(new Event('error'));
    expect(top.getAttribute('src')).toBe('/images/image-error.svg');
    comesNear(a);
    a.dispatchEvent(new Event('error'));
    expect(a.getAttribute('src')).toBe('/images/image-error.svg');
  });

  it('hands over to the app once it answers; a page without the distance leaves images to the app', async () => {
    stops.push(requestNearImages(document));
    document.documentElement.dataset.app = 'ready';
    await new Promise((done) => setTimeout(done, 0));
    expect(observer!.watched).toEqual([]);

    stops.splice(0).forEach((stop) => stop());
    observer = null;
    document.head.querySelector('script')!.removeAttribute(DEFERRED_ENTRY_ATTRIBUTES.imageMargin);
    const [top] = images();
    top.removeAttribute('src');
    top.dataset.image = 'waiting';
    stops.push(requestNearImages(document));
    expect(observer).toBeNull();
    expect(top.getAttribute('src')).toBeNull();
  });
});
