/**
 * The viewing timeline (seed 000 §4; §9 throttles): what the visitor did with the media, as
 * events a page saves (positions, study time). Play, pause and the end are reported as they
 * happen; seeks, rate changes and time updates are throttled (PLAYER_EVENT_THROTTLE_MS); a seek
 * within PLAYER_TRACK_SUPPRESS_MS of a resolution change is the stream's, not the visitor's,
 * and is dropped. The player's own seeks (resume, replay, a seek-control reset) are not seeks
 * of the visitor either.
 */
import type { PlayerTimelineEvent } from './types';
import { listen, type MediaLike } from './media';
import { createTrackSuppressor, isResolutionChange, throttlePlayerEvent } from './throttle';

export interface TimelineMedia extends MediaLike {
  readonly videoWidth?: number;
  readonly videoHeight?: number;
}

export interface Timeline {
  /** The next seek is the player's own (resume, replay): not reported. */
  internalSeek(): void;
  /** The visitor leaves (pagehide, unmount): `quit` with the last position, once. */
  quit(): void;
  /** Stops listening; pending throttled events are dropped. */
  detach(): void;
}

/** Positions closer than this are the same place (a reset seek that went nowhere). */
const SAME_POSITION_S = 0.01;

export function attachTimeline(
  media: TimelineMedia,
  emit: (event: PlayerTimelineEvent) => void,
): Timeline {
  const suppressor = createTrackSuppressor();
  let playing = false;
  let quitSent = false;
  let lastPosition = media.currentTime || 0;
  let seekFrom: number | null = null;
  let internal = false;
  let resolution = { width: media.videoWidth ?? 0, height: media.videoHeight ?? 0 };

  const position = () => (Number.isFinite(media.currentTime) ? media.currentTime : lastPosition);

  const progress = throttlePlayerEvent(() =>
    emit({ type: 'progress', position: position(), duration: media.duration }),
  );
  const seek = throttlePlayerEvent(() => {
    const from = seekFrom ?? lastPosition;
    seekFrom = null;
    lastPosition = position();
    if (suppressor.suppressed()) return;
    if (Math.abs(lastPosition - from) < SAME_POSITION_S) return;
    emit({ type: 'seek', from, position: lastPosition });
  });
  const rate = throttlePlayerEvent(() =>
    emit({ type: 'ratechange', position: position(), rate: media.playbackRate }),
  );

  const stop = listen(media, {
    play: () => {
      // Undone before its event arrived (forced login): nothing was played.
      if (media.paused) return;
      playing = true;
      quitSent = false;
      emit({ type: 'play', position: position() });
    },
    pause: () => {
      // The pause before `ended` is the end, reported as such; a pause without a play (the
      // forced-login pause) is not the visitor's.
      if (media.ended || !playing) return;
      playing = false;
      emit({ type: 'pause', position: position() });
    },
    ended: () => {
      playing = false;
      progress.flush();
      emit({ type: 'ended', position: position() });
    },
    seeking: () => {
      if (internal) return;
      seekFrom ??= lastPosition;
    },
    seeked: () => {
      if (internal) {
        internal = false;
        seekFrom = null;
        lastPosition = position();
        return;
      }
      seek();
    },
    timeupdate: () => {
      if (!media.seeking && seekFrom === null && !internal) lastPosition = position();
      progress();
    },
    ratechange: () => rate(),
    resize: () => {
      const next = { width: media.videoWidth ?? 0, height: media.videoHeight ?? 0 };
      if (isResolutionChange(resolution, next)) suppressor.resolutionChanged();
      resolution = next;
    },
  });

  return {
    internalSeek() {
      internal = true;
    },
    quit() {
      if (quitSent) return;
      quitSent = true;
      playing = false;
      emit({ type: 'quit', position: position() });
    },
    detach() {
      stop();
      progress.cancel();
      seek.cancel();
      rate.cancel();
    },
  };
}
