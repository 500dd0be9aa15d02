import { describe, expect, it } from 'vitest';
import { graduationYears } from './graduationYears';

describe('graduation years (CORE-HELPER-40)', () => {
  it('runs from the current year back to 1980: 46 years on 2025-03-01', () => {
    const years = graduationYears(new Date(2025, 2, 1).getTime());
    expect(years).toHaveLength(46);
    expect(years[0]).toBe(2025);
    expect(years[years.length - 1]).toBe(1980);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('follows the clock into the next year', () => {
    const years = graduationYears(new Date(2026, 0, 1).getTime());
    expect(years[0]).toBe(2026);
    expect(years).toHaveLength(47);
  });
});
