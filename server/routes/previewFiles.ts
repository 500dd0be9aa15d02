/**
 * File rules of the preview app's check and save (issue 5, point 5; issue 12): a draft is checked
 * by the same checker `npm run validate` runs (src/manifestCheck/siteConfigs.ts), against
 * site-configs/ as it is, and is written only to a site manifest that really lies inside
 * site-configs/ (real paths compared, so neither `..` nor a symbolic link can lead outside).
 *
 * The check never reads outside site-configs/ either: a gate `$ref` must stay inside the real
 * folder and land on a shared gate (an absolute path, `..` out, a link out, a catalogue or another
 * site are refused with a sentence that repeats nothing of the file named), and a site folder
 * that is a link leading out is not a site at all.
 */
import { realpathSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import {
  checkerOf,
  createSiteConfigChecker,
  isInside,
  type BlockSchemaInfo,
  type LoadedSiteConfigs,
} from '../../src/manifestCheck/siteConfigs';
import type { ManifestProblem } from '../../src/runtime/manifest/types';

export { isInside };

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

export interface DraftCheck {
  /** The manifest's file as `npm run validate` names it. */
  file: string;
  problems: ManifestProblem[];
}

/**
 * Problems of a site manifest if its file held `text`: every sentence, hint and line exactly as
 * `npm run validate` prints them for that file. Null when the site has no manifest file really
 * inside site-configs/.
 */
export function checkDraft(
  options: { siteConfigDir: string; repoRoot: string; blocks: BlockSchemaInfo[] },
  loaded: LoadedSiteConfigs,
  siteId: string,
  text: string,
): DraftCheck | null {
  if (!Object.prototype.hasOwnProperty.call(loaded.files, siteId)) return null;
  const file = loaded.files[siteId];
  const real = resolveSiteFile(options.siteConfigDir, options.repoRoot, file);
  if (!real) return null;
  const checker =
    checkerOf(loaded) ??
    createSiteConfigChecker(options.siteConfigDir, {
      blocks: options.blocks,
      repoRoot: options.repoRoot,
    });
  return { file, problems: checker.checkFile(real, text, { display: file, kind: 'site' }) };
}
