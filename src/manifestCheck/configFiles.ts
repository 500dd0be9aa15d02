/**
 * The file side of the site-config checker: which files belong to site-configs/, and reading
 * them without ever leaving it. Every path is compared by its real path (symbolic links
 * resolved), so neither `..`, an absolute path nor a link can make the checker read — and then
 * repeat in a problem or serve — a file outside site-configs/.
 */
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { JSON_LIMITS } from './jsonLocation';

/** True when `candidate` is `root` itself or lies below it (both already resolved). */
export function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.startsWith(sep));
}

/** The real path, or null when the path does not exist (or cannot be resolved). */
export function realPathOf(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

export type ReadResult = { text: string } | { problem: string; hint?: string };

/**
 * The text of a configuration file; a sentence instead when it is missing, not a file, or too
 * large to be one (the size is checked before reading, so a huge file is never loaded).
 */
export function readConfigText(path: string): ReadResult {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { problem: 'this is not a file' };
    size = stat.size;
  } catch {
    return { problem: 'the file does not exist' };
  }
  if (size > JSON_LIMITS.maxFileBytes)
    return {
      problem: `the file is larger than the limit of ${JSON_LIMITS.maxFileBytes} bytes (2 MiB): ${size} bytes`,
      hint: 'a configuration file this large is not a manifest; split it or move the data to the services',
    };
  try {
    return { text: readFileSync(path, 'utf8') };
  } catch (error) {
    return {
      problem: `the file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  }
}

export interface RefusedPath {
  /** The path as found under site-configs/ (the link itself). */
  path: string;
  message: string;
}

/**
 * Every `site.json` under the real site-configs folder (not in shared/ or messages/), as real
 * paths, in a stable order. A link leading out of the folder is refused (listed, not followed);
 * a link inside is followed once (a loop of links is not walked twice).
 */
export function findSiteManifests(realRoot: string): { files: string[]; refused: RefusedPath[] } {
  const files: string[] = [];
  const refused: RefusedPath[] = [];
  const visited = new Set<string>([realRoot]);
  const visit = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      refused.push({ path: dir, message: 'this folder cannot be read' });
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (dir === realRoot && (name === 'shared' || name === 'messages')) continue;
      const real = realPathOf(path);
      if (!real) continue; // a dangling link: nothing to read
      if (!isInside(realRoot, real)) {
        refused.push({
          path,
          message: `this is a symbolic link to a place outside site-configs/ (${name}); it is not read`,
        });
        continue;
      }
      let isDirectory: boolean;
      try {
        isDirectory = statSync(real).isDirectory();
      } catch {
        continue;
      }
      if (isDirectory) {
        if (visited.has(real)) continue;
        visited.add(real);
        visit(real);
      } else if (name === 'site.json' && !files.includes(real)) files.push(real);
    }
  };
  visit(realRoot);
  return { files, refused };
}

/** The JSON files of site-configs/shared/ (real paths inside the folder only). */
export function findSharedFiles(realRoot: string): { files: string[]; refused: RefusedPath[] } {
  const dir = join(realRoot, 'shared');
  const files: string[] = [];
  const refused: RefusedPath[] = [];
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return { files, refused };
  }
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const path = join(dir, name);
    const real = realPathOf(path);
    if (!real) continue;
    if (!isInside(realRoot, real))
      refused.push({
        path,
        message: `this is a symbolic link to a place outside site-configs/ (${name}); it is not read`,
      });
    else files.push(real);
  }
  return { files, refused };
}
