/**
 * Leaves the current page for `url` without keeping it in the history (location.replace).
 * Behind its own module so block tests can replace it with a spy.
 */
export function leavePage(url: string): void {
  window.location.replace(url);
}
