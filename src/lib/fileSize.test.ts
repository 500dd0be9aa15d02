import { describe, expect, it } from 'vitest';
import { fileSizeLabel } from './fileSize';

describe('fileSizeLabel', () => {
  it.each([
    [0, '1 KB'],
    [300, '1 KB'],
    [2_560, '3 KB'],
    [1_048_575, '1024 KB'],
    [1_048_576, '1.0 MB'],
    [1_258_291, '1.2 MB'],
    [52_428_800, '50.0 MB'],
  ])('%i bytes → %s', (bytes, label) => {
    expect(fileSizeLabel(bytes)).toBe(label);
  });
});
