import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_THRESHOLD_PX } from '../../lib/specConstants';
import { DEFAULT_AVATAR_URL, EduImage, IMAGE_ERROR_URL } from './EduImage';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
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
