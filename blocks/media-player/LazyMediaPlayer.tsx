/**
 * The one player for places that may show it or not (a banner's modal, a contest work opened in
 * a list, a micro-app that asks the host for a player): MediaPlayer and video.js load when the
 * first such player is shown, never with the page. Until then a box of the player's own shape
 * says 努力加载中… (the shell's loading text), so nothing jumps when the player arrives.
 */
import { Suspense, lazy } from 'react';
import { useT } from '../../src/runtime/hooks';
import { isAudioOnly } from '../../src/lib/mediaType';
import type { MediaPlayerProps } from './MediaPlayer';
import './media-player.css';

const MediaPlayer = lazy(() =>
  import('./MediaPlayer').then((module) => ({ default: module.MediaPlayer })),
);

export function LazyMediaPlayer(props: MediaPlayerProps) {
  const t = useT();
  const audio = isAudioOnly(props.sources);
  return (
    <Suspense
      fallback={
        <p
          className={`media-player__pending${audio ? ' media-player__pending--audio' : ''}${
            props.fill ? ' media-player__pending--fill' : ''
          }`}
          role="status"
        >
          {t('msg:shell.loading')}
        </p>
      }
    >
      <MediaPlayer {...props} />
    </Suspense>
  );
}
