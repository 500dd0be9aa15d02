/**
 * Single-use secrets (SSO tickets, uckeys, third-party login codes and tokens): random,
 * short-lived, stored only as SHA-256, and marked used in the same statement that checks them so
 * a replay cannot race in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Where a kind of secret lives; table and column names come from this fixed list only. */
export type SingleUseKind =
  | { table: 'sso_tickets'; hashColumn: 'ticket_hash'; ttlMs: number }
  | { table: 'uc_uckeys'; hashColumn: 'uckey_hash'; ttlMs: number }
  | { table: 'third_login_codes'; hashColumn: 'code_hash'; ttlMs: number }
  | { table: 'third_login_tokens'; hashColumn: 'token_hash'; ttlMs: number };

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function issueSingleUse(
  db: Database,
  kind: SingleUseKind,
  userId: string,
  now: number,
): string {
  const secret = randomBytes(32).toString('base64url');
  db.prepare(`DELETE FROM ${kind.table} WHERE expires_at < ?`).run(now);
  db.prepare(
    `INSERT INTO ${kind.table} (${kind.hashColumn}, user_id, expires_at) VALUES (?, ?, ?)`,
  ).run(hashSecret(secret), userId, now + kind.ttlMs);
  return secret;
}

export function redeemSingleUse(
  db: Database,
  kind: SingleUseKind,
  secret: string,
  now: number,
): string | null {
  const row = db
    .prepare(
      `UPDATE ${kind.table} SET used_at = ? WHERE ${kind.hashColumn} = ? AND used_at IS NULL AND expires_at >= ?
       RETURNING user_id`,
    )
    .get(now, hashSecret(secret), now) as { user_id: string } | undefined;
  return row?.user_id ?? null;
}
