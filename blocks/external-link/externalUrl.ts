/**
 * What the external-link interstitial does with its `url` (seed 000 §2, §5; ledger A-02), as the
 * link policy decides it (src/runtime/links/linkPolicy.ts) with no origin, so only absolute
 * http(s) addresses count: hosts on the whitelist are followed at once, every other http(s)
 * address gets the warning page (showing the normalised address it leads to); anything else —
 * relative, scheme-relative, other schemes, user info — is illegal.
 */
import { decideLink } from '../../src/runtime/links/linkPolicy';

export type ExternalUrlVerdict =
  { kind: 'illegal' } | { kind: 'warn'; url: string } | { kind: 'direct'; url: string };

/** Classifies the (already decoded) `url` query value. */
export function classifyExternalUrl(
  raw: string | null | undefined,
  whitelist: readonly string[] = [],
): ExternalUrlVerdict {
  const decision = decideLink(raw, { allowedHosts: whitelist });
  if (decision.kind !== 'external') return { kind: 'illegal' };
  return decision.allowed
    ? { kind: 'direct', url: decision.url }
    : { kind: 'warn', url: decision.url };
}
