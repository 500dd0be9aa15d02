import { describe, expect, it } from 'vitest';
import { compactCount, formatWan, wholeCount } from './numberFormat';
import { COUNT_CAP_DIGITS, WAN } from './specConstants';

describe('compactCount (seed 000 §5, ledger CORE-HELPER-26..29, A-17)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [9999, '9999'],
    [10000, '1万'],
    [12345, '1.2万'],
    [15990, '1.5万'],
    [20000, '2万'],
    [99999, '9.9万'],
    [100000, '10万'],
    [1234567, '123.4万'],
    [9999999, '999.9万'],
    [10000000, '1000万+'],
    [10000001, '1000万+'],
    [123456789, '1000万+'],
  ])('%d → %s', (value, shown) => {
    expect(compactCount(value)).toBe(shown);
  });

  it.each([
    [Number.NaN, '0'],
    [-5, '0'],
    [12.9, '12'],
    ['12345', '1.2万'],
    [null, '0'],
    [undefined, '0'],
  ])('tolerates odd input %s → %s', (value, shown) => {
    expect(compactCount(value)).toBe(shown);
  });

  it('pins the spec numbers: 万 is 10 000, the cap is more than 7 digits', () => {
    expect(WAN).toBe(10000);
    expect(COUNT_CAP_DIGITS).toBe(7);
  });
});

describe('formatWan truncates, never rounds', () => {
  it.each([
    [19999, '1.9万'],
    [10999, '1万'],
    [55555, '5.5万'],
  ])('%d → %s', (value, shown) => {
    expect(formatWan(value)).toBe(shown);
  });

  it('wholeCount truncates fractions', () => {
    expect(wholeCount(9999.99)).toBe(9999);
  });
});
