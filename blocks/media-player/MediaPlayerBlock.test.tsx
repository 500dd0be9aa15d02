import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MediaPlayerBlock from './MediaPlayerBlock';
import type { MediaPlayerBlockProps } from './MediaPlayerBlock';
import { renderBlock, type RenderOptions } from '../testing/renderBlock';
import { PLAYER_HEARTBEAT_KEY } from '../../src/lib/specConstants';
import { MediaPlayer, type MediaPlayerProps, type PlayerTimelineEvent } from './MediaPlayer';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import videojsModule from 'video.js';
import { drive } from './drivenVideo';

// The unit project shares its module cache between files (isolate: false): the test reads the
// mock back from the module, so it always holds the instance the player code received.
vi.mock('video.js', () => ({ default: vi.fn(() => ({ dispose: vi.fn(), on: vi.fn() })) }));
const videojs = vi.mocked(videojsModule);
vi.mock('video.js/dist/video-js.css', () => ({}));

const REPLAY = '再学一遍';
const SINGLE_SESSION = '请先关闭正在学习的课程页面，再打开新的课程';
const LOGIN_REQUIRED = '需要登录才可以查看，是否登录？';
const UNPLAYABLE = '视频无法播放，请升级浏览器后重试';

/**
 * The player as pages embed it (course player, content detail), with the callbacks a manifest
 * cannot set (`onTimeline`).
 */
function EmbeddedPlayer({ props }: BlockProps<MediaPlayerProps>) {
  return <MediaPlayer {...props} />;
}

function renderPlayer(props: MediaPlayerBlockProps, options: RenderOptions = {}) {
  const result = renderBlock(MediaPlayerBlock, props, options);
  const video = result.container.querySelector('video') as HTMLVideoElement;
  return { ...result, video, media: drive(video) };
}

const lesson: MediaPlayerBlockProps = {
  title: '《观潮》课文精讲',
  sources: [{ src: '/svc/static/media/lesson.mp4' }],
};

beforeEach(() => {
  videojs.mockClear();
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
        // The controls speak the page's language (video.js's zh-CN labels).
        language: 'zh-CN',
        // Our message replaces video.js's English error box; converted tracks show natively.
        errorDisplay: false,
        html5: { nativeTextTracks: true },
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

describe('replay overlay (CORE-VIDEO-03, -04)', () => {
  it('shows 再学一遍 at the end; the button restarts from 0, playing, and hides', async () => {
    const { video, media } = renderPlayer(lesson);
    expect(screen.queryByRole('button', { name: REPLAY })).toBeNull();
    act(() => {
      void video.play();
      media.playTo(4);
    });
    const replay = screen.getByRole('button', { name: REPLAY });
    expect(replay.tagName).toBe('BUTTON');
    media.state.time = 4;
    fireEvent.click(replay);
    expect(screen.queryByRole('button', { name: REPLAY })).toBeNull();
    expect(video.currentTime).toBe(0);
    expect(video.paused).toBe(false);
    expect(video.ended).toBe(false);
  });

  it('hides when play starts again from the player’s own controls', () => {
    const { video, media } = renderPlayer(lesson);
    act(() => {
      void video.play();
      media.playTo(4);
    });
    expect(screen.getByRole('button', { name: REPLAY })).toBeTruthy();
    act(() => void video.play());
    expect(screen.queryByRole('button', { name: REPLAY })).toBeNull();
  });

  it('is reachable by keyboard and takes the focus when the focus was in the player', async () => {
    const { video, media } = renderPlayer(lesson);
    video.tabIndex = 0;
    video.focus();
    act(() => {
      void video.play();
      media.playTo(4);
    });
    const replay = screen.getByRole('button', { name: REPLAY });
    await waitFor(() => expect(document.activeElement).toBe(replay));
  });
});

describe('forced login (CORE-VIDEO-05, -06; A-15)', () => {
  const forced = { ...lesson, learning: { forceLogin: true } };

  it('pauses a logged-out play and asks to log in; OK signs in and returns here', async () => {
    const { video, runtime } = renderPlayer(forced, {
      path: '/teacherTraining/courseDetail?courseId=c1',
    });
    act(() => void video.play());
    expect(video.paused).toBe(true);
    expect(runtime.ui.confirm).toHaveBeenCalledWith(LOGIN_REQUIRED);
    await waitFor(() =>
      expect(runtime.session.login).toHaveBeenCalledWith(
        '/teacherTraining/courseDetail?courseId=c1',
      ),
    );
  });

  it('does not sign in when the visitor cancels', async () => {
    const { video, runtime } = renderPlayer(forced);
    runtime.ui.confirm.mockResolvedValue(false);
    act(() => void video.play());
    await waitFor(() => expect(runtime.ui.confirm).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(runtime.session.login).not.toHaveBeenCalled();
  });

  it('plays for a signed-in visitor, and for anyone when forced login is off', () => {
    const signedIn = renderPlayer(forced, { role: 'TEACHER' });
    act(() => void signedIn.video.play());
    expect(signedIn.video.paused).toBe(false);
    expect(signedIn.runtime.ui.confirm).not.toHaveBeenCalled();
    signedIn.unmount();

    const open = renderPlayer(lesson);
    act(() => void open.video.play());
    expect(open.video.paused).toBe(false);
    expect(open.runtime.ui.confirm).not.toHaveBeenCalled();
  });
});

describe('single session (CORE-VIDEO-11, CORE-ERR-09)', () => {
  it('pauses 500 ms after play when another tab plays, with the warning', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { video, runtime } = renderPlayer({ ...lesson, learning: { singleSession: true } });
    localStorage.setItem(
      PLAYER_HEARTBEAT_KEY,
      JSON.stringify({ tabId: 'another-tab', ts: Date.now() }),
    );
    act(() => void video.play());
    act(() => vi.advanceTimersByTime(499));
    expect(video.paused).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(video.paused).toBe(true);
    expect(runtime.ui.dialog).toHaveBeenCalledWith({ message: SINGLE_SESSION });
  });

  it('plays on and writes its own heartbeat when no other tab plays', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { video, media, runtime } = renderPlayer({
      ...lesson,
      learning: { singleSession: true },
    });
    act(() => void video.play());
    act(() => vi.advanceTimersByTime(500));
    act(() => media.playTo(1));
    expect(video.paused).toBe(false);
    expect(runtime.ui.dialog).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(PLAYER_HEARTBEAT_KEY)!)).toMatchObject({
      ts: Date.now(),
    });
  });
});

describe('subtitles (CORE-VIDEO-16..18)', () => {
  function stubNetwork(files: Record<string, string>) {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url in files
          ? new Response(files[url], { status: 200 })
          : new Response('not found', { status: 404 }),
      ),
    );
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn((blob: Blob) => `blob:http://localhost/${blobs.push(blob)}`),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    return blobs;
  }

  it('attaches each converted track as a blob: WebVTT; a missing file is left out', async () => {
    const blobs = stubNetwork({
      '/s/lesson.zh.srt': '1\r\n00:00:00,500 --> 00:00:01,900\r\n同学们好\r\n',
    });
    const { video } = renderPlayer({
      ...lesson,
      tracks: [
        { src: '/s/missing.srt', label: '英文' },
        { src: '/s/lesson.zh.srt', srclang: 'zh', label: '中文字幕' },
      ],
    });
    await waitFor(() => expect(video.querySelectorAll('track')).toHaveLength(1));
    const track = video.querySelector('track')!;
    expect(track.getAttribute('src')).toBe('blob:http://localhost/1');
    expect(track.label).toBe('中文字幕');
    expect(track.default).toBe(true);
    await expect(blobs[0].text()).resolves.toBe(
      'WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.900\n同学们好\n',
    );
    // The player still plays.
    act(() => void video.play());
    expect(video.paused).toBe(false);
  });
});

describe('video cannot be played (CORE-VIDEO-21, CORE-ERR-08)', () => {
  it('says so with the upgrade hint in place of the picture, when no source can play', () => {
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    const { container, runtime } = renderBlock(MediaPlayerBlock, lesson);
    expect(screen.getByRole('alert').textContent).toContain(UNPLAYABLE);
    expect(screen.getByRole('link', { name: '升级浏览器' }).getAttribute('href')).toBe(
      '/upgrade.html',
    );
    expect(runtime.ui.dialog).toHaveBeenCalledWith(
      expect.objectContaining({ message: UNPLAYABLE }),
    );
    expect(container.querySelector('.media-player__host')?.hasAttribute('hidden')).toBe(true);
    expect(videojs).not.toHaveBeenCalled();
  });

  describe('an HLS (.m3u8) source the browser cannot play natively', () => {
    const stream: MediaPlayerBlockProps = {
      title: '开学第一课',
      sources: [{ src: '/svc/static/media/first-lesson/playlist.m3u8' }],
    };
    /** The browser's answers: no native HLS, and MediaSource as given (or none at all). */
    function browserWith(mediaSource: { isTypeSupported: (type: string) => boolean } | undefined) {
      vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
      vi.stubGlobal('MediaSource', mediaSource);
    }
    function expectUnplayable(runtime: ReturnType<typeof renderBlock>['runtime']) {
      expect(screen.getByRole('alert').textContent).toContain(UNPLAYABLE);
      expect(screen.getByRole('link', { name: '升级浏览器' }).getAttribute('href')).toBe(
        '/upgrade.html',
      );
      expect(runtime.ui.dialog).toHaveBeenCalledTimes(1);
      expect(runtime.ui.dialog).toHaveBeenCalledWith({
        message: UNPLAYABLE,
        button: { label: '升级浏览器', onPress: expect.any(Function) as unknown },
      });
      expect(videojs).not.toHaveBeenCalled();
    }

    it('without MediaSource: 视频无法播放 with the upgrade hint', () => {
      browserWith(undefined);
      const { runtime } = renderBlock(MediaPlayerBlock, stream);
      expectUnplayable(runtime);
    });

    it('with a MediaSource that refuses the stream’s codecs: the same', () => {
      const isTypeSupported = vi.fn(() => false);
      browserWith({ isTypeSupported });
      const { runtime } = renderBlock(MediaPlayerBlock, stream);
      expectUnplayable(runtime);
      expect(isTypeSupported).toHaveBeenCalledWith(expect.stringContaining('video/mp4'));
    });

    it('with a MediaSource that takes them: video.js plays it (its own HLS support)', async () => {
      browserWith({ isTypeSupported: () => true });
      const { runtime } = renderBlock(MediaPlayerBlock, stream);
      await waitFor(() => expect(videojs).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(runtime.ui.dialog).not.toHaveBeenCalled();
    });
  });

  it('says so when the source is missing (404) — never a black box', () => {
    const { container, runtime } = renderBlock(MediaPlayerBlock, lesson);
    fireEvent.error(container.querySelector('source')!);
    expect(screen.getByRole('alert').textContent).toContain(UNPLAYABLE);
    expect(container.querySelector('.media-player__host')?.hasAttribute('hidden')).toBe(true);
    // One dialog, however many parts report the failure.
    fireEvent.error(container.querySelector('video')!);
    expect(runtime.ui.dialog).toHaveBeenCalledTimes(1);
  });
});

describe('viewing timeline', () => {
  it('reports play at the resume position, pause, and quit with the last position', () => {
    const events: PlayerTimelineEvent[] = [];
    const { container, unmount } = renderBlock(EmbeddedPlayer, {
      ...lesson,
      learning: { beginPosition: 1 },
      onTimeline: (event: PlayerTimelineEvent) => events.push(event),
    });
    const video = container.querySelector('video') as HTMLVideoElement;
    const media = drive(video);
    act(() => {
      void video.play();
      media.playTo(2);
      video.pause();
    });
    unmount();
    expect(events.filter((event) => event.type !== 'progress')).toEqual([
      { type: 'play', position: 1 },
      { type: 'pause', position: 2 },
      { type: 'quit', position: 2 },
    ]);
    expect(events.some((event) => event.type === 'progress')).toBe(true);
  });
});
