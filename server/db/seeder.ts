import type { Database, Statement } from 'better-sqlite3';
import { coverUrl, type CoverSpec } from '../covers';
import { toPlatformTime } from '../time';

/**
 * The row writers every part of the seed shares. Before they lived here, the portal seed and
 * two campaign-site seeds each had their own copy of the same inserts; one copy means one
 * shape for a library content's JSON and one rule for how covers, stats and contests are
 * written, so the sites cannot drift apart.
 */

/** FNV-1a: stable pseudo-random numbers (stats, lesson counts, palettes), so a reseed gives the same page. */
export function stableNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface ContentInput {
  id: string;
  /** The unit the content belongs to; its own id unless given. */
  unit_id?: string;
  title: string;
  description?: string | null;
  resource_type: string;
  cover_url: string;
  create_time: number;
  tags?: unknown[];
  /** Merged over `{source: '智慧中小学', date}`; a key set to undefined is left out of the row. */
  extra?: Record<string, unknown>;
  /** Banner items only. */
  mainColor?: string;
}

/** A content's counters in `res_stats`: the like and view counts its card shows. */
export interface ContentStats {
  base_like_count: number;
  total_uv: number;
  open_class_live_count: number;
}

/** The portal's counters, derived from the id so they look lived-in but never change. */
export function portalStats(id: string): ContentStats {
  const n = stableNumber(id);
  return {
    base_like_count: 50 + (n % 24000),
    total_uv: 2000 + (n % 180000),
    open_class_live_count: n % 7,
  };
}

export class Seeder {
  private readonly insertChannel;
  private readonly insertSection;
  private readonly insertLibrary;
  private readonly insertContent;
  private readonly insertCover;
  private readonly insertStats;
  private readonly insertCatalog;
  private readonly insertSetting;
  /** Prepared once per table, column list and conflict clause. */
  private readonly rowInserts = new Map<string, Statement>();

  /**
   * The database itself, for the few seed steps that write through the services' own writers
   * (declared contests, scenarios, certificates), so a seeded row and one a service writes at
   * run time cannot differ.
   */
  constructor(readonly db: Database) {
    this.insertChannel = db.prepare(
      'INSERT INTO channels (id, title, scope, sort_order, extra) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertSection = db.prepare(
      `INSERT INTO sections (channel_id, id, parent_id, sort_order, type, setting, data_config, inline_contents)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertLibrary = db.prepare('INSERT OR IGNORE INTO libraries (id, title) VALUES (?, ?)');
    this.insertContent = db.prepare(
      'INSERT INTO library_contents (id, library_id, sort_order, create_time, content) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertCover = db.prepare(
      `INSERT OR REPLACE INTO covers (name, kind, title, subtitle, color_from, color_to, main_color)
       VALUES (@name, @kind, @title, @subtitle, @color_from, @color_to, @main_color)`,
    );
    this.insertStats = db.prepare(
      `INSERT OR IGNORE INTO res_stats (id, base_like_count, total_uv, open_class_live_count)
       VALUES (@id, @base_like_count, @total_uv, @open_class_live_count)`,
    );
    this.insertCatalog = db.prepare(
      `INSERT INTO catalog_nodes (id, library_id, parent_id, sort_order, code, title, next_level_name, tag_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertSetting = db.prepare('INSERT INTO settings (scope, key, value) VALUES (?, ?, ?)');
  }

  cover(spec: Omit<CoverSpec, 'main_color'>): string {
    this.insertCover.run({ subtitle: null, ...spec, main_color: spec.color_from });
    return coverUrl(spec.name);
  }

  channel(id: string, title: string, scope: string, order: number, extra: object = {}): void {
    this.insertChannel.run(id, title, scope, order, JSON.stringify(extra));
  }

  section(
    channelId: string,
    order: number,
    section: { id: string; type: number; setting: unknown; data_config?: unknown },
    parentId: string | null = null,
    inlineContents: unknown[] | null = null,
  ): void {
    this.insertSection.run(
      channelId,
      section.id,
      parentId,
      order,
      section.type,
      JSON.stringify(section.setting),
      section.data_config ? JSON.stringify(section.data_config) : null,
      inlineContents ? JSON.stringify(inlineContents) : null,
    );
  }

  library(id: string, title: string): void {
    this.insertLibrary.run(id, title);
  }

  /** A library content and its counters (`null`: none, e.g. campaign banner slides). */
  content(
    libraryId: string,
    order: number,
    input: ContentInput,
    stats: ContentStats | null = portalStats(input.id),
  ): void {
    const content = {
      unit_id: input.unit_id ?? input.id,
      id: input.id,
      library_content_id: input.id,
      library_id: libraryId,
      title: input.title,
      description: input.description ?? null,
      resource_type: input.resource_type,
      resource_id: input.id,
      cover_url: input.cover_url,
      create_time: toPlatformTime(input.create_time),
      tags: input.tags ?? [],
      ...(input.mainColor ? { mainColor: input.mainColor } : {}),
      extra: {
        source: '智慧中小学',
        date: toPlatformTime(input.create_time).slice(0, 10),
        ...input.extra,
      },
    };
    this.insertContent.run(input.id, libraryId, order, input.create_time, JSON.stringify(content));
    if (stats) this.stats(input.id, stats);
  }

  /** The first counters written for an id stay, so an id seeded twice keeps one row. */
  stats(id: string, stats: ContentStats = portalStats(id)): void {
    this.insertStats.run({ id, ...stats });
  }

  catalog(
    libraryId: string,
    parentId: string | null,
    order: number,
    node: {
      id: string;
      code: string;
      title: string;
      nextLevel: string | null;
      tagCode: string | null;
    },
  ): void {
    this.insertCatalog.run(
      node.id,
      libraryId,
      parentId,
      order,
      node.code,
      node.title,
      node.nextLevel,
      node.tagCode,
    );
  }

  setting(scope: string, key: string, value: unknown): void {
    this.insertSetting.run(scope, key, JSON.stringify(value));
  }

  /**
   * One row of an area's own table (courses, studios, lives…), its columns named as in
   * db/schema.ts. `replace` and `ignore` are SQLite's conflict clauses, for the areas that write
   * a row another area may already have written (a cover, a detail resource).
   */
  row(
    table: string,
    values: Record<string, string | number | bigint | Buffer | null>,
    onConflict: 'fail' | 'replace' | 'ignore' = 'fail',
  ): void {
    const columns = Object.keys(values);
    const key = `${onConflict} ${table} ${columns.join(',')}`;
    let insert = this.rowInserts.get(key);
    if (!insert) {
      const verb = { fail: 'INSERT', replace: 'INSERT OR REPLACE', ignore: 'INSERT OR IGNORE' };
      insert = this.db.prepare(
        `${verb[onConflict]} INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      this.rowInserts.set(key, insert);
    }
    insert.run(values);
  }
}
