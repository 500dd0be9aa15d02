/**
 * The visitor's own like of a resource (seed 000 §3 like record: like_status, update_time), kept
 * in localStorage so the page still shows 已点赞 after a reload: the stats answer has no
 * per-user flag. The key prefix differs per environment (seed 000 §9; ledger CORE-API-16,
 * CORE-CONST-04), so a beta like never shows on production.
 */
export interface LikeRecord {
  like_status: number;
  update_time: number;
}

const KEY_BASE = 'edu_like';

export function likeKeyPrefix(envName: string): string {
  return `${KEY_BASE}_${envName}_`;
}

export function likeKey(envName: string, userId: string, resourceId: string): string {
  return `${likeKeyPrefix(envName)}${userId}_${resourceId}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLike(key: string): LikeRecord | null {
  try {
    const raw = storage()?.getItem(key);
    const record = raw ? (JSON.parse(raw) as Partial<LikeRecord>) : null;
    return record && record.like_status === 1
      ? { like_status: 1, update_time: Number(record.update_time) || 0 }
      : null;
  } catch {
    return null;
  }
}

export function writeLike(key: string, record: LikeRecord): void {
  try {
    storage()?.setItem(key, JSON.stringify(record));
  } catch {
    // A full or blocked storage only costs the 已点赞 state after a reload.
  }
}
