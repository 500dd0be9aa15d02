/**
 * Where the sign-in and logout pages may send the browser back to. The decision is the portal's
 * own link policy (src/runtime/links/linkPolicy.ts), the same module the browser runs: an in-site
 * path (or an address of this very origin, given as its path) is followed; everything else —
 * another host, `//`, `/\`, dot segments that leave `//…`, other schemes — becomes `/`. The
 * stand-in trusts no other host, so it is never an open redirect.
 */
import { redirectTarget } from '../../src/runtime/links/linkPolicy';

/** The origin the browser asked for (from the Host header); a stand-in origin when unusable. */
function requestOrigin(requestHost: string | undefined): string {
  try {
    return new URL(`http://${requestHost ?? ''}`).origin;
  } catch {
    return 'http://in-site.invalid';
  }
}

/** The path the browser goes back to: in-site, or `/`. */
export function safeRedirectPath(raw: unknown, requestHost: string | undefined): string {
  return redirectTarget(raw, { origin: requestOrigin(requestHost) });
}

/** The in-site `path` (as safeRedirectPath gives it) with the SSO ticket added. */
export function withTicket(path: string, ticket: string): string {
  const url = new URL(path, 'http://in-site.invalid');
  url.searchParams.set('ticket', ticket);
  return `${url.pathname}${url.search}${url.hash}`;
}
