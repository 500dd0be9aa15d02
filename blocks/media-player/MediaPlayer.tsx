/**
 * The video player wrapper (seed 000 §2 Shared screens, §3 video source and player options,
 * §5): sources (type from the extension when not given), subtitle tracks and a poster; audio-only
 * sources drop the poster and get the audio layout. A plain <video> is created at once, so the
 * media starts loading and plays even if the player library fails; video.js (about 200 kB) is
 * imported only now, on a page that shows a player, and takes over the element (HLS .m3u8
 * included, through its bundled streaming engine). The element is created imperatively because
 * video.js replaces it in the DOM, which React must not own.
 *
 * A browser that can play none of the sources gets 'Video cannot be played' with an upgrade
 * hint (seed 000 §5, §8), as a dialog and in place of the picture.
 */
import { useEffect, useRef, useState } from 'react';
import type { VideoSource, VideoTrack } from '../../src/services/entities';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeUrl, useT } from '../../src/runtime/hooks';
import { isAudioOnly, isHls, mediaTypeOf } from '../../src/lib/mediaType';
import './media-player.css';

export interface MediaPlayerProps {
  sources: VideoSource[];
  tracks?: VideoTrack[];
  poster?: string;
  title: string;
}

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

export function MediaPlayer({ sources, tracks = [], poster, title }: MediaPlayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const { ui } = useRuntime();
  const safeUrl = useSafeUrl();
  const [unplayable, setUnplayable] = useState(false);
  const audioOnly = isAudioOnly(sources);
  const safeSources = sources
    .map((source) => ({ src: safeUrl(source.src), type: mediaTypeOf(source) }))
    .filter((source): source is { src: string; type: string } => Boolean(source.src));
  const key = JSON.stringify([safeSources, tracks, poster, title]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const report = () => {
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
    video.setAttribute('title', title);
    video.setAttribute('aria-label', title);
    if (poster && !audioOnly) video.poster = poster;
    for (const source of safeSources) {
      const element = document.createElement('source');
      element.src = source.src;
      if (source.type) element.type = source.type;
      video.appendChild(element);
    }
    for (const track of tracks) {
      const src = safeUrl(track.src);
      if (!src) continue;
      const element = document.createElement('track');
      element.src = src;
      element.kind = track.kind ?? 'subtitles';
      if (track.srclang) element.srclang = track.srclang;
      if (track.label) element.label = track.label;
      video.appendChild(element);
    }
    host.appendChild(video);

    if (!safeSources.some((source) => canPlay(video, source))) {
      report();
      return () => video.remove();
    }

    let disposed = false;
    let player: PlayerHandle | null = null;
    Promise.all([import('video.js'), import('video.js/dist/video-js.css')])
      .then(([module]) => {
        if (disposed) return;
        player = module.default(video, {
          controls: true,
          fluid: !audioOnly,
          audioOnlyMode: audioOnly,
          playbackRates: [0.75, 1, 1.25, 1.5, 2],
          sources: safeSources,
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
      if (player) player.dispose();
      else video.remove();
    };
    // `key` stands for the sources, tracks, poster and title.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, audioOnly, ui, t, safeUrl]);

  return (
    <div
      className={`media-player${audioOnly ? ' media-player--audio' : ''}`}
      data-media-player={audioOnly ? 'audio' : 'video'}
    >
      <div ref={hostRef} className="media-player__host" />
      {unplayable && (
        <p className="media-player__error" role="alert">
          {t('msg:player.unplayable')} <a href={safeUrl(UPGRADE_PAGE)}>{t('msg:player.upgrade')}</a>
        </p>
      )}
    </div>
  );
}
