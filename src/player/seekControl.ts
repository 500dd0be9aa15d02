/**
 * Seek control (seed 000 §4, §9; ledger CORE-VIDEO-07..10): a required course may not be
 * skipped. The furthest watched position advances only as playback proceeds; a seek more than
 * SEEK_JUMP_THRESHOLD_S past it is reset to it; seeking backward (and up to the threshold
 * forward) is always allowed.
 */
import { SEEK_JUMP_THRESHOLD_S } from '../lib/specConstants';
import { listen, type MediaLike } from './media';

/** The rule alone, without a media element. */
export class SeekGuard {
  private furthestS: number;

  constructor(
    startAtS = 0,
    private readonly thresholdS = SEEK_JUMP_THRESHOLD_S,
  ) {
    this.furthestS = Number.isFinite(startAtS) && startAtS > 0 ? startAtS : 0;
  }

  /** The furthest position watched so far, in seconds. */
  get furthest(): number {
    return this.furthestS;
  }

  /** Playback reached `positionS`: the furthest position moves up to it. */
  advance(positionS: number): void {
    if (Number.isFinite(positionS) && positionS > this.furthestS) this.furthestS = positionS;
  }

  /** Where a seek to `targetS` ends: the target, or the furthest position if it jumps past. */
  allowed(targetS: number): number {
    return targetS > this.furthestS + this.thresholdS ? this.furthestS : targetS;
  }
}

export interface SeekControlOptions {
  /** Positions up to this are open from the start (the saved resume position). */
  startAtS?: number;
  thresholdS?: number;
  /** Called when a seek was reset, with where it was aimed and where it went. */
  onReset?: (targetS: number, resetToS: number) => void;
}

export interface SeekControl {
  readonly guard: SeekGuard;
  detach(): void;
}

/**
 * Watches `media`: `timeupdate` from playback advances the furthest position; a `seeking` past
 * the allowed range sets `currentTime` back. The `timeupdate` that a seek itself causes is not
 * playback, so a tolerated 1.5 s jump does not open another 2 s beyond it.
 */
export function attachSeekControl(media: MediaLike, options: SeekControlOptions = {}): SeekControl {
  const guard = new SeekGuard(options.startAtS, options.thresholdS);
  let seekInProgress = false;
  // Where the last seek landed: a position report equal to it is the seek's, not playback's
  // (browsers report it before or after `seeked`).
  let landedAt: number | null = null;
  const landed = () => {
    seekInProgress = false;
    landedAt = media.currentTime;
  };
  const detach = listen(media, {
    seeking: () => {
      seekInProgress = true;
      const target = media.currentTime;
      const allowed = guard.allowed(target);
      if (allowed !== target) {
        media.currentTime = allowed;
        options.onReset?.(target, allowed);
      }
    },
    timeupdate: () => {
      if (media.seeking) return;
      if (seekInProgress) return landed();
      if (landedAt !== null && media.currentTime === landedAt) return;
      landedAt = null;
      guard.advance(media.currentTime);
    },
    seeked: () => {
      if (seekInProgress) landed();
    },
  });
  return { guard, detach };
}
