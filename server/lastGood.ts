/**
 * The last good copy of each file of site-configs/ the stand-in serves: a message catalogue,
 * `environments.json`, a shared gate file, and each site's manifest as it was last served (shared
 * gates inlined). Kept in memory and, when the store has a folder, on disk (the server's
 * git-ignored data folder beside its database), so a file already broken when the server starts
 * is still served from the copy an earlier run kept.
 *
 * Copies are named by the file's path inside site-configs/ (`messages/zh-CN.json`,
 * `hd/kpzy/site.json`); on disk they sit at the same path under the store's folder.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The copies' folder: `last-good/` beside the database file (none for an in-memory database). */
export function lastGoodDirBeside(dbPath: string): string | null {
  return dbPath === ':memory:' ? null : join(dirname(resolve(dbPath)), 'last-good');
}

export interface LastGoodStore {
  /** The folder the copies are written to; null when they live in memory only. */
  readonly dir: string | null;
  /** The last good value of a file (its path inside site-configs/, with `/`), if any. */
  get(file: string): unknown;
  /** Remembers `value` as the file's last good value (and writes it when it changed). */
  keep(file: string, value: unknown): void;
  /** Every file that has a copy. */
  files(): string[];
}

/** A path inside site-configs/ as copies are named: forward slashes, never leaving the folder. */
function isCopyName(name: string): boolean {
  return (
    name.endsWith('.json') &&
    !name.startsWith('/') &&
    name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/**
 * Opens the store, reading the copies an earlier run left in `dir` (null: memory only). A copy
 * that cannot be read is skipped and reported through `warn`; so is a copy that cannot be written
 * (the copy is still kept in memory).
 */
export function openLastGoodStore(
  dir: string | null,
  warn: (message: string) => void,
): LastGoodStore {
  // The serialised text of each copy, to write only what changed and to hand out fresh values.
  const copies = new Map<string, string>();
  if (dir) {
    const walk = (folder: string) => {
      let entries;
      try {
        entries = readdirSync(folder, { withFileTypes: true });
      } catch {
        return; // no folder yet: no copies
      }
      for (const entry of entries) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) {
          const name = relative(dir, path).split(sep).join('/');
          if (!isCopyName(name)) continue;
          try {
            const text = readFileSync(path, 'utf8');
            JSON.parse(text);
            copies.set(name, text);
          } catch (error) {
            warn(`上一次正确的版本 ${path} 无法读取，已忽略：${String(error)}`);
          }
        }
      }
    };
    walk(dir);
  }
  let writeFailed = false;
  return {
    dir,
    get(file) {
      const text = copies.get(file);
      return text === undefined ? undefined : JSON.parse(text);
    },
    keep(file, value) {
      if (!isCopyName(file)) return;
      const text = `${JSON.stringify(value, null, 2)}\n`;
      if (copies.get(file) === text) return;
      copies.set(file, text);
      if (!dir) return;
      const path = join(dir, ...file.split('/'));
      try {
        mkdirSync(dirname(path), { recursive: true });
        // Written beside, then renamed: a crash never leaves half a copy behind.
        const partial = `${path}.${process.pid}.partial`;
        writeFileSync(partial, text);
        renameSync(partial, path);
      } catch (error) {
        if (!writeFailed)
          warn(`无法保存上一次正确的版本到 ${dir}（只保留在内存中）：${String(error)}`);
        writeFailed = true;
      }
    },
    files: () => [...copies.keys()],
  };
}
