/**
 * The seeded database, table by table, is what it was when `seedFingerprint.expected.json` was
 * written: same tables, same columns and indexes, same rows in the same order, byte for byte.
 * It guards refactors of the seed (table definitions moved, content moved from TypeScript to
 * JSON): such a change must leave every hash as it was.
 *
 * The database is made the way the server makes it (`createApp`: open, create, seed, then every
 * service plugin), on a fixed clock, with node:crypto's random bytes replaced by a counter-based
 * sequence (password salts, certificate and team ids would differ on every run otherwise). The
 * `meta` row `seed_fingerprint` is left out: it hashes the seed's source files, which a refactor
 * changes by definition.
 *
 * When the seed is meant to change (new content, a new table), regenerate the expected file and
 * review its diff:
 *
 *   UPDATE_SEED_FINGERPRINT=1 npx vitest run --project server server/tests/seedFingerprint.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, tempDir } from './helpers';

/** Where the counter-based random sequence stands; reset before each seeding. */
const random = vi.hoisted(() => ({ counter: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const randomBytes = (size: number): Buffer => {
    const out = Buffer.alloc(size);
    for (let filled = 0; filled < size; filled += 32) {
      actual
        .createHash('sha256')
        .update(`seed-fingerprint/${random.counter}`)
        .digest()
        .copy(out, filled);
      random.counter += 1;
    }
    return out;
  };
  const randomUUID = (): string => {
    const hex = randomBytes(16).toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { ...actual, default: { ...actual, randomBytes, randomUUID }, randomBytes, randomUUID };
});

const EXPECTED_FILE = new URL('./seedFingerprint.expected.json', import.meta.url);
/** 2026-09-01 09:00 Beijing: the seed's content epoch, so relative and absolute dates agree. */
const FIXED_NOW = Date.parse('2026-09-01T01:00:00.000Z');
/** Rows that describe the seed's sources, not its content. */
const SOURCE_ROWS = { table: 'meta', where: "key <> 'seed_fingerprint'" };

interface TableFingerprint {
  rows: number;
  sha256: string;
}

const cell = (value: unknown) => (Buffer.isBuffer(value) ? `hex:${value.toString('hex')}` : value);

/** One table's layout (definition, columns, foreign keys, indexes) and rows in storage order, hashed. */
function fingerprintTable(db: Database, table: string): TableFingerprint {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  const hash = createHash('sha256');
  // The definition as written, down to constraints, but not its comments and line breaks.
  const definition = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table) as string;
  hash.update(
    definition
      .replace(/--[^\n]*/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\( /g, '(')
      .replace(/ \)/g, ')')
      .replace(/ IF NOT EXISTS/i, ''),
  );
  hash.update(JSON.stringify(db.pragma(`table_info(${quoted})`)));
  hash.update(JSON.stringify(db.pragma(`foreign_key_list(${quoted})`)));
  const indexes = (db.pragma(`index_list(${quoted})`) as { name: string }[])
    .map((index) => ({ ...index, columns: db.pragma(`index_info("${index.name}")`) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  hash.update(JSON.stringify(indexes));
  const where = table === SOURCE_ROWS.table ? `WHERE ${SOURCE_ROWS.where}` : '';
  const rows = db
    .prepare(`SELECT * FROM ${quoted} ${where} ORDER BY rowid`)
    .raw()
    .all() as unknown[][];
  for (const row of rows) hash.update(`${JSON.stringify(row.map(cell))}\n`);
  return { rows: rows.length, sha256: hash.digest('hex') };
}

async function seededFingerprint(): Promise<Record<string, TableFingerprint>> {
  const dir = tempDir('portal-seed-fingerprint-');
  random.counter = 0;
  const app = await buildApp(dir.path, { clock: () => FIXED_NOW });
  try {
    const { db } = app.portal;
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(tables.map((table) => [table, fingerprintTable(db, table)]));
  } finally {
    await app.close();
    dir.cleanup();
  }
}

describe('the seeded database', () => {
  let first: Record<string, TableFingerprint>;
  beforeAll(async () => {
    first = await seededFingerprint();
    if (process.env.UPDATE_SEED_FINGERPRINT)
      writeFileSync(EXPECTED_FILE, `${JSON.stringify(first, null, 2)}\n`);
  }, 120_000);
  afterAll(() => vi.restoreAllMocks());

  it('is the same table by table as when the expected fingerprint was written', () => {
    const expected = JSON.parse(readFileSync(EXPECTED_FILE, 'utf8')) as Record<
      string,
      TableFingerprint
    >;
    expect(Object.keys(first)).toEqual(Object.keys(expected));
    const differing = Object.keys(expected).filter(
      (table) => JSON.stringify(first[table]) !== JSON.stringify(expected[table]),
    );
    expect(differing, 'tables whose rows or layout changed').toEqual([]);
  });

  it('comes out the same when seeded again (the fingerprint is deterministic)', async () => {
    expect(await seededFingerprint()).toEqual(first);
  }, 120_000);
});
