import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { seedDatabase } from './seed';

export interface OpenOptions {
  seedDir: string;
  now: number;
}

export interface OpenedDatabase {
  db: Database;
  /** True when this call created and filled the file (first start, or after a schema bump). */
  seeded: boolean;
}

function readMeta(db: Database, key: string): string | undefined {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
    .get();
  if (!exists) return undefined;
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

/** The stand-in owns its file: an outdated layout is dropped and rebuilt rather than migrated. */
function dropAllTables(db: Database): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  db.pragma('foreign_keys = OFF');
  for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
  db.pragma('foreign_keys = ON');
}

/** Every file under `dir`, sorted, so the fingerprint does not depend on listing order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/**
 * What the seed was made from: the seed data and the seeding code. A database seeded from other
 * sources is rebuilt, so content added to the seed reaches an existing local database too.
 */
export function seedFingerprint(seedDir: string): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(seedDir),
    join(import.meta.dirname, 'seed.ts'),
    join(import.meta.dirname, 'seeder.ts'),
    join(import.meta.dirname, 'schema.ts'),
  ];
  for (const file of sources) {
    hash.update(relative(seedDir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Opens (creating folder and file if needed) and seeds the database when it holds no seed yet,
 * or one made from an older schema or seed.
 */
export function openDatabase(path: string, options: OpenOptions): OpenedDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseConstructor(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 2000');

  const version = readMeta(db, 'schema_version');
  const seededAt = readMeta(db, 'seeded_at');
  const fingerprint = seedFingerprint(options.seedDir);
  const seededFrom = readMeta(db, 'seed_fingerprint');
  if (version === String(SCHEMA_VERSION) && seededAt && seededFrom === fingerprint)
    return { db, seeded: false };

  // Pragmas are ignored inside a transaction, so the old layout goes before the seeding one starts.
  if (version !== undefined) dropAllTables(db);
  db.transaction(() => {
    db.exec(SCHEMA_SQL);
    seedDatabase(db, options);
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('schema_version', String(SCHEMA_VERSION));
    setMeta.run('seeded_at', new Date(options.now).toISOString());
    setMeta.run('seed_fingerprint', fingerprint);
  })();
  return { db, seeded: true };
}
