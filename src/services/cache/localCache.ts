/**
 * The page's local cache (seed 001 §3, §4, §9; ledger HD-CACHE-01..07, HD-CONST-04, A-55).
 *
 * Entries are `{key, expire, data}` records in one IndexedDB object store. When the browser
 * database cannot be used (no IndexedDB, `open` throws, errors, is blocked or has not succeeded
 * within CACHE_OPEN_TIMEOUT_MS, or a later transaction fails) the cache moves to sessionStorage
 * for the rest of the page and stays there (A-55: no migration back; the next page load tries
 * IndexedDB again). When sessionStorage is refused or full too, entries are kept in memory.
 * Storage failures never reach the caller: reads then answer "nothing", writes are redone on
 * the next backend, and each kind of failure is logged once.
 */
import { wrap, type IDBPDatabase } from 'idb';
import { CACHE_OPEN_TIMEOUT_MS } from '../../lib/specConstants';

/** What is stored per entry, and nothing else (HD-CACHE-01). `expire` is epoch ms. */
export interface CachedEntry<T = unknown> {
  key: string;
  expire: number;
  data: T;
}

export type CacheBackend = 'indexeddb' | 'sessionStorage' | 'memory';

export interface CacheListing<T> {
  entries: CachedEntry<T>[];
  /** Expired entries found (and deleted). */
  expired: number;
  /** Records that were not `{key, expire: number, data}` (deleted). */
  corrupt: number;
}

export interface LocalCache {
  /** Where entries go now; `indexeddb` while the database is still opening. */
  backend(): CacheBackend;
  /** Resolves once the backend is decided (the database opened, or the cache fell back). */
  ready(): Promise<CacheBackend>;
  /** The entry's data; an expired entry is not returned and is deleted (HD-CACHE-06). */
  get<T>(key: string): Promise<T | undefined>;
  /** `data` must survive JSON (the sessionStorage and memory layouts are JSON text). */
  set<T>(key: string, data: T, expire: number): Promise<void>;
  remove(keys: string | readonly string[]): Promise<void>;
  /** Unexpired entries whose key starts with `prefix`, in key order; expired and corrupt
   * records are deleted and counted. */
  list<T>(prefix: string): Promise<CacheListing<T>>;
}

export interface LocalCacheOptions {
  dbName?: string;
  /** One store per database: a database opened without this store is not used. */
  storeName?: string;
  /** Prefix of the sessionStorage (and memory) item keys. */
  sessionKeyPrefix?: string;
  openTimeoutMs?: number;
  /** The runtime clock; expiry is decided with it. */
  now?: () => number;
  /** `null` = the browser has none. */
  indexedDB?: IDBFactory | null;
  /** `null` = refused (straight to memory when IndexedDB fails). */
  sessionStorage?: Storage | null;
  /** Told once per kind of failure, in Chinese and English. */
  warn?: (message: string) => void;
}

export const DEFAULT_CACHE_DB_NAME = 'edu-cache';
export const DEFAULT_CACHE_STORE_NAME = 'entries';
export const SESSION_KEY_PREFIX = 'edu.cache:';
const DB_VERSION = 1;

/** Why IndexedDB was given up, for the one warning. */
const REASONS = {
  unavailable: ['浏览器不支持数据库（IndexedDB）', 'IndexedDB is not available'],
  'open-failed': ['浏览器数据库打开失败', 'the browser database failed to open'],
  blocked: ['浏览器数据库被其他页面占用，无法打开', 'opening the browser database was blocked'],
  timeout: ['浏览器数据库未能在规定时间内打开', 'the browser database did not open in time'],
  failed: ['浏览器数据库读写出错', 'a browser database operation failed'],
} as const;
type Reason = keyof typeof REASONS;

/** A synchronous text store: sessionStorage, or the in-memory stand-in for it. */
interface TextArea {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

function storageArea(storage: Storage): TextArea {
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
    keys: () => {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null) keys.push(key);
      }
      return keys;
    },
  };
}

function memoryArea(): TextArea {
  const items = new Map<string, string>();
  return {
    get: (key) => items.get(key) ?? null,
    set: (key, value) => void items.set(key, value),
    remove: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

/** The record as an entry, or null when it is not `{key: string, expire: number, data}`. */
export function entryFrom(value: unknown): CachedEntry | null {
  if (typeof value !== 'object' || value === null || !('data' in value)) return null;
  const { key, expire, data } = value as Record<string, unknown>;
  if (typeof key !== 'string' || typeof expire !== 'number' || !Number.isFinite(expire)) {
    return null;
  }
  return { key, expire, data };
}

function parseEntry(text: string): CachedEntry | null {
  try {
    return entryFrom(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Name and message; by shape, since a DOMException may come from another realm. */
function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && 'message' in error) {
    return `${String(error.name)}: ${String(error.message)}`;
  }
  return String(error);
}

/** The data cannot be stored anywhere (not the storage's fault): no reason to change backend. */
function isDataError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error
    ? error.name === 'DataCloneError'
    : false;
}

function defaultIndexedDB(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

function defaultSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function createLocalCache(options: LocalCacheOptions = {}): LocalCache {
  const dbName = options.dbName ?? DEFAULT_CACHE_DB_NAME;
  const storeName = options.storeName ?? DEFAULT_CACHE_STORE_NAME;
  const itemPrefix = options.sessionKeyPrefix ?? SESSION_KEY_PREFIX;
  const openTimeoutMs = options.openTimeoutMs ?? CACHE_OPEN_TIMEOUT_MS;
  const now = options.now ?? (() => Date.now());
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const factory = options.indexedDB === undefined ? defaultIndexedDB() : options.indexedDB;

  const warned = new Set<string>();
  function warnOnce(kind: string, message: string): void {
    if (warned.has(kind)) return;
    warned.add(kind);
    try {
      warn(message);
    } catch {
      // a logger that throws must not break the cache
    }
  }

  let mode: CacheBackend = 'indexeddb';
  let db: IDBPDatabase | null = null;
  /** The sessionStorage or memory area once IndexedDB has been given up. */
  let area: TextArea | null = null;
  let settled = false;
  let settle!: () => void;
  const decided = new Promise<void>((resolve) => {
    settle = () => {
      settled = true;
      resolve();
    };
  });

  function sessionAreaOrNull(): TextArea | null {
    const storage =
      options.sessionStorage === undefined ? defaultSessionStorage() : options.sessionStorage;
    return storage ? storageArea(storage) : null;
  }

  /** sessionStorage refused or full: memory for the rest of the page, keeping what it held. */
  function switchToMemory(error: unknown): TextArea {
    const memory = memoryArea();
    const previous = area;
    try {
      for (const key of previous?.keys() ?? []) {
        const value = key.startsWith(itemPrefix) ? previous?.get(key) : null;
        if (value) memory.set(key, value);
      }
    } catch {
      // a refused sessionStorage has nothing to hand over
    }
    mode = 'memory';
    area = memory;
    warnOnce(
      'memory',
      `本地缓存改用内存（关闭页面后不保留）：sessionStorage 不可用（${describeError(error)}）。` +
        ` Local cache falls back to memory (lost with the page): sessionStorage failed (${describeError(error)}).`,
    );
    return memory;
  }

  /** Leaves IndexedDB for the rest of the page; later calls do nothing. */
  function switchToSessionStorage(reason: Reason, error?: unknown): void {
    if (mode !== 'indexeddb') return;
    const current = db;
    db = null;
    try {
      current?.close();
    } catch {
      // already closed
    }
    const [zh, en] = REASONS[reason];
    const details = [
      ...(reason === 'timeout' ? [`${openTimeoutMs} ms`] : []),
      ...(error === undefined ? [] : [describeError(error)]),
    ];
    const why = zh + details.map((detail) => `（${detail}）`).join('');
    const whyEn = en + details.map((detail) => ` (${detail})`).join('');
    const session = sessionAreaOrNull();
    if (session) {
      mode = 'sessionStorage';
      area = session;
      warnOnce(
        'sessionStorage',
        `本地缓存改用 sessionStorage：${why}。 Local cache falls back to sessionStorage: ${whyEn}.`,
      );
    } else {
      // One warning that says both why, rather than a sessionStorage one that never applied.
      mode = 'memory';
      area = memoryArea();
      warnOnce(
        'memory',
        `本地缓存改用内存（关闭页面后不保留）：${why}，且 sessionStorage 不可用。` +
          ` Local cache falls back to memory (lost with the page): ${whyEn}, and sessionStorage is not available.`,
      );
    }
    settle();
  }

  /** Runs on the sessionStorage area; if that throws, on memory instead (never throws). */
  function onArea<R>(op: (target: TextArea) => R): R {
    if (mode === 'sessionStorage' && area) {
      try {
        return op(area);
      } catch (error) {
        return op(switchToMemory(error));
      }
    }
    return op(area ?? switchToMemory(new Error('no storage')));
  }

  /**
   * Waits for the backend decision, then runs on IndexedDB; a failure there moves the cache to
   * sessionStorage and the operation is redone there, so a write is not lost (HD-CACHE-05).
   */
  async function run<R>(
    onDatabase: (database: IDBPDatabase) => Promise<R>,
    onText: (target: TextArea) => R,
    write: boolean,
  ): Promise<R> {
    await decided;
    const current = db;
    if (mode === 'indexeddb' && current) {
      try {
        const result = await onDatabase(current);
        // Another operation failed meanwhile: reads now go elsewhere, so the write goes there too.
        if (!write || mode === 'indexeddb') return result;
      } catch (error) {
        if (isDataError(error)) throw error;
        switchToSessionStorage('failed', error);
      }
    }
    return onArea(onText);
  }

  /** A transaction whose `done` never becomes an unhandled rejection. */
  function transaction(database: IDBPDatabase) {
    const tx = database.transaction(storeName, 'readwrite');
    tx.done.catch(() => undefined);
    return tx;
  }

  function isLive(entry: CachedEntry): boolean {
    return entry.expire > now();
  }

  function textGet(target: TextArea, key: string): unknown {
    const itemKey = itemPrefix + key;
    const text = target.get(itemKey);
    if (text === null) return undefined;
    const entry = parseEntry(text);
    if (entry && entry.key === key && isLive(entry)) return entry.data;
    target.remove(itemKey);
    return undefined;
  }

  function textList(target: TextArea, prefix: string): CacheListing<unknown> {
    const listing: CacheListing<unknown> = { entries: [], expired: 0, corrupt: 0 };
    for (const itemKey of target.keys()) {
      if (!itemKey.startsWith(itemPrefix + prefix)) continue;
      const text = target.get(itemKey);
      const entry = text === null ? null : parseEntry(text);
      if (!entry || itemPrefix + entry.key !== itemKey) {
        listing.corrupt += 1;
        target.remove(itemKey);
      } else if (!isLive(entry)) {
        listing.expired += 1;
        target.remove(itemKey);
      } else {
        listing.entries.push(entry);
      }
    }
    // Same order as the IndexedDB cursor (string keys compare by code unit in both).
    listing.entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return listing;
  }

  /**
   * Entries a previous page of this tab left in sessionStorage after falling back move into the
   * database, so a queued entry is not stranded when IndexedDB works again.
   */
  async function adoptLeftovers(database: IDBPDatabase): Promise<void> {
    const leftovers: [string, CachedEntry][] = [];
    let session: TextArea | null = null;
    try {
      session = sessionAreaOrNull();
      for (const itemKey of session?.keys() ?? []) {
        if (!itemKey.startsWith(itemPrefix)) continue;
        const text = session?.get(itemKey);
        const entry = text ? parseEntry(text) : null;
        if (entry && itemPrefix + entry.key === itemKey && isLive(entry)) {
          leftovers.push([itemKey, entry]);
        } else {
          session?.remove(itemKey);
        }
      }
    } catch {
      return; // sessionStorage refused: nothing to adopt
    }
    if (leftovers.length === 0) return;
    try {
      const tx = transaction(database);
      await Promise.all([...leftovers.map(([, entry]) => tx.store.put(entry)), tx.done]);
    } catch (error) {
      switchToSessionStorage('failed', error); // they stay in sessionStorage, where reads now go
      return;
    }
    try {
      for (const [itemKey] of leftovers) session?.remove(itemKey);
    } catch {
      // left twice; the next adoption overwrites the same keys
    }
  }

  function open(source: IDBFactory): void {
    let request: IDBOpenDBRequest;
    try {
      request = source.open(dbName, DB_VERSION);
    } catch (error) {
      switchToSessionStorage('open-failed', error);
      return;
    }
    const timer = setTimeout(() => switchToSessionStorage('timeout'), openTimeoutMs);
    request.addEventListener('upgradeneeded', () => {
      const raw = request.result;
      if (!raw.objectStoreNames.contains(storeName)) {
        raw.createObjectStore(storeName, { keyPath: 'key' });
      }
    });
    request.addEventListener('success', () => {
      clearTimeout(timer);
      const raw = request.result;
      // Too late (time-out or blocked): this page stays where it went.
      if (mode !== 'indexeddb' || settled) {
        raw.close();
        return;
      }
      if (!raw.objectStoreNames.contains(storeName)) {
        raw.close();
        switchToSessionStorage('open-failed', new Error(`no object store "${storeName}"`));
        return;
      }
      // A newer version elsewhere must not wait on this page; operations then fail over.
      raw.addEventListener('versionchange', () => raw.close());
      const database = wrap(raw) as IDBPDatabase;
      db = database;
      void adoptLeftovers(database).finally(settle);
    });
    request.addEventListener('error', (event) => {
      clearTimeout(timer);
      event.preventDefault();
      let error: unknown;
      try {
        error = request.error;
      } catch (readError) {
        error = readError;
      }
      switchToSessionStorage('open-failed', error);
    });
    request.addEventListener('blocked', () => {
      clearTimeout(timer);
      switchToSessionStorage('blocked');
    });
  }

  if (factory) open(factory);
  else switchToSessionStorage('unavailable');

  const VERBS = { get: '读取', set: '写入', remove: '删除', list: '列出' } as const;

  /** Last line: nothing a storage (or unstorable data) does reaches the caller. */
  async function contained<R>(
    kind: keyof typeof VERBS,
    fallback: R,
    op: () => Promise<R>,
  ): Promise<R> {
    try {
      return await op();
    } catch (error) {
      const why = describeError(error);
      warnOnce(
        `${kind}:${isDataError(error) ? 'data' : 'other'}`,
        `本地缓存${VERBS[kind]}失败（${why}）。 Local cache ${kind} failed (${why}).`,
      );
      return fallback;
    }
  }

  return {
    backend: () => mode,
    ready: () => decided.then(() => mode),

    get<T>(key: string) {
      return contained('get', undefined, () =>
        run(
          async (database) => {
            const tx = transaction(database);
            const record: unknown = await tx.store.get(key);
            const entry = record === undefined ? null : entryFrom(record);
            if (record !== undefined && !(entry && isLive(entry))) await tx.store.delete(key);
            await tx.done;
            return entry && isLive(entry) ? entry.data : undefined;
          },
          (target) => textGet(target, key),
          false,
        ),
      ) as Promise<T | undefined>;
    },

    set<T>(key: string, data: T, expire: number) {
      return contained('set', undefined, async () => {
        if (!Number.isFinite(expire)) throw new TypeError(`expire must be epoch ms: ${expire}`);
        const entry: CachedEntry<T> = { key, expire, data };
        // Serialised first: data JSON cannot hold is the caller's problem, not the storage's.
        const text = JSON.stringify(entry);
        await run(
          async (database) => {
            await database.put(storeName, entry);
          },
          (target) => target.set(itemPrefix + key, text),
          true,
        );
      });
    },

    remove(keys: string | readonly string[]) {
      const list = typeof keys === 'string' ? [keys] : [...keys];
      return contained('remove', undefined, () =>
        run(
          async (database) => {
            const tx = transaction(database);
            await Promise.all([...list.map((key) => tx.store.delete(key)), tx.done]);
          },
          (target) => list.forEach((key) => target.remove(itemPrefix + key)),
          true,
        ),
      );
    },

    list<T>(prefix: string) {
      const empty: CacheListing<unknown> = { entries: [], expired: 0, corrupt: 0 };
      return contained('list', empty, () =>
        run(
          async (database) => {
            const listing: CacheListing<unknown> = { entries: [], expired: 0, corrupt: 0 };
            const tx = transaction(database);
            let cursor = await tx.store.openCursor();
            while (cursor) {
              const { key, value } = cursor;
              if (typeof key === 'string' && key.startsWith(prefix)) {
                const entry = entryFrom(value);
                if (!entry || entry.key !== key) {
                  listing.corrupt += 1;
                  await cursor.delete();
                } else if (!isLive(entry)) {
                  listing.expired += 1;
                  await cursor.delete();
                } else {
                  listing.entries.push(entry);
                }
              }
              cursor = await cursor.continue();
            }
            await tx.done;
            return listing;
          },
          (target) => textList(target, prefix),
          true,
        ),
      ) as Promise<CacheListing<T>>;
    },
  };
}

let shared: LocalCache | undefined;

/** The page's one cache, created on first use so nothing opens IndexedDB before it is needed. */
export function browserLocalCache(): LocalCache {
  return (shared ??= createLocalCache());
}
