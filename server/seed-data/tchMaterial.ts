/**
 * Electronic textbooks (电子教材) of the stand-in: the real catalogue of the national platform
 * (tag tree and textbook list parts, in `tchMaterial/`, rebuilt by `scripts/tchMaterialSeed.ts`)
 * with generated covers and generated preview pages in place of the platform's images, which
 * the stand-in never fetches. Nothing is derived at seeding: the files are stored as text and
 * the pages are drawn when asked for.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Seeder } from '../db/seeder';
import type { DocumentPage } from './resources';

/** Where the stand-in's static host serves the catalogue (platform: s-file-N…/zxx/ndrs/…). */
export const TCH_MATERIAL_BASE = '/svc/static/zxx/ndrs/resources/tch_material';

export function tchMaterialCoverPath(id: string): string {
  return `${TCH_MATERIAL_BASE}/covers/${encodeURIComponent(id)}.svg`;
}

/** Page `n` of a textbook's preview (the platform's `transcode/image/<n>.jpg`). */
export function tchMaterialPagePath(id: string, page: number): string {
  return `${TCH_MATERIAL_BASE}/previews/${encodeURIComponent(id)}/${page}.svg`;
}

export interface TchMaterialVersion {
  module: string;
  module_version: number;
  /** The parts the stand-in holds, in the order of the platform's version file. */
  parts: string[];
  /** Parts the platform's version file names that are not archived. */
  missing?: string[];
}

const DATA_DIR = 'tchMaterial';

/**
 * Writes the catalogue files as text rows (inflated, not parsed: seeding stays fast).
 */
export function seedTchMaterial(seeder: Seeder, seedDir: string): void {
  const dir = resolve(seedDir, DATA_DIR);
  const versionText = readFileSync(resolve(dir, 'data_version.json'), 'utf8');
  const version = JSON.parse(versionText) as TchMaterialVersion;
  const insert = (name: string, body: string) =>
    seeder.row('tch_material_files', { name, body }, 'replace');
  const inflate = (file: string) => gunzipSync(readFileSync(resolve(dir, file))).toString('utf8');
  insert('data_version', versionText);
  insert('tch_material_tag', inflate('tch_material_tag.json.gz'));
  for (const part of version.parts) insert(part, inflate(`${part}.json.gz`));
}

/**
 * The generated pages of a textbook's preview: a title page (the subject as its heading, since
 * a page heading is one line and the real titles are long), then pages that say where the
 * book sits in the catalogue (学段, 学科, 版本…), so a reader can tell the books apart.
 */
export function tchMaterialPage(
  title: string,
  tags: string[],
  page: number,
  total: number,
  subject = '电子教材',
): DocumentPage {
  if (page === 1) return { heading: subject, paragraphs: [title, tags.join(' · ')] };
  return {
    heading: `第 ${page} 页`,
    paragraphs: [title, `${tags.join(' · ')}（共 ${total} 页）`],
  };
}
