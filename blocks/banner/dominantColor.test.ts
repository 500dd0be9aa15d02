import { describe, expect, it } from 'vitest';
import { dominantColourOf } from './dominantColor';

function pixels(...colours: [number, number, number, number][]): Uint8ClampedArray {
  return new Uint8ClampedArray(colours.flat());
}

describe('dominantColourOf (CORE-CHAN-42)', () => {
  it('gives the colour of a solid #c00000 cover', () => {
    const solid = Array.from(
      { length: 16 },
      () => [192, 0, 0, 255] as [number, number, number, number],
    );
    expect(dominantColourOf(pixels(...solid))).toBe('rgb(192, 0, 0)');
  });

  it('picks the most common colour and ignores transparent pixels', () => {
    expect(
      dominantColourOf(
        pixels(
          [0, 0, 255, 255],
          [10, 200, 10, 255],
          [12, 202, 12, 255],
          [255, 255, 255, 0],
          [255, 255, 255, 0],
        ),
      ),
    ).toBe('rgb(11, 201, 11)');
  });

  it('gives null for a fully transparent image', () => {
    expect(dominantColourOf(pixels([0, 0, 0, 0]))).toBeNull();
  });
});
