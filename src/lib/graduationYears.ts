/**
 * The graduation year list (seed 000 §9 "Graduation year list from current year back to 1980";
 * ledger CORE-HELPER-40): the current year first, then each year before it down to 1980.
 * The current year is read from `now` (the runtime clock), never from Date.now().
 */
import { GRADUATION_YEAR_FIRST } from './specConstants';

export function graduationYears(now: number): number[] {
  const current = new Date(now).getFullYear();
  const years: number[] = [];
  for (let year = current; year >= GRADUATION_YEAR_FIRST; year -= 1) years.push(year);
  return years;
}
