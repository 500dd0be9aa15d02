/**
 * Rebuilds server/seed-data/syncClassroom/ from the real synchronous-classroom catalogue
 * (national_lesson_data_version.json, national_lesson_tag.json, national_lesson_part_*.json
 * as archived in ../shared/data/smartedu). Run: npx tsx scripts/syncClassroomSeed.ts [dataDir]
 *
 * The files keep the platform's field names and values; only thumbnails (and one preview cover) change, because they
 * point at the platform's image hosts, which the stand-in never contacts: each becomes the
 * stand-in's generated cover of that textbook. They are stored gzipped (about 350 kB instead
 * of 4.4 MB) so hashing the seed folder on every start (seedFingerprint) stays cheap; the
 * seeder inflates them without parsing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { textbookCoverPath } from '../server/seed-data/syncClassroom';

const dataDir = resolve(
  process.argv[2] ?? resolve(import.meta.dirname, '../../shared/data/smartedu'),
);
const outDir = resolve(import.meta.dirname, '../server/seed-data/syncClassroom');

interface VersionFile {
  module: string;
  module_version: number;
  urls: string[] | string;
}

const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(dataDir, name), 'utf8'));
const write = (name: string, value: unknown) =>
  writeFileSync(resolve(outDir, name), gzipSync(JSON.stringify(value), { level: 9 }));

const version = readJson('national_lesson_data_version.json') as VersionFile;
const urls = Array.isArray(version.urls) ? version.urls : version.urls.split(',');
const partNames = urls.map((url) => /\/(part_\d+)\.json$/.exec(url.trim())?.[1] ?? '');
if (partNames.some((name) => !name)) throw new Error('unexpected part url in the version file');

write('national_lesson_tag.json.gz', readJson('national_lesson_tag.json'));
let total = 0;
for (const part of partNames) {
  const items = readJson(`national_lesson_${part}.json`) as {
    id: string;
    custom_properties?: { thumbnails?: string[]; preview?: { fm?: string } };
  }[];
  for (const item of items) {
    const properties = item.custom_properties;
    if (properties?.thumbnails) properties.thumbnails = [textbookCoverPath(item.id)];
    // 封面 (fm) of a preview is the same picture.
    if (properties?.preview?.fm) properties.preview.fm = textbookCoverPath(item.id);
  }
  total += items.length;
  write(`${part}.json.gz`, items);
}
// The version file names the parts by name; the stand-in answers with its own part URLs.
writeFileSync(
  resolve(outDir, 'data_version.json'),
  `${JSON.stringify({ module: version.module, module_version: version.module_version, parts: partNames }, null, 2)}\n`,
);
console.log(`${partNames.length} parts, ${total} textbooks → ${outDir}`);
