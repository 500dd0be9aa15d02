/**
 * Identities with a local fallback (seed 000 §5, §7; ledger CORE-ROLE-29/30): a failed fetch
 * falls back to the cached identities, and the cache is rewritten only when the set differs,
 * so an unchanged reload does not touch storage.
 */
import type { StorageLike } from '../services/http/types';
import type { Identity, IdentityService } from '../services/identityService';

export function identitiesStorageKey(userId: string): string {
  return `edu.identities.${userId}`;
}

/** The set of identity codes, order-free, for comparison. */
function codeSet(items: readonly Identity[]): string {
  return [...new Set(items.map((item) => item.identity_code))].sort().join(',');
}

export function readCachedIdentities(storage: StorageLike, userId: string): Identity[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(identitiesStorageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Identity[]) : [];
  } catch {
    return [];
  }
}

/** Fresh identities (cache rewritten only when the set differs), or the cache on failure. */
export async function identitiesWithCache(
  service: Pick<IdentityService, 'identities'>,
  storage: StorageLike,
  userId: string,
): Promise<Identity[]> {
  const cached = readCachedIdentities(storage, userId);
  let fresh: Identity[];
  try {
    fresh = await service.identities(userId);
  } catch {
    return cached;
  }
  if (
    codeSet(fresh) !== codeSet(cached) ||
    storage.getItem(identitiesStorageKey(userId)) === null
  ) {
    try {
      storage.setItem(identitiesStorageKey(userId), JSON.stringify(fresh));
    } catch {
      // storage unavailable: the fresh list is still used
    }
  }
  return fresh;
}
