/**
 * Like counts shown compactly (seed 000 §5; ledger CORE-HELPER-26..30, A-17). The spec has two
 * variants that differ only in where 1000万+ starts: `short` caps counts of more than 7 digits
 * (≥ 10 000 000), `long` caps counts of more than 8 digits (≥ 100 000 000) and shows N万 up to
 * there. Detail pages use `short`, the number helper's own cap.
 */
import { compactCount } from './numberFormat';
import { LIKE_COUNT_CAP_DIGITS } from './specConstants';

export type LikeCountVariant = keyof typeof LIKE_COUNT_CAP_DIGITS;

export function formatLikeCount(
  count: number | string | null | undefined,
  variant: LikeCountVariant = 'short',
): string {
  return compactCount(count, LIKE_COUNT_CAP_DIGITS[variant]);
}
