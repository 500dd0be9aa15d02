/**
 * Leaves the current page for `url` without keeping it in the history (location.replace).
 * Behind its own module so block tests can replace it with a spy.
 *
 * The preview app's block catalogue renders blocks inside itself: a fixture that leaves on
 * mount (personal-handoff, for one) would take the whole editor away. It registers an
 * interceptor, which then receives the address instead of the browser.
 */
export type PageExitInterceptor = (url: string) => void;

let interceptor: PageExitInterceptor | null = null;

/** Routes every later `leavePage` to `next` (null restores real navigation). */
export function interceptPageExits(next: PageExitInterceptor | null): void {
  interceptor = next;
}

export function leavePage(url: string): void {
  if (interceptor) interceptor(url);
  else window.location.replace(url);
}
