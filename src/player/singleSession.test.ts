import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAYER_HEARTBEAT_KEY,
  PLAYER_SESSION_CHECK_DELAY_MS,
  PLAYER_SESSION_TOLERANCE_MS,
} from '../lib/specConstants';
import { FakeMedia } from './fakeMedia';
import { attachSingleSession, isOtherTabPlaying, readHeartbeat } from './singleSession';

const tick = (ms: number) => vi.advanceTimersByTime(ms);

function player(tabId: string) {
  const media = new FakeMedia(tick).loadMetadata(600);
  const onConflict = vi.fn();
  const detach = attachSingleSession(media, { onConflict, tabId });
  return { media, onConflict, detach };
}

const stored = () => localStorage.getItem(PLAYER_HEARTBEAT_KEY);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('single-session mode (CORE-VIDEO-11..15, CORE-CONST-03, A-14)', () => {
  it('uses the key tch_player_heartbeat_time, a 500 ms check and a 100 ms tolerance', () => {
    expect(PLAYER_HEARTBEAT_KEY).toBe('tch_player_heartbeat_time');
    expect(PLAYER_SESSION_CHECK_DELAY_MS).toBe(500);
    expect(PLAYER_SESSION_TOLERANCE_MS).toBe(100);
  });

  it('writes {tabId, ts} on time update while playing, rising with time (CORE-VIDEO-13)', () => {
    const { media } = player('tab-a');
    void media.play();
    tick(500);
    media.advance(1);
    const first = readHeartbeat(stored());
    expect(first).toEqual({ tabId: 'tab-a', ts: Date.now() });
    media.advance(1);
    expect(readHeartbeat(stored())!.ts).toBe(first!.ts + 1000);
  });

  it('clears the heartbeat on pause and at the end (CORE-VIDEO-14)', () => {
    const { media } = player('tab-a');
    void media.play();
    media.advance(2);
    expect(stored()).not.toBeNull();
    media.pause();
    expect(stored()).toBeNull();
    void media.play();
    media.advance(600);
    expect(media.ended).toBe(true);
    expect(stored()).toBeNull();
  });

  it('pauses a second tab 500 ms after its play, with the warning (CORE-VIDEO-11, -12)', () => {
    const a = player('tab-a');
    const b = player('tab-b');
    void a.media.play();
    a.media.advance(2);
    void b.media.play();
    // Tab A keeps playing (its heartbeat every 250 ms) while B waits for its check.
    a.media.advance(0.45);
    expect(b.media.paused).toBe(false);
    expect(b.onConflict).not.toHaveBeenCalled();
    a.media.advance(0.1);
    expect(b.media.paused).toBe(true);
    expect(b.onConflict).toHaveBeenCalledTimes(1);
    // The first tab plays on, and its heartbeat is still its own.
    expect(a.media.paused).toBe(false);
    expect(readHeartbeat(stored())!.tabId).toBe('tab-a');
  });

  it('plays normally with no other tab, or after the other one paused (CORE-VIDEO-15)', () => {
    const a = player('tab-a');
    void a.media.play();
    a.media.advance(1.5);
    expect(a.media.paused).toBe(false);
    expect(a.onConflict).not.toHaveBeenCalled();
    a.media.pause();
    const b = player('tab-b');
    void b.media.play();
    b.media.advance(1.5);
    expect(b.media.paused).toBe(false);
    expect(b.onConflict).not.toHaveBeenCalled();
  });

  it('ignores a stale heartbeat (written more than 600 ms before the check)', () => {
    localStorage.setItem(
      PLAYER_HEARTBEAT_KEY,
      JSON.stringify({ tabId: 'gone', ts: Date.now() - 101 }),
    );
    const { media, onConflict } = player('tab-b');
    void media.play();
    media.advance(1);
    expect(media.paused).toBe(false);
    expect(onConflict).not.toHaveBeenCalled();
  });

  it('counts a heartbeat written 100 ms before the play (600 ms at the check)', () => {
    localStorage.setItem(
      PLAYER_HEARTBEAT_KEY,
      JSON.stringify({ tabId: 'other', ts: Date.now() - 100 }),
    );
    const { media, onConflict } = player('tab-b');
    void media.play();
    tick(500);
    expect(media.paused).toBe(true);
    expect(onConflict).toHaveBeenCalledTimes(1);
  });

  it('treats a value that is not a heartbeat as absent; a bare number is another tab', () => {
    expect(readHeartbeat(null)).toBeNull();
    expect(readHeartbeat('not json')).toBeNull();
    expect(readHeartbeat('"1700000000000"')).toBeNull();
    expect(readHeartbeat('{"tabId":"x","ts":"soon"}')).toBeNull();
    expect(readHeartbeat('null')).toBeNull();
    expect(readHeartbeat('1700000000000')).toEqual({ ts: 1_700_000_000_000 });
    expect(readHeartbeat('{"tabId":"x","ts":5}')).toEqual({ tabId: 'x', ts: 5 });

    localStorage.setItem(PLAYER_HEARTBEAT_KEY, 'garbage');
    const { media, onConflict } = player('tab-b');
    void media.play();
    media.advance(1);
    expect(media.paused).toBe(false);
    expect(onConflict).not.toHaveBeenCalled();
    expect(readHeartbeat(stored())!.tabId).toBe('tab-b');
  });

  it('does not count its own heartbeat or a stamp far in the future', () => {
    const now = 1_000_000;
    expect(isOtherTabPlaying({ tabId: 'me', ts: now }, 'me', now)).toBe(false);
    expect(isOtherTabPlaying({ tabId: 'other', ts: now - 600 }, 'me', now)).toBe(true);
    expect(isOtherTabPlaying({ tabId: 'other', ts: now - 601 }, 'me', now)).toBe(false);
    expect(isOtherTabPlaying({ ts: now }, 'me', now)).toBe(true);
    expect(isOtherTabPlaying({ tabId: 'other', ts: now + 60_000 }, 'me', now)).toBe(false);
  });

  it('checks nothing when paused before the check, and leaves another tab’s heartbeat alone', () => {
    const a = player('tab-a');
    void a.media.play();
    a.media.advance(1);
    const b = player('tab-b');
    void b.media.play();
    tick(200);
    b.media.pause();
    a.media.advance(1);
    expect(b.onConflict).not.toHaveBeenCalled();
    expect(readHeartbeat(stored())!.tabId).toBe('tab-a');
    b.detach();
    expect(readHeartbeat(stored())!.tabId).toBe('tab-a');
    a.detach();
    expect(stored()).toBeNull();
  });
});
