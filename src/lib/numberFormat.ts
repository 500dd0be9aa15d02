/**
 * Number helpers (seed 000 §5; ledger CORE-HELPER-26..30, A-17): counts under 10 000 as they
 * are, larger ones in tens of thousands with one decimal, truncated and never rounded (15 990
 * is 1.5万, not 1.6万: a count must never look bigger than it is), a trailing .0 dropped, and
 * counts with more than `capDigits` digits as 1000万+. Integer arithmetic only, so no float
 * error can turn 1.6 into 1.5999….
 */
import { COUNT_CAP_DIGITS, WAN } from './specConstants';

/** The unit the spec writes compact counts in. */
export const WAN_UNIT = '万';
/** What a count beyond the cap shows. */
export const COUNT_CAPPED = `1000${WAN_UNIT}+`;

/** A count as a whole non-negative number: fractions truncated, nonsense (NaN, negative) 0. */
export function wholeCount(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(number) || number <= 0) return 0;
  return Math.floor(number);
}

/** `value` in 万 with one decimal, truncated; a trailing .0 dropped (20000 → 2万). */
export function formatWan(value: number): string {
  const tenths = Math.floor(wholeCount(value) / (WAN / 10));
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${whole}${decimal === 0 ? '' : `.${decimal}`}${WAN_UNIT}`;
}

/**
 * The compact form of a count: under 10 000 as is, then N万, and 1000万+ once the count has
 * more than `capDigits` digits.
 */
export function compactCount(
  value: number | string | null | undefined,
  capDigits: number = COUNT_CAP_DIGITS,
): string {
  const count = wholeCount(value);
  if (count < WAN) return String(count);
  if (count >= 10 ** capDigits) return COUNT_CAPPED;
  return formatWan(count);
}
