import { describe, expect, it, vi } from 'vitest';
import { SEEK_JUMP_THRESHOLD_S } from '../lib/specConstants';
import { FakeMedia } from './fakeMedia';
import { attachSeekControl, SeekGuard } from './seekControl';

function playingTo(seconds: number) {
  const media = new FakeMedia().loadMetadata(600);
  const control = attachSeekControl(media);
  void media.play();
  media.advance(seconds);
  return { media, control };
}

describe('seek control (CORE-VIDEO-07..10, CORE-CONST-03)', () => {
  it('has a jump threshold of 2 s', () => {
    expect(SEEK_JUMP_THRESHOLD_S).toBe(2);
    const guard = new SeekGuard();
    guard.advance(30);
    expect(guard.allowed(32)).toBe(32);
    expect(guard.allowed(32.01)).toBe(30);
  });

  it('resets a seek beyond the furthest position to it (play to 30, seek to 100 → 30)', () => {
    const { media, control } = playingTo(30);
    expect(control.guard.furthest).toBe(30);
    media.currentTime = 100;
    expect(media.currentTime).toBe(30);
  });

  it('tolerates up to 2 s past the furthest position, and a tolerated seek opens no more', () => {
    const { media } = playingTo(30);
    media.pause();
    media.currentTime = 31.5;
    expect(media.currentTime).toBe(31.5);
    media.currentTime = 33;
    expect(media.currentTime).toBe(30);
  });

  it('always allows backward; the furthest position advances with playback', () => {
    const { media, control } = playingTo(30);
    media.currentTime = 5;
    expect(media.currentTime).toBe(5);
    // Watching from 5 again does not move the furthest point back.
    media.advance(10);
    expect(control.guard.furthest).toBe(30);
    media.currentTime = 30;
    media.advance(10);
    expect(control.guard.furthest).toBe(40);
    media.currentTime = 38;
    expect(media.currentTime).toBe(38);
    media.currentTime = 41.9;
    expect(media.currentTime).toBe(41.9);
    media.currentTime = 50;
    expect(media.currentTime).toBe(40);
  });

  it('counts a faster rate as watched time', () => {
    const media = new FakeMedia().loadMetadata(600);
    media.playbackRate = 2;
    const control = attachSeekControl(media);
    void media.play();
    media.advance(5);
    expect(control.guard.furthest).toBe(10);
  });

  it('opens the saved resume position from the start', () => {
    const media = new FakeMedia().loadMetadata(600);
    attachSeekControl(media, { startAtS: 120 });
    media.currentTime = 120;
    expect(media.currentTime).toBe(120);
    media.currentTime = 200;
    expect(media.currentTime).toBe(120);
  });

  it('tells where a reset seek was aimed', () => {
    const onReset = vi.fn();
    const media = new FakeMedia().loadMetadata(600);
    attachSeekControl(media, { onReset });
    media.currentTime = 100;
    expect(onReset).toHaveBeenCalledWith(100, 0);
    expect(media.currentTime).toBe(0);
  });

  it('with seek control off (not attached, or detached), seeking is free', () => {
    const media = new FakeMedia().loadMetadata(600);
    media.currentTime = 100;
    expect(media.currentTime).toBe(100);
    const control = attachSeekControl(media);
    control.detach();
    media.currentTime = 300;
    expect(media.currentTime).toBe(300);
  });
});
