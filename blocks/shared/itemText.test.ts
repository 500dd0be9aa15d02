import { describe, expect, it } from 'vitest';
import type { LibraryContent } from '../../src/services/entities';
import { itemDate } from './itemText';

const item = (create_time: string, date?: string) =>
  ({ id: 'c', title: 't', create_time, extra: date ? { date } : {} }) as unknown as LibraryContent;

describe('itemDate', () => {
  it.each([
    ['2024-06-15T10:00:00.000+0800', '2024-06-15'],
    ['2024-06-15 10:00', '2024-06-15'],
    ['2024/6/5', '2024-06-05'],
    // CORE-HELPER-31: a time glued to the date is not a date.
    ['2024-06-1510:00', ''],
    ['not a date', ''],
  ])('%s → %j', (value, shown) => {
    expect(itemDate(item(value))).toBe(shown);
  });

  it('prefers the item’s own date', () => {
    expect(itemDate(item('2024-06-15T10:00:00.000+0800', '2023-01-02'))).toBe('2023-01-02');
  });
});
