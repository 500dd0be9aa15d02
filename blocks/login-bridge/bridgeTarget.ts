/**
 * Where the login bridge may send the visitor (seed 001 §4, §5, §8; ledger A-56): redirect_uri
 * only when it stays on this site (an in-site path or an address of the same origin) or its
 * host is on the bridge's allowed list; everything else goes to `/`, so the bridge is never an
 * open redirect.
 */
import { isSafeHref } from '../../src/runtime/links/safeHref';

function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`));
  });
}

export function bridgeTarget(
  redirectUri: string | null | undefined,
  origin: string,
  allowedHosts: readonly string[] = [],
): string {
  const raw = redirectUri?.trim() ?? '';
  if (raw === '' || !isSafeHref(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, `${origin}/`);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  if (/^https?:\/\//i.test(raw) && hostAllowed(url.hostname, allowedHosts)) return url.href;
  return '/';
}
