/**
 * Resume (seed 000 §4; ledger CORE-VIDEO-01/02): the first play seeks to the saved begin
 * position, once; a pause and a later play do not seek again. A position past the media's end
 * (a finished lesson) or one that is not a positive finite number starts from 0.
 */
import { listen, type MediaLike } from './media';

/** Where the first play starts, in seconds; `durationS` NaN means not known yet. */
export function resumePosition(beginS: number | undefined, durationS: number): number {
  if (typeof beginS !== 'number' || !Number.isFinite(beginS) || beginS <= 0) return 0;
  if (!Number.isNaN(durationS) && beginS >= durationS) return 0;
  return beginS;
}

export interface ResumeOptions {
  /** Called just before the resume seek, so a timeline can tell it from a visitor's seek. */
  onSeek?: (positionS: number) => void;
}

/**
 * Seeks `media` to `beginS` on its first play. A play that was undone before its event arrived
 * (`paused` again: forced login, another tab) does not count. When the duration is not known at
 * that play, the decision waits for the metadata.
 */
export function attachResume(
  media: MediaLike,
  beginS: number | undefined,
  options: ResumeOptions = {},
): () => void {
  let done = false;
  let waiting: (() => void) | null = null;
  const seek = () => {
    const target = resumePosition(beginS, media.duration);
    if (target > 0) {
      options.onSeek?.(target);
      media.currentTime = target;
    }
  };
  const stop = listen(media, {
    play: () => {
      if (done || media.paused) return;
      done = true;
      if (!Number.isNaN(media.duration)) return seek();
      waiting = listen(media, {
        loadedmetadata: () => {
          waiting?.();
          waiting = null;
          seek();
        },
      });
    },
  });
  return () => {
    stop();
    waiting?.();
  };
}
