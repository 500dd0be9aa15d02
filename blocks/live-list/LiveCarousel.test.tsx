/**
 * The live carousel (seed 000 §9 "Carousel shows 3 lives at a time", ledger CORE-CHAN-36): a live
 * section with 7 lives shows 3 cards; 下一组 shows the next ones; the buttons are disabled at the
 * ends and reachable by keyboard.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LiveListBlock from './LiveListBlock';
import { LIVE_T0, sevenLives } from './fixtures';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { LIVE_CAROUSEL_VISIBLE_COUNT } from '../../src/lib/specConstants';
import type { LiveService } from '../../src/services/liveService';

function show() {
  const lives = sevenLives();
  const search = vi.fn<LiveService['search']>(async () => ({ items: lives, total: lives.length }));
  const services = {
    ...createFakeServices(),
    live: async () => ({
      search,
      subscriptions: async () => new Set<string>(),
      subscribe: async () => undefined,
    }),
  };
  renderBlock(
    LiveListBlock,
    { title: 'msg:liveList.carousel.title', layout: 'carousel' },
    { services, path: '/live', now: LIVE_T0 },
  );
  return { search };
}

const shownIds = () =>
  Array.from(document.querySelectorAll('[data-live-carousel-shown="true"] [data-live-id]')).map(
    (node) => node.getAttribute('data-live-id'),
  );
const previous = () => screen.getByRole('button', { name: '上一组直播' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: '下一组直播' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live carousel (CORE-CHAN-36)', () => {
  it('7 lives: 3 visible cards, the others out of reach; next shows the next ones', async () => {
    expect(LIVE_CAROUSEL_VISIBLE_COUNT).toBe(3);
    const { search } = show();
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    expect(search).toHaveBeenCalledWith(-1, 0, 12);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('精选直播');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(document.querySelectorAll('[data-live-id]')).toHaveLength(7);
    expect(shownIds()).toEqual(['c1', 'c2', 'c3']);
    // Cards out of view can be neither focused nor read.
    const hidden = document.querySelector('[data-live-id="c4"]')!.closest('li')!;
    expect(hidden.hasAttribute('inert')).toBe(true);
    expect(hidden.getAttribute('aria-hidden')).toBe('true');
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    expect(shownIds()).toEqual(['c4', 'c5', 'c6']);
    expect(previous().disabled).toBe(false);

    // The last view is full: c5, c6, c7; then 下一组 is disabled.
    fireEvent.click(next());
    expect(shownIds()).toEqual(['c5', 'c6', 'c7']);
    expect(next().disabled).toBe(true);

    fireEvent.click(previous());
    expect(shownIds()).toEqual(['c2', 'c3', 'c4']);
    fireEvent.click(previous());
    expect(shownIds()).toEqual(['c1', 'c2', 'c3']);
    expect(previous().disabled).toBe(true);
  });

  it('the buttons are real buttons in the tab order, named from the catalogue', async () => {
    show();
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    for (const button of [previous(), next()]) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
    }
    next().focus();
    expect(document.activeElement).toBe(next());
    const region = screen.getByRole('region', { name: '精选直播' });
    expect(region.getAttribute('aria-roledescription')).toBe('直播轮播');
  });

  it('a narrow screen shows one at a time (up to the 768 px breakpoint)', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 768px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    show();
    await waitFor(() => expect(shownIds()).toEqual(['c1']));
    fireEvent.click(next());
    expect(shownIds()).toEqual(['c2']);
  });
});
