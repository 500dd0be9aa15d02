import type { Database } from 'better-sqlite3';
import { namedProfile } from '../../src/lib/displayName';
import { toPlatformTime } from '../time';
import { findUserById, userToWire, type UserRow } from './users';

/**
 * A contest's published results (the /hd/diaa score page, HD-SITE-19, HD-DIAA-13/17/18): the
 * works scored when the administrator published (contestManagement.ts `publishResults` sets
 * `contests.results_published_time` and moves reviewed works to `scored`), best score first.
 * Before publication nothing is revealed, not even scored works.
 */

export interface ResultItem {
  /** Competition ranking: equal scores share a rank, the next rank skips (1, 2, 2, 4). */
  rank: number;
  work_id: string;
  title: string;
  /** The author's display name (seed 000 §3 rules). */
  author_name: string;
  /** The team the author leads in this contest, when there is one. */
  team_name: string | null;
  score: number;
}

export interface ContestResults {
  published: boolean;
  published_time: string | null;
  items: ResultItem[];
}

interface ScoredRow {
  work_id: string;
  title: string;
  score: number;
  team_name: string | null;
  user_id: string;
}

export function displayNameOf(user: UserRow): string {
  return namedProfile(userToWire(user))?.display_name ?? user.account;
}

/** The results of a contest that exists (the route answers 404 for a missing one first). */
export function contestResults(db: Database, contestId: string): ContestResults {
  const contest = db
    .prepare('SELECT results_published_time FROM contests WHERE id = ?')
    .get(contestId) as { results_published_time: number | null } | undefined;
  const publishedTime = contest?.results_published_time ?? null;
  if (publishedTime === null) return { published: false, published_time: null, items: [] };

  // Ties keep a stable order (earlier scored first, then id), so a reload never reshuffles them.
  const rows = db
    .prepare(
      `SELECT w.id AS work_id, w.title, w.score, w.user_id,
         (SELECT t.name FROM contest_teams t
           WHERE t.contest_id = w.contest_id AND t.leader_id = w.user_id) AS team_name
       FROM contest_works w
       WHERE w.contest_id = ? AND w.status = 'scored' AND w.score IS NOT NULL
       ORDER BY w.score DESC, w.update_time, w.id`,
    )
    .all(contestId) as ScoredRow[];

  const authorName = (userId: string) => {
    const user = findUserById(db, userId);
    return user ? displayNameOf(user) : '';
  };
  let rank = 0;
  let previous: number | null = null;
  const items = rows.map((row, index) => {
    if (row.score !== previous) rank = index + 1;
    previous = row.score;
    return {
      rank,
      work_id: row.work_id,
      title: row.title,
      author_name: authorName(row.user_id),
      team_name: row.team_name,
      score: row.score,
    };
  });
  return { published: true, published_time: toPlatformTime(publishedTime), items };
}
