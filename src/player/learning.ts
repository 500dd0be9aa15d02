/**
 * The learning behaviours on one media element, in the order they must see a `play` (seed 000
 * §4): forced login first (a logged-out play is undone before anything counts it), then seek
 * control, resume, the timeline and single session. The later ones skip a play that an earlier
 * one already undid (`media.paused` is true again by then), so the order is the rule.
 */
import type { LearningOptions, PlayerTimelineEvent } from './types';
import { listen } from './media';
import { attachResume, resumePosition } from './resume';
import { attachSeekControl } from './seekControl';
import { attachSingleSession } from './singleSession';
import { attachTimeline, type TimelineMedia } from './timeline';

export interface LearningCallbacks {
  /** Forced login: is the visitor signed in now? */
  isLoggedIn: () => boolean;
  /** Forced login: a logged-out play was paused; ask to log in. */
  onLoginRequired: () => void;
  /** Single session: another tab plays a course; this one was paused. */
  onSessionConflict: () => void;
  /** Playback reached the end (the replay overlay shows). */
  onEnded: () => void;
  onTimeline?: (event: PlayerTimelineEvent) => void;
}

export interface Learning {
  /** The replay overlay's action: from 0, playing, ended flag cleared. */
  replay(): void;
  /** The visitor leaves: `quit` is reported once (again after a later play). */
  quit(): void;
  /** Stops everything (reports `quit` first). */
  detach(): void;
}

export function attachLearning(
  media: TimelineMedia,
  options: LearningOptions,
  callbacks: LearningCallbacks,
): Learning {
  const detachers: (() => void)[] = [];

  if (options.forceLogin) {
    detachers.push(
      listen(media, {
        play: () => {
          if (media.paused || callbacks.isLoggedIn()) return;
          media.pause();
          callbacks.onLoginRequired();
        },
      }),
    );
  }

  if (options.seekControl) {
    // The saved position was watched before: seeking back to it (resume) is allowed.
    const startAtS = Math.max(
      resumePosition(options.beginPosition, Number.NaN),
      resumePosition(options.furthestPosition, Number.NaN),
    );
    detachers.push(attachSeekControl(media, { startAtS }).detach);
  }

  // Resume before the timeline, so the first `play` is reported at the resumed position; the
  // resume seek is the player's own, not the visitor's.
  let markInternalSeek = () => {};
  if (options.beginPosition !== undefined) {
    detachers.push(
      attachResume(media, options.beginPosition, { onSeek: () => markInternalSeek() }),
    );
  }

  const timeline = attachTimeline(media, (event) => callbacks.onTimeline?.(event));
  markInternalSeek = timeline.internalSeek;

  if (options.singleSession) {
    detachers.push(attachSingleSession(media, { onConflict: callbacks.onSessionConflict }));
  }

  detachers.push(listen(media, { ended: callbacks.onEnded }));

  const replay = () => {
    timeline.internalSeek();
    media.currentTime = 0;
    const started = media.play();
    // A refused play (autoplay policy) leaves the player paused at 0 with its controls.
    if (started && typeof started.catch === 'function') started.catch(() => undefined);
  };

  return {
    replay,
    quit: timeline.quit,
    detach() {
      timeline.quit();
      timeline.detach();
      for (const detach of detachers) detach();
    },
  };
}
