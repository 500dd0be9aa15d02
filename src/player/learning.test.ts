import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_HEARTBEAT_KEY } from '../lib/specConstants';
import type { LearningOptions, PlayerTimelineEvent } from './types';
import { FakeMedia } from './fakeMedia';
import { attachLearning } from './learning';

const tick = (ms: number) => vi.advanceTimersByTime(ms);

function setup(options: LearningOptions, loggedIn = true, duration = 600) {
  const media = new FakeMedia(tick).loadMetadata(duration);
  const events: PlayerTimelineEvent[] = [];
  const callbacks = {
    isLoggedIn: vi.fn(() => loggedIn),
    onLoginRequired: vi.fn(),
    onSessionConflict: vi.fn(),
    onEnded: vi.fn(),
    onTimeline: (event: PlayerTimelineEvent) => events.push(event),
  };
  const learning = attachLearning(media, options, callbacks);
  const timeline = () => events.filter((event) => event.type !== 'progress');
  return { media, callbacks, learning, events, timeline };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('learning behaviours together', () => {
  it('forced login: a logged-out play pauses and asks to log in; nothing else counts it (CORE-VIDEO-05)', () => {
    const { media, callbacks, timeline } = setup(
      {
        forceLogin: true,
        beginPosition: 120,
        singleSession: true,
      },
      false,
    );
    void media.play();
    expect(media.paused).toBe(true);
    expect(callbacks.onLoginRequired).toHaveBeenCalledTimes(1);
    tick(1000);
    expect(media.currentTime).toBe(0);
    expect(localStorage.getItem(PLAYER_HEARTBEAT_KEY)).toBeNull();
    expect(timeline()).toEqual([]);
  });

  it('forced login off, or signed in: it plays (CORE-VIDEO-06)', () => {
    const signedIn = setup({ forceLogin: true });
    void signedIn.media.play();
    signedIn.media.advance(1);
    expect(signedIn.media.paused).toBe(false);
    expect(signedIn.callbacks.onLoginRequired).not.toHaveBeenCalled();

    const anonymous = setup({ forceLogin: false }, false);
    void anonymous.media.play();
    anonymous.media.advance(1);
    expect(anonymous.media.paused).toBe(false);
    expect(anonymous.callbacks.isLoggedIn).not.toHaveBeenCalled();
  });

  it('resumes at the begin position under seek control, reported as a play from there', () => {
    const { media, timeline } = setup({ beginPosition: 120, seekControl: true });
    void media.play();
    expect(media.currentTime).toBe(120);
    media.advance(5);
    media.currentTime = 300;
    expect(media.currentTime).toBe(125);
    tick(200);
    expect(timeline()).toEqual([{ type: 'play', position: 120 }]);
  });

  it('seek control off (or unset): play to 30, a seek to 100 stays at 100 (CORE-VIDEO-10)', () => {
    for (const options of [{ seekControl: false }, {}] satisfies LearningOptions[]) {
      const { media, timeline } = setup(options);
      void media.play();
      media.advance(30);
      media.currentTime = 100;
      expect(media.currentTime).toBe(100);
      // The visitor's seek is reported as theirs, forward from where playback was.
      expect(timeline().at(-1)).toEqual({ type: 'seek', position: 100, from: 30 });
    }
  });

  it('under seek control, what earlier visits watched stays open after a reload', () => {
    const { media } = setup({ beginPosition: 12, furthestPosition: 40, seekControl: true });
    void media.play();
    expect(media.currentTime).toBe(12);
    media.currentTime = 41.5;
    expect(media.currentTime).toBe(41.5);
    media.currentTime = 10;
    media.currentTime = 45;
    expect(media.currentTime).toBe(40);
  });

  it('at the end calls for the overlay; replay restarts from 0 and plays (CORE-VIDEO-03, -04)', () => {
    const { media, callbacks, learning, timeline } = setup({ seekControl: true }, true, 4);
    void media.play();
    media.advance(4);
    expect(media.ended).toBe(true);
    expect(callbacks.onEnded).toHaveBeenCalledTimes(1);
    learning.replay();
    expect(media.currentTime).toBe(0);
    expect(media.paused).toBe(false);
    expect(media.ended).toBe(false);
    // A replay is not a seek of the visitor's.
    expect(timeline()).toEqual([
      { type: 'play', position: 0 },
      { type: 'ended', position: 4 },
      { type: 'play', position: 0 },
    ]);
  });

  it('single session: the second player pauses and reports the conflict', () => {
    const first = setup({ singleSession: true });
    const second = setup({ singleSession: true });
    // Both players live in one test page: give them different tabs.
    localStorage.setItem(
      PLAYER_HEARTBEAT_KEY,
      JSON.stringify({ tabId: 'another-tab', ts: Date.now() }),
    );
    void second.media.play();
    tick(500);
    expect(second.media.paused).toBe(true);
    expect(second.callbacks.onSessionConflict).toHaveBeenCalledTimes(1);
    expect(second.timeline()).toEqual([
      { type: 'play', position: 0 },
      { type: 'pause', position: 0 },
    ]);
    expect(first.callbacks.onSessionConflict).not.toHaveBeenCalled();
  });

  it('detach reports quit with the last position and stops every behaviour', () => {
    const { media, learning, callbacks, timeline } = setup({ forceLogin: true }, false);
    callbacks.isLoggedIn.mockReturnValue(true);
    void media.play();
    media.advance(3);
    learning.detach();
    expect(timeline().at(-1)).toEqual({ type: 'quit', position: 3 });
    callbacks.isLoggedIn.mockReturnValue(false);
    media.pause();
    void media.play();
    expect(media.paused).toBe(false);
  });
});
