/**
 * A service whose code loads with its first call, so it stays out of the visitor's entry script
 * that every page pays for (the entry budget is 130 kB gzip). The loaded service is kept for the
 * session; a failed chunk load is not remembered, so the next call (重新加载) tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
