/**
 * For the tests of the pages that embed the player (never imported by production code): jsdom
 * plays nothing, so the rendered <video> gets the state and the events of a real one (play →
 * `play`, pause → `pause`, a seek → `seeking`/`timeupdate`/`seeked`, the end → `pause`,
 * `ended`), and `playTo` plays on, one time update per 250 ms.
 */
import { vi } from 'vitest';

export interface DrivenVideo {
  state: { paused: boolean; time: number };
  /** Plays on to `seconds`, one time update per 250 ms; the end fires pause and ended. */
  playTo(seconds: number): void;
}

export function drive(video: HTMLVideoElement, durationS = 4): DrivenVideo {
  const state = { paused: true, time: 0 };
  const fire = (type: string) => video.dispatchEvent(new Event(type));
  Object.defineProperties(video, {
    paused: { configurable: true, get: () => state.paused },
    duration: { configurable: true, get: () => durationS },
    ended: { configurable: true, get: () => state.time >= durationS },
    seeking: { configurable: true, get: () => false },
    currentTime: {
      configurable: true,
      get: () => state.time,
      set: (value: number) => {
        state.time = value;
        fire('seeking');
        fire('timeupdate');
        fire('seeked');
      },
    },
    play: {
      configurable: true,
      value: vi.fn(() => {
        if (state.time >= durationS) state.time = 0;
        if (state.paused) {
          state.paused = false;
          fire('play');
        }
        return Promise.resolve();
      }),
    },
    pause: {
      configurable: true,
      value: vi.fn(() => {
        if (state.paused) return;
        state.paused = true;
        fire('pause');
      }),
    },
  });
  return {
    state,
    playTo(seconds) {
      while (!state.paused && state.time < seconds) {
        state.time = Math.min(state.time + 0.25, seconds, durationS);
        fire('timeupdate');
        if (state.time >= durationS) {
          state.paused = true;
          fire('pause');
          fire('ended');
        }
      }
    },
  };
}
