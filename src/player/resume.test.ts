import { describe, expect, it, vi } from 'vitest';
import { FakeMedia } from './fakeMedia';
import { attachResume, resumePosition } from './resume';

describe('resume (CORE-VIDEO-01, -02)', () => {
  it('starts from the saved position; past the end, not finite or not positive → 0', () => {
    expect(resumePosition(120, 600)).toBe(120);
    expect(resumePosition(600, 600)).toBe(0);
    expect(resumePosition(900, 600)).toBe(0);
    expect(resumePosition(Number.NaN, 600)).toBe(0);
    expect(resumePosition(Number.POSITIVE_INFINITY, 600)).toBe(0);
    expect(resumePosition(-5, 600)).toBe(0);
    expect(resumePosition(undefined, 600)).toBe(0);
    // A live stream has no end to be past.
    expect(resumePosition(120, Number.POSITIVE_INFINITY)).toBe(120);
  });

  it('seeks to the begin position on the first play only, not after a pause and play', () => {
    const media = new FakeMedia().loadMetadata(600);
    const onSeek = vi.fn();
    attachResume(media, 120, { onSeek });
    void media.play();
    expect(media.currentTime).toBe(120);
    expect(onSeek).toHaveBeenCalledWith(120);
    media.currentTime = 10;
    media.pause();
    void media.play();
    expect(media.currentTime).toBe(10);
    expect(onSeek).toHaveBeenCalledTimes(1);
  });

  it('starts from 0 when the saved position is past the end', () => {
    const media = new FakeMedia().loadMetadata(4);
    attachResume(media, 120);
    void media.play();
    expect(media.currentTime).toBe(0);
  });

  it('waits for the metadata when the duration is not known at the first play', () => {
    const media = new FakeMedia();
    attachResume(media, 120);
    void media.play();
    expect(media.currentTime).toBe(0);
    media.loadMetadata(600);
    expect(media.currentTime).toBe(120);

    const short = new FakeMedia();
    attachResume(short, 120);
    void short.play();
    short.loadMetadata(4);
    expect(short.currentTime).toBe(0);
  });

  it('does not count a play that was undone before its event (forced login)', () => {
    const media = new FakeMedia().loadMetadata(600);
    media.addEventListener('play', () => media.pause(), { once: true });
    attachResume(media, 120);
    void media.play();
    expect(media.currentTime).toBe(0);
    void media.play();
    expect(media.currentTime).toBe(120);
  });
});
