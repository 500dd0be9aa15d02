import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * Product feedback of the stand-in (seed 000 §2 /productFeedback): one row per submitted form,
 * with the user id when the sender was signed in. Its table (never seeded) is defined in
 * db/schema.ts.
 */
export const FEEDBACK_TYPES = ['content', 'function', 'suggestion', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_PAGE_MAX = 500;

export interface FeedbackRow {
  id: string;
  user_id: string | null;
  type: FeedbackType;
  content: string;
  contact: string | null;
  page: string | null;
  created_at: number;
}

export function saveFeedback(db: Database, row: Omit<FeedbackRow, 'id'>): string {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO product_feedback (id, user_id, type, content, contact, page, created_at)
     VALUES (@id, @user_id, @type, @content, @contact, @page, @created_at)`,
  ).run({ id, ...row });
  return id;
}

export function listFeedback(db: Database): FeedbackRow[] {
  return db
    .prepare('SELECT * FROM product_feedback ORDER BY created_at, rowid')
    .all() as FeedbackRow[];
}
