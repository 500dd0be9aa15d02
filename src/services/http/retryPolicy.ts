/**
 * Retry of 5xx answers (seed 000 §7, §9; ledger A-28): at most MAX_RETRIES more attempts, only
 * when the call asks for it, after RETRY_DELAYS_MS. 4xx answers are never retried.
 */
import { MAX_RETRIES, RETRY_DELAYS_MS } from '../../lib/specConstants';

/** `attempt` counts from 0 (the first try). */
export function shouldRetry(status: number, attempt: number, retryRequested: boolean): boolean {
  return retryRequested && status >= 500 && attempt < MAX_RETRIES;
}

/** Delay before retry number `attempt + 1`. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
}

export function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
