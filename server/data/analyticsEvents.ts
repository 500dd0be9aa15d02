import type { Database } from 'better-sqlite3';

/**
 * The analytics events the stand-in received (table `analytics_events`, db/schema.ts). The
 * front end's reporters keep a batch and send it again when they got no answer, so an event is
 * stored once per sink whatever the number of copies: the event id is the key, a later copy only
 * counts as a duplicate (the first copy's content stays).
 */
export const ANALYTICS_SINKS = ['campaign', 'portal'] as const;
/** campaign: seed 001 §7 `POST /v1/events`; portal: seed 000 §7 `POST /v1/data_collect/xstudy_web`. */
export type AnalyticsSink = (typeof ANALYTICS_SINKS)[number];

/** Seed 001 §3: who sends the events (`user_id` and `user_role` empty for a visitor). */
export interface AnalyticsBatchHeader {
  device_id: string;
  platform: string;
  user_id?: string;
  user_role?: string;
}

/** Seed 001 §3: one event. */
export interface AnalyticsEventInput {
  event_id: string;
  event_type: string;
  event_time: number;
  attributes?: Record<string, string>;
}

export interface AnalyticsBatch {
  header: AnalyticsBatchHeader;
  events: AnalyticsEventInput[];
}

export interface StoredBatch {
  /** Events stored by this batch. */
  accepted: number;
  /** Events of this batch already stored (by an earlier batch or earlier in this one). */
  duplicates: number;
}

export interface StoredAnalyticsEvent {
  sink: AnalyticsSink;
  event_id: string;
  event_type: string;
  event_time: number;
  attributes: Record<string, string>;
  device_id: string;
  platform: string;
  user_id: string;
  user_role: string;
  received_time: number;
  /** Later copies of this event that were ignored. */
  duplicates: number;
}

export interface AnalyticsCounts {
  total: number;
  byType: Record<string, number>;
  bySink: Record<AnalyticsSink, number>;
  duplicatesIgnored: number;
}

export interface AnalyticsFilter {
  type?: string;
  sink?: AnalyticsSink;
}

/** What makes two copies of an event the same event: everything but the id, attribute order aside. */
function contentOf(event: AnalyticsEventInput): string {
  const attributes = Object.entries(event.attributes ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return JSON.stringify([event.event_type, event.event_time, attributes]);
}

/**
 * The first event id a batch carries twice with different contents, if any. Such a batch is a
 * reporter's bug (an id names one event), and storing either copy would hide it; the same event
 * twice with the same content is merely a copy and counts as a duplicate.
 */
export function conflictingEventId(events: readonly AnalyticsEventInput[]): string | undefined {
  const seen = new Map<string, string>();
  for (const event of events) {
    const content = contentOf(event);
    const earlier = seen.get(event.event_id);
    if (earlier !== undefined && earlier !== content) return event.event_id;
    seen.set(event.event_id, content);
  }
  return undefined;
}

/**
 * Stores a batch in one transaction: all of its new events or, on any failure, none. An event
 * already stored for the sink is ignored and counted on its row.
 */
export function storeAnalyticsBatch(
  db: Database,
  sink: AnalyticsSink,
  batch: AnalyticsBatch,
  receivedTime: number,
): StoredBatch {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO analytics_events (sink, event_id, event_type, event_time, attributes,
       device_id, platform, user_id, user_role, received_time)
     VALUES (@sink, @event_id, @event_type, @event_time, @attributes,
       @device_id, @platform, @user_id, @user_role, @received_time)`,
  );
  const countCopy = db.prepare(
    'UPDATE analytics_events SET duplicates = duplicates + 1 WHERE sink = ? AND event_id = ?',
  );
  const { header } = batch;
  return db.transaction(() => {
    let accepted = 0;
    for (const event of batch.events) {
      const { changes } = insert.run({
        sink,
        event_id: event.event_id,
        event_type: event.event_type,
        event_time: event.event_time,
        attributes: JSON.stringify(event.attributes ?? {}),
        device_id: header.device_id,
        platform: header.platform,
        user_id: header.user_id ?? '',
        user_role: header.user_role ?? '',
        received_time: receivedTime,
      });
      if (changes === 1) accepted += 1;
      else countCopy.run(sink, event.event_id);
    }
    return { accepted, duplicates: batch.events.length - accepted };
  })();
}

function whereOf(filter: AnalyticsFilter): { sql: string; values: string[] } {
  const clauses: string[] = [];
  const values: string[] = [];
  if (filter.type !== undefined) {
    clauses.push('event_type = ?');
    values.push(filter.type);
  }
  if (filter.sink !== undefined) {
    clauses.push('sink = ?');
    values.push(filter.sink);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', values };
}

/** Stored events per type and per sink, and the copies ignored, of the events the filter keeps. */
export function countAnalyticsEvents(db: Database, filter: AnalyticsFilter = {}): AnalyticsCounts {
  const where = whereOf(filter);
  const byType: Record<string, number> = {};
  const typeRows = db
    .prepare(
      `SELECT event_type, COUNT(*) AS n FROM analytics_events ${where.sql}
       GROUP BY event_type ORDER BY event_type`,
    )
    .all(...where.values) as { event_type: string; n: number }[];
  // A type is any text a reporter sends ("constructor" included): an own property, never a lookup.
  for (const { event_type, n } of typeRows)
    Object.defineProperty(byType, event_type, { value: n, enumerable: true, writable: true });
  const bySink: Record<AnalyticsSink, number> = { campaign: 0, portal: 0 };
  const sinkRows = db
    .prepare(`SELECT sink, COUNT(*) AS n FROM analytics_events ${where.sql} GROUP BY sink`)
    .all(...where.values) as { sink: AnalyticsSink; n: number }[];
  for (const { sink, n } of sinkRows) bySink[sink] = n;
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(duplicates), 0) AS duplicates
       FROM analytics_events ${where.sql}`,
    )
    .get(...where.values) as { total: number; duplicates: number };
  return { total: totals.total, byType, bySink, duplicatesIgnored: totals.duplicates };
}

/** The stored events the filter keeps, in the order they arrived. */
export function listAnalyticsEvents(
  db: Database,
  filter: AnalyticsFilter = {},
): StoredAnalyticsEvent[] {
  const where = whereOf(filter);
  const rows = db
    .prepare(
      `SELECT sink, event_id, event_type, event_time, attributes, device_id, platform, user_id,
         user_role, received_time, duplicates
       FROM analytics_events ${where.sql} ORDER BY received_time, rowid`,
    )
    .all(...where.values) as (Omit<StoredAnalyticsEvent, 'attributes'> & { attributes: string })[];
  return rows.map((row) => ({
    ...row,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
  }));
}

/** Empties the table (a test starts from no events); answers how many were removed. */
export function resetAnalyticsEvents(db: Database): number {
  return db.prepare('DELETE FROM analytics_events').run().changes;
}
