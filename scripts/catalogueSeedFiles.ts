/**
 * What the two catalogue seed scripts (syncClassroomSeed.ts, tchMaterialSeed.ts) share: where the
 * archived platform files are read (argv[2], else ../shared/data/smartedu), reading them, writing
 * gzipped copies into a seed folder, and the part names of a platform version file, whose `urls`
 * is an array or one comma-separated string.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface VersionFile {
  module: string;
  module_version: number;
  urls: string[] | string;
}

export const catalogueDataDir = resolve(
  process.argv[2] ?? resolve(import.meta.dirname, '../../shared/data/smartedu'),
);

export const readCatalogueJson = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(catalogueDataDir, name), 'utf8'));

/** Writes `value` as gzipped JSON to `outDir/name`. */
export function writeGzippedJson(outDir: string, name: string, value: unknown): void {
  writeFileSync(resolve(outDir, name), gzipSync(JSON.stringify(value), { level: 9 }));
}

/** `part_100`, `part_101`… in the order the version file lists them. */
export function partNamesOf(version: VersionFile): string[] {
  const urls = Array.isArray(version.urls) ? version.urls : version.urls.split(',');
  const names = urls.map((url) => /\/(part_\d+)\.json$/.exec(url.trim())?.[1] ?? '');
  if (names.some((name) => !name)) throw new Error('unexpected part url in the version file');
  return names;
}
