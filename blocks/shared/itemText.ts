/** Small text helpers shared by the content cards. */
import type { LibraryContent } from '../../src/services/entities';

/** The source shown on a card: extra.source, else the first provider, else `fallback`. */
export function itemSource(item: LibraryContent, fallback: string): string {
  return item.extra?.source || item.extra?.providers?.[0]?.name || fallback;
}

/**
 * The item's date as YYYY-MM-DD (extra.date, else create_time), or ''. The date must end the
 * value or be followed by a space or `T`: a label whose time is glued to the date
 * ("2024-06-1510:00") is invalid and shows no date (seed 000 §5; ledger CORE-HELPER-31).
 */
export function itemDate(item: LibraryContent): string {
  const raw = item.extra?.date || item.create_time || '';
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?=$|[ T])/.exec(raw);
  if (!match) return '';
  return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
}
