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
