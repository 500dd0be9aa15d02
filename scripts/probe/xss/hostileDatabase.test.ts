/** The stand-in's stored content made hostile: display text and links only, every payload per field. */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CarrierLedger } from './carriers';
import { makeDatabaseHostile } from './hostileDatabase';
import { LINK_PAYLOAD_INDEXES, XSS_PAYLOADS, markerIdsIn, splitMarkerId } from './payloads';

function seeded() {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE library_contents (id TEXT, library_id TEXT, create_time INTEGER, content TEXT);
           CREATE TABLE studios (id TEXT, kind TEXT, name TEXT, cover_url TEXT);`);
  const content = db.prepare('INSERT INTO library_contents VALUES (?, ?, ?, ?)');
  for (let i = 0; i < 3; i++)
    content.run(
      `c-${i}`,
      'lib-news',
      1000 + i,
      JSON.stringify({
        id: `c-${i}`,
        title: `标题${i}`,
        cover_url: `/svc/static/covers/c-${i}.svg`,
        url: i === 0 ? '/svc/static/media/lesson.mp4' : `/hd/kpzy/detail?contentId=c-${i}`,
        create_time: '2026-09-01T09:00:00.000+0800',
      }),
    );
  db.prepare('INSERT INTO studios VALUES (?, ?, ?, ?)').run(
    's-1',
    'teach-studio',
    '工作室',
    '/c.svg',
  );
  return db;
}

describe('makeDatabaseHostile', () => {
  it('rewrites display text with every payload of the field, and leaves ids, codes, times and media alone', () => {
    const db = seeded();
    const ledger = new CarrierLedger(1);
    makeDatabaseHostile(db, ledger);
    const rows = db.prepare('SELECT * FROM library_contents ORDER BY id').all() as {
      id: string;
      create_time: number;
      content: string;
    }[];
    const contents = rows.map((row) => JSON.parse(row.content));
    expect(rows.map((row) => [row.id, row.create_time])).toEqual([
      ['c-0', 1000],
      ['c-1', 1001],
      ['c-2', 1002],
    ]);
    expect(contents.map((content) => content.id)).toEqual(['c-0', 'c-1', 'c-2']);
    expect(contents[0].url).toBe('/svc/static/media/lesson.mp4');
    expect(contents[1].cover_url).toBe('/svc/static/covers/c-1.svg');
    expect(contents[1].create_time).toBe('2026-09-01T09:00:00.000+0800');

    // Three titles carry all payloads between them, each once.
    const titleIds = contents.flatMap((content) => markerIdsIn(content.title));
    const payloads = new Set(titleIds.map((id) => splitMarkerId(id).payloadIndex));
    expect(payloads.size).toBe(XSS_PAYLOADS.length);
    expect(ledger.describe(titleIds[0])).toMatch(/^stored library_contents\.content\.title × /);

    // A link field gets link payloads only, one per row.
    for (const content of contents.slice(1)) {
      const [id] = markerIdsIn(content.url);
      expect(LINK_PAYLOAD_INDEXES).toContain(splitMarkerId(id).payloadIndex);
    }

    const studio = db.prepare('SELECT * FROM studios').get() as Record<string, string>;
    expect(studio).toMatchObject({ id: 's-1', kind: 'teach-studio', cover_url: '/c.svg' });
    expect(new Set(markerIdsIn(studio.name)).size).toBe(XSS_PAYLOADS.length);
  });
});
