import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { MemoryStorage, manualClock } from '../testing/fakes';
import {
  browserLocalCache,
  createLocalCache,
  DEFAULT_CACHE_DB_NAME,
  DEFAULT_CACHE_STORE_NAME,
  SESSION_KEY_PREFIX,
  type LocalCacheOptions,
} from './localCache';

const HOUR = 60 * 60 * 1000;

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A second connection to the cache's database, as the browser's storage inspector would see it. */
async function rawDatabase(idb: IDBFactory, version?: number): Promise<IDBDatabase> {
  const request = idb.open(DEFAULT_CACHE_DB_NAME, version);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(DEFAULT_CACHE_STORE_NAME)) {
      request.result.createObjectStore(DEFAULT_CACHE_STORE_NAME, { keyPath: 'key' });
    }
  };
  return requestResult(request);
}

async function rawRecords(idb: IDBFactory): Promise<unknown[]> {
  const db = await rawDatabase(idb);
  const store = db.transaction(DEFAULT_CACHE_STORE_NAME).objectStore(DEFAULT_CACHE_STORE_NAME);
  const records = await requestResult(store.getAll());
  db.close();
  return records;
}

async function rawPut(idb: IDBFactory, record: unknown): Promise<void> {
  const db = await rawDatabase(idb);
  const tx = db.transaction(DEFAULT_CACHE_STORE_NAME, 'readwrite');
  await requestResult(tx.objectStore(DEFAULT_CACHE_STORE_NAME).put(record));
  db.close();
}

/** An open request that fires only what the test dispatches. */
class ManualOpenRequest extends EventTarget {
  result: IDBDatabase | undefined;
  error: DOMException | null = null;
}

function manualFactory(request: ManualOpenRequest): IDBFactory {
  return { open: () => request } as unknown as IDBFactory;
}

function setup(overrides: LocalCacheOptions = {}) {
  const clock = manualClock();
  const idb = new IDBFactory();
  const session = new MemoryStorage();
  const warn = vi.fn<(message: string) => void>();
  const options: LocalCacheOptions = {
    indexedDB: idb,
    sessionStorage: session,
    now: clock.now,
    warn,
    ...overrides,
  };
  const cache = createLocalCache(options);
  return { cache, clock, idb, session, warn, options };
}

function sessionItem(session: Storage, key: string): unknown {
  const text = session.getItem(SESSION_KEY_PREFIX + key);
  return text === null ? null : JSON.parse(text);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('local cache on IndexedDB (HD-CACHE-01, HD-CACHE-02)', () => {
  it('stores exactly {key, expire, data} in the browser database and nothing in sessionStorage', async () => {
    const { cache, clock, idb, session, warn } = setup();
    const expire = clock.now() + HOUR;
    // written before the database has opened: it waits for it
    await cache.set('event:1', { name: 'page_view', page: '/hd/kpzy' }, expire);
    expect(cache.backend()).toBe('indexeddb');
    await expect(cache.ready()).resolves.toBe('indexeddb');
    expect(await rawRecords(idb)).toEqual([
      { key: 'event:1', expire, data: { name: 'page_view', page: '/hd/kpzy' } },
    ]);
    expect(Object.keys((await rawRecords(idb))[0] as object).sort()).toEqual([
      'data',
      'expire',
      'key',
    ]);
    expect(session.length).toBe(0);
    await expect(cache.get('event:1')).resolves.toEqual({ name: 'page_view', page: '/hd/kpzy' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('removes one key or several', async () => {
    const { cache, clock, idb } = setup();
    const expire = clock.now() + HOUR;
    await Promise.all(['a', 'b', 'c'].map((key) => cache.set(key, key, expire)));
    await cache.remove('a');
    await cache.remove(['b', 'missing']);
    expect(await rawRecords(idb)).toEqual([{ key: 'c', expire, data: 'c' }]);
    await expect(cache.get('a')).resolves.toBeUndefined();
  });

  it('moves entries a fallen-back earlier page of this tab left in sessionStorage into the database', async () => {
    const clock = manualClock();
    const session = new MemoryStorage();
    const expire = clock.now() + HOUR;
    session.setItem(
      `${SESSION_KEY_PREFIX}event:7`,
      JSON.stringify({ key: 'event:7', expire, data: 7 }),
    );
    const { cache, idb } = setup({ sessionStorage: session, now: clock.now });
    await expect(cache.ready()).resolves.toBe('indexeddb');
    expect(await rawRecords(idb)).toEqual([{ key: 'event:7', expire, data: 7 }]);
    expect(session.length).toBe(0);
    await expect(cache.get('event:7')).resolves.toBe(7);
  });

  it('does not make a call reject when the data cannot be stored, keeps IndexedDB, warns once', async () => {
    const { cache, clock, warn } = setup();
    await cache.ready();
    await expect(cache.set('fn', { run: () => 1 }, clock.now() + HOUR)).resolves.toBeUndefined();
    await cache.set('fn2', { run: () => 2 }, clock.now() + HOUR);
    expect(cache.backend()).toBe('indexeddb');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('DataCloneError');
  });
});

describe('falling back to sessionStorage (HD-CACHE-03, HD-CACHE-04, HD-CACHE-05, A-55)', () => {
  it('open throwing → sessionStorage, with one bilingual warning', async () => {
    const throwing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const { cache, clock, session, warn } = setup({ indexedDB: throwing });
    expect(cache.backend()).toBe('sessionStorage');
    await cache.set('k', { n: 1 }, clock.now() + HOUR);
    await cache.set('k2', { n: 2 }, clock.now() + HOUR);
    expect(sessionItem(session, 'k')).toEqual({
      key: 'k',
      expire: clock.now() + HOUR,
      data: { n: 1 },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/本地缓存改用 sessionStorage：浏览器数据库打开失败/);
    expect(warn.mock.calls[0][0]).toMatch(
      /Local cache falls back to sessionStorage.*SecurityError/,
    );
  });

  it('open firing error (a newer database version exists) → sessionStorage', async () => {
    const idb = new IDBFactory();
    (await rawDatabase(idb, 5)).close();
    const { cache, clock, session, warn } = setup({ indexedDB: idb });
    await expect(cache.ready()).resolves.toBe('sessionStorage');
    await cache.set('k', 'x', clock.now() + HOUR);
    expect(sessionItem(session, 'k')).toEqual({ key: 'k', expire: clock.now() + HOUR, data: 'x' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('VersionError');
  });

  it('no IndexedDB at all → sessionStorage', async () => {
    const { cache, clock, session } = setup({ indexedDB: null });
    await expect(cache.ready()).resolves.toBe('sessionStorage');
    await cache.set('k', 1, clock.now() + HOUR);
    expect(sessionItem(session, 'k')).toMatchObject({ key: 'k', data: 1 });
  });

  it('open not succeeding within 2 s: at 1900 ms the write waits, at 2000 ms it lands in sessionStorage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const request = new ManualOpenRequest();
    const { cache, clock, session, warn } = setup({ indexedDB: manualFactory(request) });
    let written = false;
    void cache.set('event:1', 'queued', clock.now() + HOUR).then(() => {
      written = true;
    });

    await vi.advanceTimersByTimeAsync(1900);
    expect(written).toBe(false);
    expect(session.length).toBe(0);
    expect(cache.backend()).toBe('indexeddb');
    expect(warn).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(100);
    expect(written).toBe(true);
    expect(sessionItem(session, 'event:1')).toMatchObject({ key: 'event:1', data: 'queued' });
    expect(cache.backend()).toBe('sessionStorage');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('2000 ms');

    // The database opens late: ignored for this page, its connection closed.
    vi.useRealTimers();
    const lateDb = await rawDatabase(new IDBFactory());
    const close = vi.spyOn(lateDb, 'close');
    request.result = lateDb;
    request.dispatchEvent(new Event('success'));
    expect(close).toHaveBeenCalled();
    await cache.set('event:2', 'later', clock.now() + HOUR);
    expect(cache.backend()).toBe('sessionStorage');
    expect(sessionItem(session, 'event:2')).toMatchObject({ data: 'later' });
  });

  it('a blocked open falls back at once and a later success is ignored', async () => {
    const request = new ManualOpenRequest();
    const { cache, clock, session, warn } = setup({ indexedDB: manualFactory(request) });
    request.dispatchEvent(new Event('blocked'));
    await expect(cache.ready()).resolves.toBe('sessionStorage');
    expect(warn.mock.calls[0][0]).toContain('blocked');
    const lateDb = await rawDatabase(new IDBFactory());
    const close = vi.spyOn(lateDb, 'close');
    request.result = lateDb;
    request.dispatchEvent(new Event('success'));
    expect(close).toHaveBeenCalled();
    await cache.set('k', 1, clock.now() + HOUR);
    expect(sessionItem(session, 'k')).toMatchObject({ data: 1 });
  });

  it('a put that throws after opening: that record and later ones go to sessionStorage, one warning', async () => {
    const { cache, clock, idb, session, warn } = setup();
    await cache.ready();
    await cache.set('before', 0, clock.now() + HOUR);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('disk failure', 'UnknownError');
    });
    // two writes at once both fail on the database; both land, one warning
    await Promise.all([
      cache.set('event:1', 1, clock.now() + HOUR),
      cache.set('event:2', 2, clock.now() + HOUR),
    ]);
    expect(cache.backend()).toBe('sessionStorage');
    expect(sessionItem(session, 'event:1')).toEqual({
      key: 'event:1',
      expire: clock.now() + HOUR,
      data: 1,
    });
    expect(sessionItem(session, 'event:2')).toMatchObject({ data: 2 });
    const putsSoFar = put.mock.calls.length;

    await cache.set('event:3', 3, clock.now() + HOUR);
    expect(put).toHaveBeenCalledTimes(putsSoFar);
    expect(sessionItem(session, 'event:3')).toMatchObject({ data: 3 });
    await expect(cache.get('event:1')).resolves.toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/浏览器数据库读写出错.*UnknownError/);
    put.mockRestore();
    expect(await rawRecords(idb)).toEqual([{ key: 'before', expire: clock.now() + HOUR, data: 0 }]);
  });

  it('a transaction failing on a read switches too, and the read answers from sessionStorage', async () => {
    const { cache, clock, session } = setup();
    await cache.ready();
    session.setItem(
      `${SESSION_KEY_PREFIX}k`,
      JSON.stringify({ key: 'k', expire: clock.now() + HOUR, data: 'from session' }),
    );
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    await expect(cache.get('k')).resolves.toBe('from session');
    await expect(cache.list('')).resolves.toMatchObject({ entries: [{ key: 'k' }] });
    expect(cache.backend()).toBe('sessionStorage');
  });
});

describe('expiry (HD-CACHE-06)', () => {
  it('an expired entry is not returned and is purged from the database', async () => {
    const { cache, clock, idb } = setup();
    await rawPut(idb, { key: 'old', expire: clock.now() - 1, data: 'x' });
    await rawPut(idb, { key: 'edge', expire: clock.now(), data: 'y' });
    await cache.set('fresh', 'z', clock.now() + 1);
    await expect(cache.get('old')).resolves.toBeUndefined();
    await expect(cache.get('edge')).resolves.toBeUndefined();
    await expect(cache.get('fresh')).resolves.toBe('z');
    expect(await rawRecords(idb)).toEqual([{ key: 'fresh', expire: clock.now() + 1, data: 'z' }]);
    clock.advance(1);
    await expect(cache.get('fresh')).resolves.toBeUndefined();
    expect(await rawRecords(idb)).toEqual([]);
  });

  it('the same in sessionStorage', async () => {
    const { cache, clock, session } = setup({ indexedDB: null });
    await cache.set('old', 'x', clock.now() - 1);
    expect(session.length).toBe(1);
    await expect(cache.get('old')).resolves.toBeUndefined();
    expect(session.length).toBe(0);
  });
});

describe('list', () => {
  it('returns unexpired entries under a prefix in key order; deletes and counts expired and corrupt records', async () => {
    const { cache, clock, idb } = setup();
    const expire = clock.now() + HOUR;
    await cache.set('q:2', 'two', expire);
    await cache.set('q:1', 'one', expire);
    await cache.set('other', 'skip', expire);
    await cache.set('q:old', 'gone', clock.now() - 1);
    await rawPut(idb, { key: 'q:bad', expire: 'tomorrow', data: 1 });
    await rawPut(idb, { key: 'q:nodata', expire });
    await expect(cache.list('q:')).resolves.toEqual({
      entries: [
        { key: 'q:1', expire, data: 'one' },
        { key: 'q:2', expire, data: 'two' },
      ],
      expired: 1,
      corrupt: 2,
    });
    expect((await rawRecords(idb)).map((record) => (record as { key: string }).key)).toEqual([
      'other',
      'q:1',
      'q:2',
    ]);
  });

  it('the same over sessionStorage, a corrupt item (bad JSON, key mismatch) skipped and deleted', async () => {
    const { cache, clock, session } = setup({ indexedDB: null });
    const expire = clock.now() + HOUR;
    await cache.set('q:b', 'b', expire);
    await cache.set('q:a', 'a', expire);
    await cache.set('q:old', 'old', clock.now());
    session.setItem(`${SESSION_KEY_PREFIX}q:junk`, '{not json');
    session.setItem(
      `${SESSION_KEY_PREFIX}q:moved`,
      JSON.stringify({ key: 'q:x', expire, data: 1 }),
    );
    session.setItem('unrelated', 'kept');
    await expect(cache.list('q:')).resolves.toEqual({
      entries: [
        { key: 'q:a', expire, data: 'a' },
        { key: 'q:b', expire, data: 'b' },
      ],
      expired: 1,
      corrupt: 2,
    });
    expect(session.getItem(`${SESSION_KEY_PREFIX}q:junk`)).toBeNull();
    expect(session.getItem(`${SESSION_KEY_PREFIX}q:moved`)).toBeNull();
    expect(session.getItem('unrelated')).toBe('kept');
    await expect(cache.get('q:junk')).resolves.toBeUndefined();
  });
});

describe('reload and memory (HD-CACHE-07)', () => {
  it('with IndexedDB unavailable, a new cache over the same sessionStorage sees the entries', async () => {
    const { cache, clock, session, options } = setup({ indexedDB: null });
    await cache.set('event:1', { name: 'click' }, clock.now() + HOUR);
    const reloaded = createLocalCache(options);
    await expect(reloaded.get('event:1')).resolves.toEqual({ name: 'click' });
    await expect(reloaded.list('event:')).resolves.toMatchObject({
      entries: [{ key: 'event:1', data: { name: 'click' } }],
    });
    expect(session.length).toBe(1);
  });

  it('a sessionStorage quota error moves to memory, keeping what sessionStorage held; nothing thrown', async () => {
    const clock = manualClock();
    const session = new MemoryStorage();
    const { cache, warn } = setup({ indexedDB: null, sessionStorage: session, now: clock.now });
    await cache.set('kept', 'old', clock.now() + HOUR);
    vi.spyOn(session, 'setItem').mockImplementation(() => {
      throw new DOMException('exceeded the quota', 'QuotaExceededError');
    });
    await expect(cache.set('big', 'new', clock.now() + HOUR)).resolves.toBeUndefined();
    expect(cache.backend()).toBe('memory');
    await expect(cache.get('big')).resolves.toBe('new');
    await expect(cache.get('kept')).resolves.toBe('old');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toMatch(/本地缓存改用内存.*QuotaExceededError/);
  });

  it('a sessionStorage that refuses every access: memory, every call answers', async () => {
    const refused = new MemoryStorage();
    for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const) {
      vi.spyOn(refused, method).mockImplementation(() => {
        throw new DOMException('Access is denied', 'SecurityError');
      });
    }
    const { cache, clock } = setup({ indexedDB: null, sessionStorage: refused });
    await expect(cache.get('x')).resolves.toBeUndefined();
    await expect(cache.set('x', 1, clock.now() + HOUR)).resolves.toBeUndefined();
    await expect(cache.list('')).resolves.toMatchObject({ entries: [{ key: 'x', data: 1 }] });
    await expect(cache.remove('x')).resolves.toBeUndefined();
    await expect(cache.get('x')).resolves.toBeUndefined();
    expect(cache.backend()).toBe('memory');
  });

  it('no sessionStorage at all after IndexedDB fails: memory', async () => {
    const { cache, clock, warn } = setup({ indexedDB: null, sessionStorage: null });
    await expect(cache.ready()).resolves.toBe('memory');
    await cache.set('x', 1, clock.now() + HOUR);
    await expect(cache.get('x')).resolves.toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^本地缓存改用内存（关闭页面后不保留）：浏览器不支持数据库（IndexedDB），且 sessionStorage 不可用。 Local cache falls back to memory/,
    );
  });
});

it('browserLocalCache is one instance for the page, created on first use', () => {
  expect(browserLocalCache()).toBe(browserLocalCache());
});
