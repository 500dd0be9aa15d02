import { describe, expect, it } from 'vitest';
import { isAudioOnly, isHls, mediaTypeOf } from './mediaType';

describe('mediaTypeOf (seed 000 §5, ledger CORE-VIDEO-20)', () => {
  it.each([
    ['/v/a.mp4', 'video/mp4'],
    ['/v/a.MP3', 'audio/mpeg'],
    ['/v/a.wav', 'audio/wav'],
    ['/v/a.webm', 'video/webm'],
    ['/v/a.ogg', 'video/ogg'],
    ['/v/playlist.m3u8?token=1#t', 'application/x-mpegURL'],
    ['/v/a.flv', ''],
    ['/v.d/noext', ''],
  ])('%s → %s', (src, type) => {
    expect(mediaTypeOf({ src })).toBe(type);
  });

  it('keeps a declared type', () => {
    expect(mediaTypeOf({ src: '/a.bin', type: 'video/mp4' })).toBe('video/mp4');
  });

  it('recognises HLS', () => {
    expect(isHls({ src: '/p.m3u8' })).toBe(true);
    expect(isHls({ src: '/p.mp4' })).toBe(false);
  });
});

describe('isAudioOnly (seed 000 §5, ledger CORE-VIDEO-19)', () => {
  it.each([
    [['a.mp3'], true],
    [['a.wav'], true],
    [['a.mp3', 'b.mp4'], false],
    [['b.mp4'], false],
    [[], false],
  ])('%o → %s', (srcs, audio) => {
    expect(isAudioOnly(srcs.map((src) => ({ src })))).toBe(audio);
  });
});
