import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './http/errors';
import { findUserById, type UserRow } from './data/users';
import { HOUR_MS, toPlatformTime } from './time';
import { hashSecret, issueSingleUse, redeemSingleUse, type SingleUseKind } from './singleUseSecret';

/**
 * Tickets (single sign-on → site, single use, short) and access tokens (site → services).
 * Both are random, and only their SHA-256 is stored.
 */
export const TOKEN_TTL_MS = 8 * HOUR_MS;
export const TICKET_TTL_MS = 5 * 60 * 1000;

const newSecret = () => randomBytes(32).toString('base64url');

const TICKETS: SingleUseKind = {
  table: 'sso_tickets',
  hashColumn: 'ticket_hash',
  ttlMs: TICKET_TTL_MS,
};

export function issueTicket(db: Database, userId: string, now: number): string {
  return issueSingleUse(db, TICKETS, userId, now);
}

export function redeemTicket(db: Database, ticket: string, now: number): string | null {
  return redeemSingleUse(db, TICKETS, ticket, now);
}

export function issueToken(db: Database, userId: string, now: number) {
  const token = newSecret();
  const expiresAt = now + TOKEN_TTL_MS;
  db.prepare('DELETE FROM access_tokens WHERE expires_at < ?').run(now);
  db.prepare(
    'INSERT INTO access_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashSecret(token), userId, now, expiresAt);
  return { token, expiresAt };
}

/**
 * A new access token for `userId` in the answer shape every login of the stand-in shares (SSO
 * ticket exchange, uckey and session logins, third-party login by token), so the portal stores
 * each the same way.
 */
export function tokenAnswer(db: Database, userId: string, now: number) {
  const { token, expiresAt } = issueToken(db, userId, now);
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_at: toPlatformTime(expiresAt),
    user_id: userId,
  };
}

export function revokeToken(db: Database, token: string): void {
  db.prepare('DELETE FROM access_tokens WHERE token_hash = ?').run(hashSecret(token));
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function userForToken(db: Database, token: string, now: number): UserRow | null {
  const row = db
    .prepare('SELECT user_id FROM access_tokens WHERE token_hash = ? AND expires_at > ?')
    .get(hashSecret(token), now) as { user_id: string } | undefined;
  return row ? (findUserById(db, row.user_id) ?? null) : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/** preHandler for calls that need a signed-in user; answers 401 UC/AUTH_INVALID otherwise. */
export function requireUser(db: Database, clock: () => number) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized('未登录或登录已失效，请重新登录');
    const user = userForToken(db, token, clock());
    if (!user) throw unauthorized('登录已失效，请重新登录');
    request.user = user;
  };
}

/** The signed-in user of a request that went through requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
