import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_THRESHOLD_PX } from '../../lib/specConstants';
import { DEFERRED_ENTRY_ATTRIBUTES } from '../../app/boot/deferredEntry';
import { requestNearImages } from '../../app/boot/startAfterFirstPaint';
import { DEFAULT_AVATAR_URL, EduImage, IMAGE_ERROR_URL } from './EduImage';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit; watched: Element[] }[] =
  [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      watched: Element[] = [];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, watched: this.watched });
      }
      observe(image: Element) {
        this.watched.push(image);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EduImage', () => {
  it('asks for the image only within 300 px of the viewport (CORE-SHARED-11)', () => {
    expect(LAZY_IMAGE_THRESHOLD_PX).toBe(300);
    const { container } = render(<EduImage src="/covers/a.png" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBeNull();
    expect(observers[0].options?.rootMargin).toBe('300px');
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(img.getAttribute('src')).toBe('/covers/a.png');
  });

  it('an image shown at once is asked for at once', () => {
    const { container } = render(<EduImage src="/covers/a.png" lazy={false} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/covers/a.png');
    expect(observers).toHaveLength(0);
  });

  it('a failed cover becomes the error image, a failed avatar the default avatar (CORE-SHARED-10)', () => {
    const { container } = render(
      <>
        <EduImage src="/covers/gone.png" lazy={false} />
        <EduImage src="/avatars/gone.png" kind="avatar" lazy={false} />
      </>,
    );
    const [cover, avatar] = Array.from(container.querySelectorAll('img'));
    fireEvent.error(cover);
    fireEvent.error(avatar);
    expect(cover.getAttribute('src')).toBe(IMAGE_ERROR_URL);
    expect(avatar.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    // A failing replacement is not retried.
    fireEvent.error(cover);
    expect(cover.getAttribute('src')).toBe(IMAGE_ERROR_URL);
  });

  it('a new address is tried again after an old one failed', () => {
    const { container, rerender } = render(<EduImage src="/covers/gone.png" lazy={false} />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<EduImage src="/covers/b.png" lazy={false} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/covers/b.png');
  });
});

describe('EduImage on a server-rendered page, before and after the app starts', () => {
  /** The page as the server sends it: the early script's tag, the images' markup in #root. */
  const serverPage = (markup: string) => {
    document.head.innerHTML =
      `<script type="module" ${DEFERRED_ENTRY_ATTRIBUTES.entry}="/assets/portal-a.js"` +
      ` ${DEFERRED_ENTRY_ATTRIBUTES.imageMargin}="300"></script>`;
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    return document.getElementById('root')!;
  };
  const page = (
    <>
      <EduImage src="/covers/a.png" />
      <EduImage src="/avatars/gone.png" kind="avatar" />
      <EduImage src="/covers/far.png" />
    </>
  );
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('the early script requests what EduImage’s markup leaves waiting, and the app takes it over', async () => {
    const root = serverPage(renderToString(page));
    const [near, gone, far] = Array.from(root.querySelectorAll('img'));
    expect([near, gone, far].map((image) => image.getAttribute('src'))).toEqual([null, null, null]);
    // jsdom lays out nothing: the first two are at the top, the last far below the viewport.
    far.getBoundingClientRect = () => ({ top: 5000, bottom: 5100, left: 0, right: 100 }) as DOMRect;
    const stop = requestNearImages(document);
    expect(observers[0].options?.rootMargin).toBe('300px');
    expect(observers[0].watched).toEqual([far]);
    gone.dispatchEvent(new Event('error'));
    expect(near.getAttribute('src')).toBe('/covers/a.png');
    expect(gone.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);

    const mismatches = vi.spyOn(console, 'error');
    let app!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      app = hydrateRoot(root, page);
    });
    expect(mismatches).not.toHaveBeenCalled();
    // The app's state is what the page shows: nothing asked again, and only the far image waits.
    expect([near, gone, far].map((image) => image.dataset.image)).toEqual([
      'requested',
      'fallback',
      'waiting',
    ]);
    expect(gone.getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    expect(observers).toHaveLength(2);
    expect(observers[1].watched).toEqual([far]);
    act(() => observers[1].callback([{ isIntersecting: true }]));
    expect(far.getAttribute('src')).toBe('/covers/far.png');
    stop();
    act(() => app.unmount());
  });
});
