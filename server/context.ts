import type { Database } from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './time';

/**
 * What every service plugin receives as its options. Passing it explicitly (rather than through
 * decorators) keeps each plugin testable on its own and its dependencies visible.
 */
export interface ServiceContext {
  db: Database;
  clock: Clock;
  /** preHandler that admits only signed-in callers (401 UC/AUTH_INVALID otherwise). */
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  seedDir: string;
  distDir: string;
}
