/**
 * The one video player of the portal (seed 000 §2 Shared screens, §3 video source and player
 * options, §4 video player, §5): sources (type from the extension when not given), subtitle
 * tracks and a poster; audio-only sources drop the poster and get the audio layout. A plain
 * <video> is created at once, so the media starts loading and plays even if the player library
 * fails; video.js (about 200 kB) is imported only now, on a page that shows a player, and takes
 * over the element (HLS .m3u8 included, through its bundled streaming engine). The element is
 * created imperatively because video.js replaces it in the DOM, which React must not own.
 *
 * The learning behaviours (src/player/) work on that element, whether or not video.js has come:
 * resume, the 'learn it again' overlay at the end, forced login, seek control, one course at a
 * time across tabs, subtitles converted to WebVTT, and the viewing timeline (`onTimeline`).
 *
 * A browser that can play none of the sources, a missing source or one that fails to load gets
 * 'Video cannot be played' with an upgrade hint (seed 000 §5, §8), as a dialog and in place of
 * the picture, never a black box.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { VideoSource, VideoTrack } from '../../src/services/entities';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeUrl, useT } from '../../src/runtime/hooks';
import { isAudioOnly, isHls, mediaTypeOf } from '../../src/lib/mediaType';
import type { LearningOptions, PlayerTimelineEvent } from '../../src/player/types';
import { attachLearning, type Learning } from '../../src/player/learning';
import { attachSubtitles } from '../../src/player/subtitles';
import { throttleFullscreen } from '../../src/player/throttle';
import './media-player.css';

export type { LearningOptions, PlayerTimelineEvent };

export interface MediaPlayerProps {
  sources: VideoSource[];
  tracks?: VideoTrack[];
  poster?: string;
  title: string;
  learning?: LearningOptions;
  onTimeline?: (event: PlayerTimelineEvent) => void;
  /** Fullscreen entered (true) or left, throttled to 100 ms (seed 000 §9). */
  onFullscreen?: (fullscreen: boolean) => void;
  /** Starts playing as soon as it can (the banner modal, opened by a click). */
  autoplay?: boolean;
  /** Fills its parent's box instead of keeping its own 16:9 (the banner modal's frame). */
  fill?: boolean;
}

/** video.js's language code for the Chinese control labels. */
const PLAYER_LANGUAGE_ZH = 'zh-CN';

/** Where the upgrade hint leads (seed 000 §2: /upgrade.html). */
export const UPGRADE_PAGE = '/upgrade.html';

/** A codec string the HLS streams of the platform use, to ask MediaSource about. */
const HLS_PROBE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

function canPlay(video: HTMLVideoElement, source: VideoSource): boolean {
  const type = mediaTypeOf(source);
  if (type && video.canPlayType(type) !== '') return true;
  if (isHls(source)) {
    const mediaSource = (window as { MediaSource?: typeof MediaSource }).MediaSource;
    return Boolean(mediaSource?.isTypeSupported?.(HLS_PROBE));
  }
  return false;
}

interface PlayerHandle {
  dispose(): void;
  on(event: string, handler: () => void): void;
}

/** Latest values for handlers that live as long as the element, not one render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function MediaPlayer(props: MediaPlayerProps) {
  const { sources, tracks = [], poster, title, learning, autoplay = false, fill = false } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const replayRef = useRef<HTMLButtonElement>(null);
  const learningRef = useRef<Learning | null>(null);
  const t = useT();
  const { ui, session, lang } = useRuntime();
  const location = useLocation();
  const safeUrl = useSafeUrl();
  const [unplayable, setUnplayable] = useState(false);
  const [ended, setEnded] = useState(false);
  const latest = useLatest({
    session,
    lang,
    returnTo: `${location.pathname}${location.search}`,
    onTimeline: props.onTimeline,
    onFullscreen: props.onFullscreen,
  });
  const audioOnly = isAudioOnly(sources);
  const safeSources = sources
    .map((source) => ({ src: safeUrl(source.src), type: mediaTypeOf(source) }))
    .filter((source): source is { src: string; type: string } => Boolean(source.src));
  const safeTracks = tracks
    .map((track) => ({ ...track, src: safeUrl(track.src) }))
    .filter((track): track is VideoTrack => Boolean(track.src));
  const key = JSON.stringify([safeSources, safeTracks, poster, title, learning, autoplay, fill]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    setUnplayable(false);
    setEnded(false);
    let reported = false;
    const report = () => {
      if (reported) return;
      reported = true;
      setUnplayable(true);
      ui.dialog({
        message: t('msg:player.unplayable'),
        button: {
          label: t('msg:player.upgrade'),
          onPress: () => window.location.assign(safeUrl(UPGRADE_PAGE) ?? UPGRADE_PAGE),
        },
      });
    };
    const video = document.createElement('video');
    video.className = `video-js vjs-big-play-centered media-player__video${
      audioOnly ? ' media-player__video--audio' : ''
    }`;
    video.controls = true;
    video.playsInline = true;
    video.preload = 'metadata';
    video.autoplay = autoplay;
    video.setAttribute('title', title);
    video.setAttribute('aria-label', title);
    if (poster && !audioOnly) video.poster = poster;
    safeSources.forEach((source, index) => {
      const element = document.createElement('source');
      element.src = source.src;
      if (source.type) element.type = source.type;
      // Every <source> failed (missing, 404): the last one's error says so.
      if (index === safeSources.length - 1) element.addEventListener('error', report);
      video.appendChild(element);
    });
    host.appendChild(video);

    if (!safeSources.some((source) => canPlay(video, source))) {
      report();
      return () => video.remove();
    }

    const subtitles = attachSubtitles(video, safeTracks);
    const askToLogIn = () => {
      const { session: current, returnTo } = latest.current;
      // Before the login check has answered, a signed-in visitor must not be asked.
      if (current.waiting) return;
      void ui.confirm(t('msg:shell.loginRequired')).then((confirmed) => {
        if (confirmed) latest.current.session.login(returnTo);
      });
    };
    const wiring = attachLearning(video, learning ?? {}, {
      isLoggedIn: () => latest.current.session.loggedIn,
      onLoginRequired: askToLogIn,
      onSessionConflict: () => ui.dialog({ message: t('msg:player.singleSession') }),
      onEnded: () => {
        setEnded(true);
        // The overlay is outside video.js's fullscreen box: leave fullscreen to show it.
        const full = document.fullscreenElement;
        if (full && rootRef.current?.contains(full)) void document.exitFullscreen?.();
        if (rootRef.current?.contains(document.activeElement)) {
          requestAnimationFrame(() => replayRef.current?.focus());
        }
      },
      onTimeline: (event) => latest.current.onTimeline?.(event),
    });
    learningRef.current = wiring;
    const onPlay = () => setEnded(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('error', report);
    // Leaving the page is a quit. The analytics host's own `pagehide` send usually runs first
    // (it was added by the page view); its reporter sends what is tracked after it as well.
    const onPageHide = () => wiring.quit();
    window.addEventListener('pagehide', onPageHide);
    const onFullscreen = throttleFullscreen(() => {
      const full = document.fullscreenElement;
      latest.current.onFullscreen?.(Boolean(full && rootRef.current?.contains(full)));
    });
    document.addEventListener('fullscreenchange', onFullscreen);

    let disposed = false;
    let player: PlayerHandle | null = null;
    Promise.all([
      import('video.js'),
      import('video.js/dist/video-js.css'),
      // The controls' labels (播放, 暂停, 全屏…) in the page's language: video.js's own zh-CN.
      import('video.js/dist/lang/zh-CN.json'),
    ])
      .then(([module, , chinese]) => {
        if (disposed || reported) return;
        const videojs = module.default as typeof module.default & {
          addLanguage?: (code: string, data: Record<string, string>) => unknown;
        };
        if (typeof videojs.addLanguage === 'function')
          videojs.addLanguage(PLAYER_LANGUAGE_ZH, chinese.default as Record<string, string>);
        player = videojs(video, {
          language: latest.current.lang === 'en' ? 'en' : PLAYER_LANGUAGE_ZH,
          controls: true,
          autoplay,
          fluid: !audioOnly && !fill,
          fill,
          audioOnlyMode: audioOnly,
          playbackRates: [0.75, 1, 1.25, 1.5, 2],
          sources: safeSources,
          // Our own message replaces video.js's English error box.
          errorDisplay: false,
          // Converted subtitles are <track> elements added after this: the browser shows them.
          html5: { nativeTextTracks: true },
        }) as unknown as PlayerHandle;
        player.on('error', report);
      })
      .catch((error: unknown) => {
        console.warn(
          '[media-player] video.js could not load; playing with the plain <video>',
          error,
        );
      });

    return () => {
      disposed = true;
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('fullscreenchange', onFullscreen);
      onFullscreen.cancel();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('error', report);
      wiring.detach();
      learningRef.current = null;
      subtitles.dispose();
      if (player) player.dispose();
      else video.remove();
    };
    // `key` stands for the sources, tracks, poster, title, learning options and layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, audioOnly, ui, t, safeUrl]);

  const replay = () => {
    setEnded(false);
    learningRef.current?.replay();
  };

  return (
    <div
      ref={rootRef}
      className={`media-player${audioOnly ? ' media-player--audio' : ''}${
        fill ? ' media-player--fill' : ''
      }`}
      data-media-player={audioOnly ? 'audio' : 'video'}
      data-state={unplayable ? 'unplayable' : ended ? 'ended' : 'ready'}
    >
      <div ref={hostRef} className="media-player__host" hidden={unplayable} />
      {ended && !unplayable && (
        <div className="media-player__overlay">
          <button ref={replayRef} type="button" className="media-player__replay" onClick={replay}>
            <span className="media-player__replay-icon" aria-hidden="true">
              ↻
            </span>
            {t('msg:player.replay')}
          </button>
        </div>
      )}
      {unplayable && (
        <p className="media-player__error" role="alert">
          <span>{t('msg:player.unplayable')}</span>{' '}
          <a href={safeUrl(UPGRADE_PAGE)}>{t('msg:player.upgrade')}</a>
        </p>
      )}
    </div>
  );
}
