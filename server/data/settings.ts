import type { Database } from 'better-sqlite3';

export function readSettings(db: Database, scope: string): Record<string, unknown> {
  const rows = db
    .prepare('SELECT key, value FROM settings WHERE scope = ? ORDER BY key')
    .all(scope) as {
    key: string;
    value: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}
