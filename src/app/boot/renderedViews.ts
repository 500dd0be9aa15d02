/**
 * First views rendered lately on the server (src/entry-server.tsx), by everything their markup
 * is made from: the address, the host, the site's manifest and catalogues, and the answers the
 * page's early starts got. Rendering a long page costs far more than asking for its data (203
 * sections: 100–250 ms against 20 ms), so a page asked for again with the same data is sent as
 * rendered. Each is kept `keepForMs` from its render, as a CDN would keep it: what a page shows
 * from the clock alone (a contest's state at its start) is at most that late in the HTML, and
 * the browser, hydrating with its own clock, renders that part again. Changed data is another
 * key, so a different page at once.
 */
import { createHash } from 'node:crypto';

export interface RenderedViews<V> {
  /** The key of a render made from these parts (anything JSON can write). */
  keyOf(parts: readonly unknown[]): string;
  /** The view rendered under this key within `keepForMs`; undefined otherwise. */
  earlier(key: string): V | undefined;
  keep(key: string, view: V): void;
}

export function createRenderedViews<V>(options: {
  keepForMs: number;
  /** At most this many are kept; the oldest goes first. */
  most: number;
  now?: () => number;
}): RenderedViews<V> {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { at: number; view: V }>();
  return {
    keyOf: (parts) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url'),
    earlier(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now() - entry.at < options.keepForMs) return entry.view;
      kept.delete(key);
      return undefined;
    },
    keep(key, view) {
      kept.delete(key);
      kept.set(key, { at: now(), view });
      // A Map iterates in insertion order: the first key is the oldest.
      while (kept.size > options.most) kept.delete(kept.keys().next().value as string);
    },
  };
}
