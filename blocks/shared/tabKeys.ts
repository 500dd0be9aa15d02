/**
 * The WAI-ARIA tabs keyboard pattern: arrows move to the next or previous tab (wrapping), Home
 * and End jump to the ends. Returns the index to select, or null for any other key.
 */
export function tabIndexForKey(key: string, selected: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return selected === last ? 0 : selected + 1;
    case 'ArrowLeft':
      return selected === 0 ? last : selected - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
