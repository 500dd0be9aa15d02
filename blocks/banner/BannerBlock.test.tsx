import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerBlock from './BannerBlock';
import { bannerModalWidth } from './BannerModal';
import { bannerFixtures } from './fixtures';
import { fixtureProps } from '../shared/fixtureHelpers';
import { renderBlock } from '../testing/renderBlock';
import { BANNER_AUTOPLAY_MS } from '../../src/lib/specConstants';
import videojsModule from 'video.js';

// The unit project shares its module cache between files (isolate: false): the test reads the
// mock back from the module, so it always holds the instance the player code received.
vi.mock('video.js', () => ({ default: vi.fn(() => ({ dispose: vi.fn(), on: vi.fn() })) }));
const videojs = vi.mocked(videojsModule);

const props = (name: string) => fixtureProps(bannerFixtures, name);

function activeIndex(container: HTMLElement): number {
  return Number(container.querySelector('.banner__carousel')!.getAttribute('data-active-index'));
}

function slides(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.banner__slide')];
}

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

// jsdom plays nothing: the player's "can this browser play it" check is told yes.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(HTMLMediaElement.prototype.canPlayType).mockRestore();
  videojs.mockClear();
  setViewportWidth(1024);
});

describe('banner (section type 11)', () => {
  it('renders one slide per banner, showing the first (CORE-CHAN-04)', () => {
    const { container } = renderBlock(BannerBlock, props('three-banners'));
    expect(slides(container)).toHaveLength(3);
    expect(screen.getByRole('img', { name: '开学第一课' })).toBeTruthy();
    // The other slides are hidden from assistive technology until shown.
    expect(screen.queryByRole('img', { name: '暑期教师研修' })).toBeNull();
    expect(screen.getByRole('region', { name: '轮播图' })).toBeTruthy();
  });

  describe('autoplay (CORE-CHAN-34)', () => {
    beforeEach(() => vi.useFakeTimers());

    it(`moves every ${BANNER_AUTOPLAY_MS} ms: 0 → 1 at 3000 → 2 at 6000`, () => {
      const { container } = renderBlock(BannerBlock, props('three-banners'));
      expect(activeIndex(container)).toBe(0);
      act(() => vi.advanceTimersByTime(2999));
      expect(activeIndex(container)).toBe(0);
      act(() => vi.advanceTimersByTime(1));
      expect(activeIndex(container)).toBe(1);
      act(() => vi.advanceTimersByTime(3000));
      expect(activeIndex(container)).toBe(2);
      expect(screen.getByRole('button', { name: '第3张' }).getAttribute('aria-current')).toBe(
        'true',
      );
      act(() => vi.advanceTimersByTime(3000));
      expect(activeIndex(container)).toBe(0);
    });

    it('pauses while hovered and while focused', () => {
      const { container } = renderBlock(BannerBlock, props('three-banners'));
      const carousel = container.querySelector('.banner__carousel')!;
      fireEvent.mouseEnter(carousel);
      act(() => vi.advanceTimersByTime(9000));
      expect(activeIndex(container)).toBe(0);
      fireEvent.mouseLeave(carousel);
      act(() => vi.advanceTimersByTime(3000));
      expect(activeIndex(container)).toBe(1);
      fireEvent.focus(screen.getByRole('button', { name: '下一张' }));
      act(() => vi.advanceTimersByTime(9000));
      expect(activeIndex(container)).toBe(1);
    });

    it('does not autoplay a single banner', () => {
      const { container } = renderBlock(BannerBlock, props('video-banner'));
      act(() => vi.advanceTimersByTime(9000));
      expect(activeIndex(container)).toBe(0);
      expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    });
  });

  it('has previous, next and dot buttons labelled from the messages', () => {
    const { container } = renderBlock(BannerBlock, props('three-banners'));
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(activeIndex(container)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(activeIndex(container)).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '第1张' }));
    expect(activeIndex(container)).toBe(0);
    expect(screen.getByRole('button', { name: '第1张' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '第2张' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves one slide per horizontal swipe', () => {
    const { container } = renderBlock(BannerBlock, props('three-banners'));
    const carousel = container.querySelector('.banner__carousel')!;
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200 }] });
    expect(activeIndex(container)).toBe(1);
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 220 }] });
    expect(activeIndex(container)).toBe(1);
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 300 }] });
    expect(activeIndex(container)).toBe(0);
  });

  it('paints each slide with its mainColor (CORE-CHAN-42)', () => {
    const { container } = renderBlock(BannerBlock, props('three-banners'));
    expect(slides(container)[0].style.backgroundColor).toBe('rgb(192, 0, 0)');
    expect(slides(container)[1].style.backgroundColor).toBe('rgb(31, 111, 255)');
  });

  it('requests the cover at 600 px, and 360 px on narrow screens (CORE-CHAN-35)', () => {
    const { container } = renderBlock(BannerBlock, props('three-banners'));
    const image = screen.getByRole('img', { name: '开学第一课' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(
      '/static/samples/cover-1.jpg?x-oss-process=image/resize,w_600',
    );
    const source = container.querySelector('.banner__slide source')!;
    expect(source.getAttribute('srcset')).toBe(
      '/static/samples/cover-1.jpg?x-oss-process=image/resize,w_360',
    );
  });

  it('asks for the first cover at once and first, the others lazily', () => {
    const { container } = renderBlock(BannerBlock, props('three-banners'));
    const images = [...container.querySelectorAll<HTMLImageElement>('.banner__image')];
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'low',
      'low',
    ]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('uses display.banner_width as the carousel width (CORE-CHAN-40)', () => {
    renderBlock(BannerBlock, props('fixed-width'));
    const carousel = screen.getByRole('region', { name: '轮播图' });
    expect(carousel.style.width).toBe('1200px');
  });

  it('is as wide as the page without banner_width', () => {
    renderBlock(BannerBlock, props('three-banners'));
    expect(screen.getByRole('region', { name: '轮播图' }).style.width).toBe('');
  });

  describe('links (CORE-CHAN-29..31)', () => {
    it('opens a url-type banner at extra.url, through the interstitial in a new tab', () => {
      renderBlock(BannerBlock, props('three-banners'));
      const link = screen.getByRole('link', { name: '开学第一课' });
      expect(link.getAttribute('href')).toBe(
        `/externalLink?url=${encodeURIComponent('https://www.example.edu.cn/first-lesson')}`,
      );
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('uses a description starting with http as the target', () => {
      renderBlock(BannerBlock, props('description-link'));
      expect(screen.getByRole('link', { name: '专题活动' }).getAttribute('href')).toBe(
        `/externalLink?url=${encodeURIComponent('https://d.example.edu.cn/special')}`,
      );
    });

    it('drops a javascript: target: the banner shows but is no link', () => {
      renderBlock(BannerBlock, props('unsafe-link'));
      expect(screen.getByRole('img', { name: '不安全链接' })).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
    });

    it('carries x-edu-theme to in-site links, not to other sites', () => {
      renderBlock(BannerBlock, props('three-banners'), { themeParam: 'dark' });
      const links = screen.getAllByRole('link', { hidden: true });
      const inSite = links.find((link) =>
        link.getAttribute('href')?.startsWith('/teacherTraining'),
      )!;
      expect(inSite.getAttribute('href')).toBe(
        '/teacherTraining?channelId=summer&x-edu-theme=dark',
      );
      // The other site is reached through our interstitial page: the theme stays on that page.
      const outside = screen.getByRole('link', { name: '开学第一课' }).getAttribute('href')!;
      expect(outside).toBe(
        `${`/externalLink?url=${encodeURIComponent('https://www.example.edu.cn/first-lesson')}`}&x-edu-theme=dark`,
      );
      expect(new URL(outside, window.location.href).searchParams.get('url')).toBe(
        'https://www.example.edu.cn/first-lesson',
      );
    });

    it('links a non-url banner to its page by type (detail)', () => {
      renderBlock(BannerBlock, props('three-banners'), { path: '/sport' });
      const links = screen.getAllByRole('link', { hidden: true });
      const article = links.find((link) => link.getAttribute('href')?.startsWith('/sport/detail'));
      expect(article?.getAttribute('href')).toContain('contentId=lc-3');
    });

    it('navigates inside the app for an in-site banner', () => {
      const { getByTestId, container } = renderBlock(BannerBlock, props('three-banners'));
      fireEvent.click(screen.getByRole('button', { name: '下一张' }));
      fireEvent.click(within(slides(container)[1]).getByRole('link'));
      expect(getByTestId('location').textContent).toBe('/teacherTraining?channelId=summer');
    });
  });

  describe('modal (CORE-CHAN-26..28)', () => {
    it('opens an m3u8 banner in a video modal instead of navigating', async () => {
      const { getByTestId } = renderBlock(BannerBlock, props('video-banner'));
      const trigger = screen.getByRole('button', { name: '开幕式直播回放' });
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
      trigger.focus();
      fireEvent.click(trigger);
      const dialog = screen.getByRole('dialog', { name: '开幕式直播回放' });
      // The portal's one player (loaded when the modal opens): the stream as an HLS source,
      // playing at once.
      await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull());
      const video = dialog.querySelector('video')!;
      const source = video.querySelector('source')!;
      expect(source.getAttribute('src')).toBe('https://v.example.edu.cn/live/opening.m3u8');
      expect(source.getAttribute('type')).toBe('application/x-mpegURL');
      expect(video.autoplay).toBe(true);
      expect(dialog.querySelector('[data-media-player="video"]')).not.toBeNull();
      expect(getByTestId('location').textContent).toBe('/');
      // video.js is loaded only now, and takes over the element for HLS.
      await waitFor(() => expect(videojs).toHaveBeenCalledTimes(1));
      expect(videojs.mock.calls[0][0]).toBe(video);
      expect(videojs.mock.calls[0][1]).toMatchObject({
        autoplay: true,
        fill: true,
        sources: [
          { src: 'https://v.example.edu.cn/live/opening.m3u8', type: 'application/x-mpegURL' },
        ],
      });
    });

    it('closes with Esc and with the close button, returning focus to the banner', () => {
      renderBlock(BannerBlock, props('video-banner'));
      const trigger = screen.getByRole('button', { name: '开幕式直播回放' });
      trigger.focus();
      fireEvent.click(trigger);
      const close = screen.getByRole('button', { name: '关闭视频' });
      expect(document.activeElement).toBe(close);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(trigger);
      fireEvent.click(trigger);
      fireEvent.click(screen.getByRole('button', { name: '关闭视频' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens an open_type=iframe banner in the modal as an iframe', () => {
      renderBlock(BannerBlock, props('iframe-banner'));
      fireEvent.click(screen.getByRole('button', { name: '活动专题页' }));
      const dialog = screen.getByRole('dialog', { name: '活动专题页' });
      const iframe = dialog.querySelector('iframe')!;
      expect(iframe.getAttribute('src')).toBe('https://x.example.edu.cn/topic?open_type=iframe');
      expect(dialog.querySelector('video')).toBeNull();
    });

    it('opens inside the site root, so the site theme and brand tokens reach it', () => {
      const site = document.createElement('div');
      site.setAttribute('data-site', 'hd-kpzy');
      site.style.setProperty('--edu-primary', '#7a1f1f');
      document.body.append(site);
      try {
        renderBlock(BannerBlock, props('iframe-banner'));
        fireEvent.click(screen.getByRole('button', { name: '活动专题页' }));
        const dialog = screen.getByRole('dialog', { name: '活动专题页' });
        expect(dialog.closest('[data-site]')).toBe(site);
        fireEvent.keyDown(dialog, { key: 'Escape' });
      } finally {
        site.remove();
      }
    });

    it('keeps the keyboard focus inside the modal', () => {
      renderBlock(BannerBlock, props('iframe-banner'));
      fireEvent.click(screen.getByRole('button', { name: '活动专题页' }));
      const dialog = screen.getByRole('dialog');
      const close = screen.getByRole('button', { name: '关闭视频' });
      const iframe = dialog.querySelector('iframe')!;
      fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(iframe);
      fireEvent.keyDown(iframe, { key: 'Tab' });
      expect(document.activeElement).toBe(close);
    });

    it('is 80 % of the page width, at most 1366 px', () => {
      setViewportWidth(1200);
      renderBlock(BannerBlock, props('iframe-banner'));
      fireEvent.click(screen.getByRole('button', { name: '活动专题页' }));
      expect(screen.getByRole('dialog').style.width).toBe('960px');
      act(() => setViewportWidth(2000));
      expect(screen.getByRole('dialog').style.width).toBe('1366px');
      expect(bannerModalWidth(375)).toBe(300);
    });
  });

  it('shows 正在编辑，敬请期待 without banners', () => {
    renderBlock(BannerBlock, props('empty'));
    expect(screen.getByText('正在编辑，敬请期待')).toBeTruthy();
  });
});
