/**
 * Code chunks load on demand. After a deployment an old page may ask for a chunk that no longer
 * exists: reload the page once per distinct failure (seed 000 §2), then give up and let the
 * error boundary show the error screen instead of reloading forever. A chunk that never answers
 * (a hung request) counts as failed after CHUNK_LOAD_TIMEOUT_MS (seed 000 §9, CORE-ROUTE-39),
 * so it takes the same reload-once path instead of leaving a skeleton on screen for good.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '../../lib/specConstants';

const RELOADED_KEY_PREFIX = 'edu.chunkReload:';

export function chunkFailureKey(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // The failing URL identifies the failure; strip everything else that varies.
  const url = text.match(/https?:\/\/\S+|\/assets\/\S+/)?.[0] ?? text;
  return RELOADED_KEY_PREFIX + url.slice(0, 200);
}

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|error loading dynamically/i.test(
    text,
  );
}

/**
 * The error a hung chunk is treated as. The loader's source (in a build it names the chunk file,
 * `import("./x-hash.js")`) makes two different hung chunks two distinct failures.
 */
export function chunkTimeoutError(load: () => unknown): Error {
  const error = new Error(
    `Loading chunk timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms: ${String(load).replace(/\s+/g, ' ')}`,
  );
  error.name = 'ChunkLoadError';
  return error;
}

function withChunkTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkTimeoutError(load)), CHUNK_LOAD_TIMEOUT_MS);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Passed on as it came: the caller classifies it.
        reject(error);
      },
    );
  });
}

export async function loadWithReload<T>(
  load: () => Promise<T>,
  options: { storage?: Storage; reload?: () => void } = {},
): Promise<T> {
  try {
    return await withChunkTimeout(load);
  } catch (error) {
    const storage = options.storage ?? window.sessionStorage;
    if (isChunkLoadError(error)) {
      const key = chunkFailureKey(error);
      if (!storage.getItem(key)) {
        storage.setItem(key, String(Date.now()));
        (options.reload ?? (() => window.location.reload()))();
        // Never settle: the page is going away.
        return new Promise<T>(() => undefined);
      }
    }
    throw error;
  }
}
