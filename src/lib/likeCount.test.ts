import { describe, expect, it } from 'vitest';
import { formatLikeCount } from './likeCount';
import { LIKE_COUNT_CAP_DIGITS } from './specConstants';

describe('formatLikeCount (seed 000 §5, ledger CORE-HELPER-26..30, A-17)', () => {
  it.each([
    [9999, '9999', '9999'],
    [10000, '1万', '1万'],
    [12345, '1.2万', '1.2万'],
    [20000, '2万', '2万'],
    [15990, '1.5万', '1.5万'],
    [9999999, '999.9万', '999.9万'],
    [10000000, '1000万+', '1000万'],
    [12345678, '1000万+', '1234.5万'],
    [99999999, '1000万+', '9999.9万'],
    [100000000, '1000万+', '1000万+'],
    [123456789, '1000万+', '1000万+'],
  ])('%d → short %s, long %s', (count, short, long) => {
    expect(formatLikeCount(count, 'short')).toBe(short);
    expect(formatLikeCount(count, 'long')).toBe(long);
  });

  it('uses the short variant by default', () => {
    expect(formatLikeCount(12345678)).toBe('1000万+');
  });

  it('pins the caps: 7 digits and 8 digits', () => {
    expect(LIKE_COUNT_CAP_DIGITS).toEqual({ short: 7, long: 8 });
  });
});
