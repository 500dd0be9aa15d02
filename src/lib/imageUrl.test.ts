import { describe, expect, it } from 'vitest';
import { imageUrl, snapImageWidth, supportsWebp, sizedImage } from './imageUrl';
import { IMAGE_WIDTHS_PX } from './specConstants';

describe('IMAGE_WIDTHS_PX (seed 000 §7, §9; ledger CORE-HELPER-36)', () => {
  it('is exactly the six widths the image service accepts', () => {
    expect([...IMAGE_WIDTHS_PX]).toEqual([240, 360, 480, 600, 720, 1080]);
  });

  it('gives w_480 and w_720 for those widths', () => {
    expect(imageUrl('https://img.example/a.jpg', 480)).toBe(
      'https://img.example/a.jpg?x-oss-process=image/resize,w_480',
    );
    expect(imageUrl('https://img.example/a.jpg', 700, { webp: true })).toBe(
      'https://img.example/a.jpg?x-oss-process=image/resize,w_720/format,webp',
    );
  });
});

describe('snapImageWidth (ledger A-21)', () => {
  it('keeps every allowed width', () => {
    for (const width of IMAGE_WIDTHS_PX) expect(snapImageWidth(width)).toBe(width);
  });

  it('snaps up to the next allowed width', () => {
    expect(snapImageWidth(1)).toBe(240);
    expect(snapImageWidth(241)).toBe(360);
    expect(snapImageWidth(500)).toBe(600);
    expect(snapImageWidth(721)).toBe(1080);
  });

  it('caps at 1080', () => {
    expect(snapImageWidth(1081)).toBe(1080);
    expect(snapImageWidth(4000)).toBe(1080);
  });

  it('treats a non-number as the smallest width', () => {
    expect(snapImageWidth(Number.NaN)).toBe(240);
  });
});

describe('imageUrl', () => {
  it('adds the resize query', () => {
    expect(imageUrl('https://img.example/a.jpg', 360)).toBe(
      'https://img.example/a.jpg?x-oss-process=image/resize,w_360',
    );
  });

  it('adds the webp format when asked', () => {
    expect(imageUrl('https://img.example/a.jpg', 600, { webp: true })).toBe(
      'https://img.example/a.jpg?x-oss-process=image/resize,w_600/format,webp',
    );
  });

  it('snaps the width', () => {
    expect(imageUrl('/a.png', 300)).toBe('/a.png?x-oss-process=image/resize,w_360');
    expect(imageUrl('/a.png', 2000)).toBe('/a.png?x-oss-process=image/resize,w_1080');
  });

  it('keeps existing query parameters and the hash', () => {
    expect(imageUrl('https://img.example/a.jpg?v=2&t=x#top', 240)).toBe(
      'https://img.example/a.jpg?v=2&t=x&x-oss-process=image/resize,w_240#top',
    );
  });

  it('handles a trailing question mark', () => {
    expect(imageUrl('https://img.example/a.jpg?', 240)).toBe(
      'https://img.example/a.jpg?x-oss-process=image/resize,w_240',
    );
  });

  it('leaves data: and blob: URLs alone', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(imageUrl(data, 360)).toBe(data);
    expect(imageUrl('blob:https://x.example/1', 360)).toBe('blob:https://x.example/1');
  });

  it('leaves svg images and already processed URLs alone', () => {
    expect(imageUrl('https://img.example/logo.svg', 240)).toBe('https://img.example/logo.svg');
    const processed = 'https://img.example/a.jpg?x-oss-process=image/crop,w_100';
    expect(imageUrl(processed, 360)).toBe(processed);
  });

  it('gives an empty string for a missing source', () => {
    expect(imageUrl(undefined, 360)).toBe('');
    expect(imageUrl(null, 360)).toBe('');
    expect(imageUrl('', 360)).toBe('');
  });
});

describe('webp support', () => {
  it('is false in jsdom, so blocks ask for the plain format', () => {
    expect(supportsWebp()).toBe(false);
    expect(sizedImage('https://img.example/a.jpg', 360)).toBe(
      'https://img.example/a.jpg?x-oss-process=image/resize,w_360',
    );
  });
});
