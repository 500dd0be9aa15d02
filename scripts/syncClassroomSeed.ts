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
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { textbookCoverPath } from '../server/seed-data/syncClassroom';
import {
  partNamesOf,
  readCatalogueJson as readJson,
  writeGzippedJson,
  type VersionFile,
} from './catalogueSeedFiles';

const outDir = resolve(import.meta.dirname, '../server/seed-data/syncClassroom');
const write = (name: string, value: unknown) => writeGzippedJson(outDir, name, value);

const version = readJson('national_lesson_data_version.json') as VersionFile;
const partNames = partNamesOf(version);

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
