import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MediaPlayerBlock from './MediaPlayerBlock';
import { renderBlock } from '../testing/renderBlock';
import videojsModule from 'video.js';

// The unit project shares its module cache between files (isolate: false): the test reads the
// mock back from the module, so it always holds the instance the player code received.
vi.mock('video.js', () => ({ default: vi.fn(() => ({ dispose: vi.fn(), on: vi.fn() })) }));
const videojs = vi.mocked(videojsModule);
vi.mock('video.js/dist/video-js.css', () => ({}));

beforeEach(() => {
  videojs.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => vi.restoreAllMocks());

describe('media player', () => {
  it('creates the video at once and hands it to video.js, HLS typed by its extension', async () => {
    const { container } = renderBlock(MediaPlayerBlock, {
      title: '开学第一课',
      sources: [{ src: '/svc/static/media/first-lesson/playlist.m3u8' }],
      poster: '/p.svg',
    });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('title')).toBe('开学第一课');
    expect(video.querySelector('source')?.getAttribute('type')).toBe('application/x-mpegURL');
    await waitFor(() => expect(videojs).toHaveBeenCalledTimes(1));
    expect(videojs.mock.calls[0]).toEqual([
      video,
      expect.objectContaining({
        sources: [
          { src: '/svc/static/media/first-lesson/playlist.m3u8', type: 'application/x-mpegURL' },
        ],
        audioOnlyMode: false,
      }),
    ]);
  });

  it('drops the poster and uses the audio layout when every source is audio', async () => {
    const { container } = renderBlock(MediaPlayerBlock, {
      title: '春晓',
      sources: [{ src: '/a.mp3' }],
      poster: '/p.svg',
    });
    expect(container.querySelector('video')?.getAttribute('poster')).toBeNull();
    await waitFor(() => expect(videojs).toHaveBeenCalledTimes(1));
    expect(videojs.mock.calls[0]).toEqual([
      expect.anything(),
      expect.objectContaining({ audioOnlyMode: true }),
    ]);
  });

  it('never renders an unsafe source', () => {
    const { container } = renderBlock(MediaPlayerBlock, {
      title: 'x',
      sources: [{ src: 'javascript:alert(1)' }, { src: '/ok.mp4' }],
    });
    const sources = Array.from(container.querySelectorAll('source')).map((s) =>
      s.getAttribute('src'),
    );
    expect(sources).toEqual(['/ok.mp4']);
  });
});
