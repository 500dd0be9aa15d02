/**
 * Rebuilds server/seed-data/tchMaterial/ from the real electronic-textbook (电子教材) catalogue
 * (tch_material_data_version.json, tch_material_tag.json, tch_material_part_*.json as archived
 * in ../shared/data/smartedu). Run: npx tsx scripts/tchMaterialSeed.ts [dataDir]
 *
 * The files keep the platform's field names and values. Only image URLs change, because they
 * point at the platform's image hosts, which the stand-in never contacts: a thumbnail becomes
 * the stand-in's generated cover and each preview slide (Slide1..) its generated page. The
 * version file names four parts but only part_103 is archived: the parts found are kept,
 * the others are left out (listed in `missing`). Stored gzipped, like the synchronous
 * classroom's files, so hashing the seed folder on every start stays cheap.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tchMaterialCoverPath, tchMaterialPagePath } from '../server/seed-data/tchMaterial';
import {
  catalogueDataDir as dataDir,
  partNamesOf,
  readCatalogueJson as readJson,
  writeGzippedJson,
  type VersionFile,
} from './catalogueSeedFiles';

const outDir = resolve(import.meta.dirname, '../server/seed-data/tchMaterial');
const write = (name: string, value: unknown) => writeGzippedJson(outDir, name, value);

const version = readJson('tch_material_data_version.json') as VersionFile;
const partNames = partNamesOf(version);
const found = partNames.filter((part) => existsSync(resolve(dataDir, `tch_material_${part}.json`)));

write('tch_material_tag.json.gz', readJson('tch_material_tag.json'));
let total = 0;
for (const part of found) {
  const items = readJson(`tch_material_${part}.json`) as {
    id: string;
    custom_properties?: { thumbnails?: string[]; preview?: Record<string, string> };
  }[];
  for (const item of items) {
    const properties = item.custom_properties;
    if (properties?.thumbnails) properties.thumbnails = [tchMaterialCoverPath(item.id)];
    if (properties?.preview) {
      for (const key of Object.keys(properties.preview)) {
        const page = Number(/^Slide(\d+)$/.exec(key)?.[1] ?? 0);
        if (page > 0) properties.preview[key] = tchMaterialPagePath(item.id, page);
        else delete properties.preview[key];
      }
    }
  }
  total += items.length;
  write(`${part}.json.gz`, items);
}
writeFileSync(
  resolve(outDir, 'data_version.json'),
  `${JSON.stringify(
    {
      module: version.module,
      module_version: version.module_version,
      parts: found,
      missing: partNames.filter((part) => !found.includes(part)),
    },
    null,
    2,
  )}\n`,
);
console.log(`${found.length} of ${partNames.length} parts, ${total} textbooks → ${outDir}`);
