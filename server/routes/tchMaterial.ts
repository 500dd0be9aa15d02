import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { NO_PARAMS, openQueryOf, paramsOf, schemas } from '../http/json';
import { sendCoverSvg } from '../covers';
import { textbookCover } from '../seed-data/syncClassroom';
import { tchMaterialPage, type TchMaterialVersion } from '../seed-data/tchMaterial';
import { sendDocumentPage } from './contentDetail';

/**
 * Electronic textbooks (电子教材) on the content-storage host (`static`), on paths shaped like
 * the platform's (`/zxx/ndrs/tags/tch_material_tag.json`,
 * `/zxx/ndrs/resources/tch_material/version/data_version.json`, `…/tch_material/part_N.json`):
 * the tag tree, the version file naming the list parts (its `urls` one comma-separated string,
 * as the platform's is) and each part, which the client fetches and concatenates. The
 * stand-in adds generated covers and preview pages instead of the platform's images.
 */

export const TCH_MATERIAL_PATHS = {
  tagTree: '/zxx/ndrs/tags/tch_material_tag.json',
  dataVersion: '/zxx/ndrs/resources/tch_material/version/data_version.json',
  part: '/zxx/ndrs/resources/tch_material/:file',
  cover: '/zxx/ndrs/resources/tch_material/covers/:file',
  previewPage: '/zxx/ndrs/resources/tch_material/previews/:id/:file',
} as const;

interface MaterialRecord {
  id: string;
  title?: string;
  global_title?: { 'zh-CN'?: string };
  tag_list?: { tag_dimension_id: string; tag_name: string }[];
  custom_properties?: { preview?: Record<string, string> } | null;
}

/** Parsed once per database, and only when a cover or a page is asked for. */
const catalogues = new WeakMap<Database, Map<string, MaterialRecord>>();

function fileBody(db: Database, name: string): string | undefined {
  const row = db.prepare('SELECT body FROM tch_material_files WHERE name = ?').get(name) as
    { body: string } | undefined;
  return row?.body;
}

function versionOf(db: Database): TchMaterialVersion {
  return JSON.parse(fileBody(db, 'data_version') ?? '{"parts":[]}') as TchMaterialVersion;
}

function catalogue(db: Database): Map<string, MaterialRecord> {
  let found = catalogues.get(db);
  if (!found) {
    found = new Map();
    for (const part of versionOf(db).parts) {
      for (const item of JSON.parse(fileBody(db, part) ?? '[]') as MaterialRecord[])
        found.set(item.id, item);
    }
    catalogues.set(db, found);
  }
  return found;
}

const titleOf = (item: MaterialRecord) => item.global_title?.['zh-CN'] ?? item.title ?? '';
const tagName = (item: MaterialRecord, dimension: string) =>
  item.tag_list?.find((tag) => tag.tag_dimension_id === dimension)?.tag_name ?? '';
/** 学段 · 学科 · 版本 · 年级 · 册次 as the book carries them. */
const catalogueTags = (item: MaterialRecord) =>
  ['zxxxd', 'zxxlb', 'zxxxk', 'zxxbb', 'zxxnj', 'zxxcc']
    .map((dimension) => tagName(item, dimension))
    .filter(Boolean);

const notFoundFile = () => notFound('资源文件不存在', 'STATIC/NOT_FOUND');

/** Static files: any query is tolerated (image URLs carry image-processing parameters). */
const fileInput = (params = NO_PARAMS) => ({ schema: { params, querystring: openQueryOf() } });
const namedFile = fileInput(paramsOf({ file: schemas.fileName }));

const tchMaterialRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(TCH_MATERIAL_PATHS.tagTree, fileInput(), async (_request, reply) => {
    const body = fileBody(db, 'tch_material_tag');
    if (!body) throw notFoundFile();
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return body;
  });

  // The platform's file lists absolute part URLs on its file hosts, comma-separated in one
  // string; here they are the stand-in's own, in the same form.
  app.get(TCH_MATERIAL_PATHS.dataVersion, fileInput(), async (_request, reply) => {
    const version = versionOf(db);
    reply.header('Cache-Control', 'no-cache');
    return {
      module: version.module,
      module_version: version.module_version,
      urls: version.parts
        .map((part) => `${app.prefix}/zxx/ndrs/resources/tch_material/${part}.json`)
        .join(','),
    };
  });

  app.get(TCH_MATERIAL_PATHS.part, namedFile, async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = /^(part_\d{1,4})\.json$/.exec(file)?.[1];
    const body = name && versionOf(db).parts.includes(name) ? fileBody(db, name) : undefined;
    if (!body) throw notFoundFile();
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return body;
  });

  app.get(TCH_MATERIAL_PATHS.cover, namedFile, async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = /^(.{1,160})\.svg$/.exec(file)?.[1];
    const item = id ? catalogue(db).get(id) : undefined;
    if (!item) throw notFound('图片不存在', 'STATIC/NOT_FOUND');
    return sendCoverSvg(
      reply,
      textbookCover(item.id, titleOf(item), tagName(item, 'zxxxk'), tagName(item, 'zxxbb')),
    );
  });

  app.get(
    TCH_MATERIAL_PATHS.previewPage,
    fileInput(paramsOf({ id: schemas.id, file: schemas.fileName })),
    async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      const item = catalogue(db).get(id);
      const page = Number(/^(\d{1,4})\.svg$/.exec(file)?.[1] ?? 0);
      const total = Object.keys(item?.custom_properties?.preview ?? {}).length;
      if (!item) return sendDocumentPage(reply, null, page);
      const title = titleOf(item);
      const subject = tagName(item, 'zxxxk') || undefined;
      return sendDocumentPage(
        reply,
        {
          title,
          total,
          page: (n) => tchMaterialPage(title, catalogueTags(item), n, total, subject),
        },
        page,
      );
    },
  );
};

export default tchMaterialRoutes;
