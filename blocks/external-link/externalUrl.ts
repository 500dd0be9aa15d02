/**
 * What the external-link interstitial does with its `url` (seed 000 §2, §5; ledger A-02):
 * only absolute http(s) URLs may be followed; hosts on the whitelist are followed at once,
 * every other http(s) URL gets the warning page; anything else is illegal.
 */
export type ExternalUrlVerdict =
  { kind: 'illegal' } | { kind: 'warn'; url: string } | { kind: 'direct'; url: string };

/** True when `hostname` is a whitelisted host or a subdomain of one. */
export function isWhitelisted(hostname: string, whitelist: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return whitelist.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`));
  });
}

/** Classifies the (already decoded) `url` query value. */
export function classifyExternalUrl(
  raw: string | null | undefined,
  whitelist: readonly string[] = [],
): ExternalUrlVerdict {
  const value = raw?.trim() ?? '';
  // The raw value itself must start with http(s)://: no leading control characters, no
  // scheme-relative or relative links, no other schemes.
  if (!/^https?:\/\/[^\s]/i.test(value)) return { kind: 'illegal' };
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return { kind: 'illegal' };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname)
    return { kind: 'illegal' };
  const url = parsed.href;
  return isWhitelisted(parsed.hostname, whitelist)
    ? { kind: 'direct', url }
    : { kind: 'warn', url };
}
