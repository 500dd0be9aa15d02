import { describe, expect, it, vi } from 'vitest';
import { loadWithReload } from './lazyWithReload';

const chunkError = (url: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('page module load failure reloads once per distinct failure', () => {
  it('reloads on the first failure of a chunk, and not again for the same chunk', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    void loadWithReload(() => Promise.reject(chunkError('http://x/assets/a-1.js')), {
      storage,
      reload,
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(
      loadWithReload(() => Promise.reject(chunkError('http://x/assets/a-1.js')), {
        storage,
        reload,
      }),
    ).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a different chunk failing gets its own reload', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    void loadWithReload(() => Promise.reject(chunkError('http://x/assets/a.js')), {
      storage,
      reload,
    });
    void loadWithReload(() => Promise.reject(chunkError('http://x/assets/b.js')), {
      storage,
      reload,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('other errors are not reloaded', async () => {
    const reload = vi.fn();
    await expect(
      loadWithReload(() => Promise.reject(new Error('boom')), {
        storage: window.sessionStorage,
        reload,
      }),
    ).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a chunk that never answers counts as failed after 120 s (CORE-ROUTE-39)', () => {
  it('no reload at 119 999 ms, the reload-once path at 120 000 ms', async () => {
    vi.useFakeTimers();
    try {
      const storage = window.sessionStorage;
      storage.clear();
      const reload = vi.fn();
      // A hung chunk request: the import never settles.
      const hung = () => new Promise<never>(() => undefined);
      let settled = false;
      void loadWithReload(hung, { storage, reload }).then(
        () => (settled = true),
        () => (settled = true),
      );
      await vi.advanceTimersByTimeAsync(119_999);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
      // The page is going away: the load stays pending rather than rendering the error screen.
      expect(settled).toBe(false);

      // The same chunk hanging again after the reload is not reloaded a second time.
      const again = expect(loadWithReload(hung, { storage, reload })).rejects.toThrow(
        /timed out after 120000 ms/,
      );
      await vi.advanceTimersByTimeAsync(120_000);
      await again;
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a chunk that answers in time is not cut off by the time-out', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const slow = () =>
        new Promise<string>((resolve) => setTimeout(() => resolve('module'), 119_000));
      const loaded = loadWithReload(slow, { storage: window.sessionStorage, reload });
      await vi.advanceTimersByTimeAsync(119_000);
      await expect(loaded).resolves.toBe('module');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
