/**
 * Where the login bridge sends the visitor afterwards (seed 001 §4, §5, §8; ledger A-56): its
 * redirect_uri as the link policy decides a redirect (src/runtime/links/linkPolicy.ts): an
 * in-site path, or an address whose host is on the bridge's allowed list; anything else — other
 * hosts, `//`, `/\`, dot segments leaving `//…`, other schemes — goes to `/`, so the bridge is
 * never an open redirect.
 */
import { redirectTarget } from '../../src/runtime/links/linkPolicy';

export function bridgeTarget(
  redirectUri: string | null | undefined,
  origin: string,
  allowedHosts: readonly string[] = [],
): string {
  return redirectTarget(redirectUri, { origin, allowedHosts });
}
