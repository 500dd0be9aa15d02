/**
 * Tolerant readers of service answers: list answers come as a bare array or wrapped
 * (`{items}`, `{data}`, `{list}`); these helpers give the array either way.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The list in an answer: the answer itself, or its `items` / `data` / `list` field; else []. */
export function listFrom<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (isRecord(answer)) {
    for (const name of ['items', 'data', 'list']) {
      const value = answer[name];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

/** Splits a list into chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/** A path segment taken from data, percent-encoded. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

/** Remembers a promise per key; a rejected promise is forgotten so the next call asks again. */
export function createPromiseCache<T>() {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached) return cached;
      const pending = load();
      entries.set(key, pending);
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      return pending;
    },
    clear(): void {
      entries.clear();
    },
  };
}
