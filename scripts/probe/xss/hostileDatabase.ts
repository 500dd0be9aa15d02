/**
 * Carrier (a), stored content: rewrites the display text of the stand-in's seeded database
 * (titles, names, descriptions, summaries, article HTML, labels, comments…) and its link fields
 * (`web_url`, `link`, content `url`…) with payloads, in a temporary copy. Ids, keys, codes,
 * times, colours and media addresses stay as they are, so every page still finds its data and
 * shows the hostile text where the real one was.
 *
 * A field is a column (`studios.name`) or a key inside a JSON column
 * (`library_contents.content.title`); its payloads rotate over its rows (`rotatePayloads`).
 */
import type { Database } from 'better-sqlite3';
import { LINK_PAYLOAD_INDEXES, TEXT_PAYLOAD_INDEXES, XSS_PAYLOADS } from './payloads';
import { rotatePayloads, type CarrierLedger } from './carriers';

type FieldKind = 'text' | 'link';

/** Plain text columns shown on pages. */
const TEXT_COLUMNS: Record<string, readonly string[]> = {
  channels: ['title'],
  libraries: ['title'],
  catalog_nodes: ['title', 'next_level_name'],
  contests: ['title'],
  open_class_lives: ['title', 'source'],
  studios: ['name', 'owner_name', 'owner_title', 'area', 'subject', 'introduction'],
  studio_news: ['title', 'summary', 'content'],
  studio_resources: ['title'],
  studio_members: ['name', 'title', 'school'],
  lecturers: ['name', 'title', 'subject', 'stage', 'school', 'introduction'],
  lecturer_courses: ['title'],
  live_activities: ['title'],
  live_activity_banned: ['reason'],
  live_comments: ['user_name', 'content'],
  training_works: ['comment', 'reviewer'],
  users: ['real_name', 'nick_name', 'user_name', 'label'],
};

/** JSON columns: their string leaves are rewritten by key (TEXT_KEYS, LINK_KEYS). */
const JSON_COLUMNS: Record<string, readonly string[]> = {
  channels: ['extra'],
  sections: ['setting', 'inline_contents'],
  library_contents: ['content'],
  resource_details: ['detail', 'pages'],
  courses: ['detail'],
  course_topics: ['detail'],
  course_honours: ['detail'],
  recommends: ['item'],
  verify_codes: ['certificate'],
  training_projects: ['body'],
  training_works: ['body'],
  training_lives: ['body'],
  sync_classroom_files: ['body'],
  tch_material_files: ['body'],
};

/** Keys whose string values (or arrays of strings) are display text. */
const TEXT_KEYS = new Set([
  'title',
  'name',
  'description',
  'summary',
  'introduction',
  'brief_introduction',
  'subtitle',
  'source',
  'author',
  'author_name',
  'organizer',
  'organization',
  'organ',
  'speaker',
  'teacher',
  'teachers',
  'school_name',
  'area_name',
  'label',
  'tag_name',
  'work_type',
  'heading',
  'paragraphs',
  'conditions',
  'requirements',
  'task',
  'steps',
  'content',
  'html',
  'address',
  'issuer',
  'holder_name',
  'file_name',
  'resource_type_code_name',
  'hierarchy_name',
  'zh-CN',
]);

/** Keys whose values are links a visitor follows. */
const LINK_KEYS = new Set(['web_url', 'mobile_url', 'ad_url', 'link', 'url', 'href', 'jump_url']);

/** Keys that look like text but are codes the seed or the pages match on. */
const CODE_KEYS: Record<string, ReadonlySet<string>> = {
  'channels.extra': new Set(['name']),
};

/** Media and image addresses stay playable: only links that lead somewhere are rewritten. */
const MEDIA_URL = /\.(m3u8|mp4|mp3|wav|pdf|svg|png|jpe?g|gif|webp)(\?|#|$)/i;

interface Leaf {
  field: string;
  kind: FieldKind;
  set: (value: string) => void;
}

interface RowUpdate {
  table: string;
  rowid: number;
  columns: Map<string, () => string>;
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function collectJsonLeaves(
  value: unknown,
  field: string,
  codeKeys: ReadonlySet<string> | undefined,
  leaves: Leaf[],
  key = '',
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'string') {
        const kind = leafKind(key, item, codeKeys);
        if (kind)
          leaves.push({
            field: `${field}.${key}[]`,
            kind,
            set: (next) => {
              value[index] = next;
            },
          });
      } else collectJsonLeaves(item, field, codeKeys, leaves, key);
    });
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [childKey, child] of Object.entries(record)) {
      if (typeof child === 'string') {
        const kind = leafKind(childKey, child, codeKeys);
        if (kind)
          leaves.push({
            field: `${field}.${childKey}`,
            kind,
            set: (next) => {
              record[childKey] = next;
            },
          });
      } else collectJsonLeaves(child, field, codeKeys, leaves, childKey);
    }
  }
}

function leafKind(
  key: string,
  value: string,
  codeKeys: ReadonlySet<string> | undefined,
): FieldKind | null {
  if (value.trim() === '' || codeKeys?.has(key)) return null;
  if (LINK_KEYS.has(key)) return MEDIA_URL.test(value) ? null : 'link';
  return TEXT_KEYS.has(key) ? 'text' : null;
}

export interface HostileDatabaseSummary {
  fields: number;
  injections: number;
  rows: number;
}

/**
 * Rewrites the seeded database in place (a temporary copy). Every field becomes one carrier of
 * the ledger.
 */
export function makeDatabaseHostile(db: Database, ledger: CarrierLedger): HostileDatabaseSummary {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
  ).map((row) => row.name);
  const leaves: Leaf[] = [];
  const updates: RowUpdate[] = [];

  for (const table of tables) {
    const textColumns = TEXT_COLUMNS[table] ?? [];
    const jsonColumns = JSON_COLUMNS[table] ?? [];
    if (textColumns.length === 0 && jsonColumns.length === 0) continue;
    const rows = db
      .prepare(`SELECT rowid AS __rowid, * FROM ${quote(table)} ORDER BY rowid`)
      .all() as Record<string, unknown>[];
    for (const row of rows) {
      const update: RowUpdate = { table, rowid: Number(row.__rowid), columns: new Map() };
      for (const column of textColumns) {
        const value = row[column];
        if (typeof value !== 'string' || value.trim() === '') continue;
        let next = value;
        leaves.push({ field: `${table}.${column}`, kind: 'text', set: (text) => (next = text) });
        update.columns.set(column, () => next);
      }
      for (const column of jsonColumns) {
        const value = row[column];
        if (typeof value !== 'string' || value.trim() === '') continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          continue;
        }
        const before = leaves.length;
        collectJsonLeaves(parsed, `${table}.${column}`, CODE_KEYS[`${table}.${column}`], leaves);
        if (leaves.length > before) update.columns.set(column, () => JSON.stringify(parsed));
      }
      if (update.columns.size) updates.push(update);
    }
  }

  // Group the leaves by field, then hand each field its payloads.
  const byField = new Map<string, Leaf[]>();
  for (const leaf of leaves) {
    const group = byField.get(leaf.field) ?? [];
    group.push(leaf);
    byField.set(leaf.field, group);
  }
  let injections = 0;
  for (const [field, group] of [...byField].sort(([a], [b]) => a.localeCompare(b))) {
    const kind = group[0].kind;
    const carrier = ledger.add('stored', field);
    const candidates = kind === 'link' ? LINK_PAYLOAD_INDEXES : TEXT_PAYLOAD_INDEXES;
    const slots = rotatePayloads(group.length, candidates, ledger.nextOffset(), kind === 'text');
    group.forEach((leaf, i) => {
      const parts = slots[i].map((payloadIndex) => {
        injections++;
        return XSS_PAYLOADS[payloadIndex].make(ledger.inject(carrier, payloadIndex));
      });
      leaf.set(parts.join(' '));
    });
  }

  db.transaction(() => {
    for (const update of updates) {
      const columns = [...update.columns.keys()];
      const sql = `UPDATE ${quote(update.table)} SET ${columns
        .map((column) => `${quote(column)} = ?`)
        .join(', ')} WHERE rowid = ?`;
      db.prepare(sql).run(...columns.map((column) => update.columns.get(column)!()), update.rowid);
    }
  })();
  return { fields: byField.size, injections, rows: updates.length };
}
