/**
 * Code chunks load on demand. After a deployment an old page may ask for a chunk that no longer
 * exists: reload the page once per distinct failure (seed 000 §2), then give up and let the
 * error boundary show the error screen instead of reloading forever.
 */
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

export async function loadWithReload<T>(
  load: () => Promise<T>,
  options: { storage?: Storage; reload?: () => void } = {},
): Promise<T> {
  try {
    return await load();
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
