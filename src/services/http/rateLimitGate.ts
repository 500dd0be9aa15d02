/**
 * The 429/503 block (seed 000 §7, §9; ledger A-28): after such an answer every request of the
 * client is refused for RATE_LIMIT_BLOCK_MS. The end of the block is kept in storage
 * (sessionStorage in the browser) so a reload does not lift it.
 */
import { RATE_LIMIT_BLOCK_MS } from '../../lib/specConstants';
import { BlockedError } from './errors';
import type { ClockLike, StorageLike } from './types';

export const BLOCKED_UNTIL_STORAGE_KEY = 'edu.http.blockedUntil';

/** Statuses that start the block. */
export function isBlockingStatus(status: number): boolean {
  return status === 429 || status === 503;
}

export interface RateLimitGate {
  /** Throws `BlockedError` while blocked. */
  assertOpen(): void;
  /** Starts (or extends) the block from now. */
  block(): void;
  blockedUntil(): number | null;
}

export function createRateLimitGate(storage: StorageLike, clock: ClockLike): RateLimitGate {
  // In-memory copy: storage can throw (private mode, quota) and the block must still hold.
  let memoryUntil: number | null = null;

  function readStored(): number | null {
    try {
      const raw = storage.getItem(BLOCKED_UNTIL_STORAGE_KEY);
      const value = raw === null ? NaN : Number(raw);
      return Number.isFinite(value) ? value : null;
    } catch {
      return null;
    }
  }

  function blockedUntil(): number | null {
    const until = Math.max(memoryUntil ?? 0, readStored() ?? 0);
    if (until > clock.now()) return until;
    if (until > 0) {
      memoryUntil = null;
      try {
        storage.removeItem(BLOCKED_UNTIL_STORAGE_KEY);
      } catch {
        // storage unavailable: the in-memory copy is already cleared
      }
    }
    return null;
  }

  return {
    blockedUntil,
    assertOpen() {
      const until = blockedUntil();
      if (until !== null) throw new BlockedError(until);
    },
    block() {
      memoryUntil = clock.now() + RATE_LIMIT_BLOCK_MS;
      try {
        storage.setItem(BLOCKED_UNTIL_STORAGE_KEY, String(memoryUntil));
      } catch {
        // storage unavailable: the block holds for this page only
      }
    },
  };
}
