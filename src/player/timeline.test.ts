import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerTimelineEvent } from './types';
import { FakeMedia } from './fakeMedia';
import { attachTimeline } from './timeline';

const tick = (ms: number) => vi.advanceTimersByTime(ms);

function setup() {
  const media = new FakeMedia(tick).loadMetadata(60);
  const events: PlayerTimelineEvent[] = [];
  const timeline = attachTimeline(media, (event) => events.push(event));
  const of = (type: PlayerTimelineEvent['type']) => events.filter((event) => event.type === type);
  return { media, events, timeline, of };
}

beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
afterEach(() => vi.useRealTimers());

describe('viewing timeline (seed 000 §4; CORE-VIDEO-23)', () => {
  it('reports play, pause, the end (without the pause before it) and quit once', () => {
    const { media, events, timeline } = setup();
    void media.play();
    media.advance(10);
    media.pause();
    void media.play();
    media.advance(60);
    timeline.quit();
    timeline.quit();
    expect(events.filter((event) => event.type !== 'progress')).toEqual([
      { type: 'play', position: 0 },
      { type: 'pause', position: 10 },
      { type: 'play', position: 10 },
      { type: 'ended', position: 60 },
      { type: 'quit', position: 60 },
    ]);
  });

  it('reports time updates as progress at most every 200 ms, with the duration', () => {
    const { media, of } = setup();
    void media.play();
    media.advance(2); // 8 time updates, 250 ms apart
    expect(of('progress')).toHaveLength(8);
    expect(of('progress').at(-1)).toEqual({ type: 'progress', position: 2, duration: 60 });

    const fast = setup();
    void fast.media.play();
    // 10 time updates within 100 ms: one progress event.
    fast.media.advance(0.1, 0.01);
    expect(fast.of('progress')).toHaveLength(1);
    tick(200);
    expect(fast.of('progress')).toHaveLength(2);
  });

  it('reports a seek forward and backward with where it came from', () => {
    const { media, of } = setup();
    void media.play();
    media.advance(5);
    media.currentTime = 40;
    tick(200);
    media.advance(1);
    media.currentTime = 12;
    expect(of('seek')).toEqual([
      { type: 'seek', from: 5, position: 40 },
      { type: 'seek', from: 41, position: 12 },
    ]);
  });

  it('collapses a scrub (many seeks within 200 ms) into the first and a last one', () => {
    const { media, of } = setup();
    media.currentTime = 10;
    media.currentTime = 20;
    media.currentTime = 30;
    tick(200);
    expect(of('seek')).toEqual([
      { type: 'seek', from: 0, position: 10 },
      { type: 'seek', from: 10, position: 30 },
    ]);
  });

  it('does not report the player’s own seeks or a reset that went nowhere', () => {
    const { media, of, timeline } = setup();
    timeline.internalSeek();
    media.currentTime = 30;
    expect(of('seek')).toEqual([]);
    // A seek-control style reset: the seek is sent back to where it started.
    media.addEventListener('seeking', () => {
      if (media.currentTime > 45) media.currentTime = 30;
    });
    media.currentTime = 50;
    tick(200);
    expect(of('seek')).toEqual([]);
  });

  it('reports rate changes (throttled) with the rate', () => {
    const { media, of } = setup();
    media.playbackRate = 1.5;
    media.playbackRate = 2;
    tick(200);
    expect(of('ratechange')).toEqual([
      { type: 'ratechange', position: 0, rate: 1.5 },
      { type: 'ratechange', position: 0, rate: 2 },
    ]);
  });

  it('drops seeks within 1 s of a resolution change', () => {
    const { media, of } = setup();
    void media.play();
    media.advance(5);
    media.changeResolution(640, 360);
    media.currentTime = 5.5;
    tick(999);
    expect(of('seek')).toEqual([]);
    tick(1);
    media.currentTime = 20;
    expect(of('seek')).toEqual([{ type: 'seek', from: 5.5, position: 20 }]);
  });

  it('reports no pause for a play undone before its event (forced login)', () => {
    const media = new FakeMedia(tick).loadMetadata(60);
    media.addEventListener('play', () => media.pause(), { once: true });
    const events: PlayerTimelineEvent[] = [];
    attachTimeline(media, (event) => events.push(event));
    void media.play();
    expect(events.filter((event) => event.type !== 'progress')).toEqual([]);
  });

  it('stops reporting once detached', () => {
    const { media, events, timeline } = setup();
    timeline.detach();
    void media.play();
    media.advance(1);
    expect(events).toEqual([]);
  });
});
