/**
 * Whether the page runs on a phone (seed 000 §7 "limit 2 (6 on mobile)"; ledger CORE-LIVE-23):
 * a mobile user agent (phones, the SmartEduMobile web view) or a viewport no wider than
 * MOBILE_MAX_WIDTH_PX.
 */

/** What the platform's mobile app adds to its web view's user agent (the embedded mobile bridge). */
export const MOBILE_USER_AGENT_TOKEN = 'SmartEduMobile';

/** The theme's narrow breakpoint (src/shell/theme/tokens.css, `--edu-breakpoint-narrow`). */
export const MOBILE_MAX_WIDTH_PX = 768;
const MOBILE_AGENT = new RegExp(`Mobi|Android|iPhone|iPod|${MOBILE_USER_AGENT_TOKEN}`, 'i');

export function isMobileClient(
  win: Pick<Window, 'navigator' | 'matchMedia'> | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): boolean {
  if (!win) return false;
  if (MOBILE_AGENT.test(win.navigator?.userAgent ?? '')) return true;
  return (
    typeof win.matchMedia === 'function' &&
    win.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches
  );
}
