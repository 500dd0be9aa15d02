/**
 * File rules of the preview app's check and save (issue 5, point 5): a draft is checked by the
 * same loader `npm run validate` runs (scripts/manifest/siteConfigs.ts) on a copy of
 * site-configs/ holding the draft, and is written only to a site manifest that really lies inside
 * site-configs/ (real paths compared, so neither `..` nor a symbolic link can lead outside).
 */
import { cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import {
  loadSiteConfigs,
  type BlockSchemaInfo,
  type LoadedSiteConfigs,
} from '../../scripts/manifest/siteConfigs';
import type { ManifestProblem } from '../../src/runtime/manifest/types';
import { ownValue } from '../http/json';

/** True when `candidate` is `root` itself or lies below it (both already resolved). */
export function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.startsWith(sep));
}

/**
 * The real path of a site's manifest file, or null when it is not a `site.json` whose real
 * location is inside the real site-configs folder (or does not exist).
 */
export function resolveSiteFile(
  siteConfigDir: string,
  repoRoot: string,
  fileFromRepoRoot: string,
): string | null {
  if (basename(fileFromRepoRoot) !== 'site.json') return null;
  let realRoot: string;
  let realFile: string;
  try {
    realRoot = realpathSync(resolve(siteConfigDir));
    realFile = realpathSync(resolve(repoRoot, fileFromRepoRoot));
  } catch {
    return null;
  }
  if (!isInside(realRoot, realFile) || realFile === realRoot) return null;
  return realFile;
}

/** Where site-configs/ sits relative to the repo root, so a copy prints the same file names. */
function folderName(siteConfigDir: string, repoRoot: string): string {
  const rel = relative(resolve(repoRoot), resolve(siteConfigDir));
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : basename(siteConfigDir);
}

export interface DraftCheck {
  /** The manifest's file as `npm run validate` names it. */
  file: string;
  problems: ManifestProblem[];
}

/**
 * Problems of a site manifest if its file held `text`: every sentence, hint and line exactly as
 * `npm run validate` prints them for that file.
 */
export function checkDraft(
  options: { siteConfigDir: string; repoRoot: string; blocks: BlockSchemaInfo[] },
  loaded: LoadedSiteConfigs,
  siteId: string,
  text: string,
): DraftCheck | null {
  const file = ownValue(loaded.files, siteId);
  if (!file) return null;
  const realDir = resolve(options.siteConfigDir);
  const inside = relative(realDir, resolve(options.repoRoot, file));
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
  const scratch = mkdtempSync(join(tmpdir(), 'edu-preview-check-'));
  try {
    const copy = join(scratch, folderName(realDir, options.repoRoot));
    cpSync(realDir, copy, { recursive: true, dereference: true });
    const copyFile = join(copy, inside);
    writeFileSync(copyFile, text);
    const checked = loadSiteConfigs(copy, { blocks: options.blocks, repoRoot: scratch });
    // The copy's name for the file, mapped back to the real one's.
    const shown = relative(scratch, copyFile);
    return {
      file,
      problems: checked.problems
        .filter((problem) => problem.file === shown)
        .map((problem) => ({ ...problem, file })),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
