import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { NO_PARAMS, openQueryOf, paramsOf, schemas } from '../http/json';
import { sendCoverSvg, type CoverSpec } from '../covers';
import { sendDocumentPage } from './contentDetail';
import {
  chapterTree,
  kindCover,
  lessonDocumentPages,
  lessonResources,
  parseLessonId,
  parseLessonResourceId,
  textbookCover,
  type SyncClassroomVersion,
} from '../seed-data/syncClassroom';

/**
 * Synchronous classroom files on the content-storage host (`static`), on the platform's own
 * paths: the tag tree, the data-version file naming the textbook list parts, and each part,
 * which the client fetches separately and concatenates (seed 000 §3, §7). The stand-in adds a
 * textbook's record, its chapter tree, a lesson's resources and generated covers.
 */

export const SYNC_CLASSROOM_PATHS = {
  tagTree: '/zxx/ndrs/tags/national_lesson_tag.json',
  dataVersion: '/zxx/ndrs/national_lesson/teachingmaterials/version/data_version.json',
  part: '/zxx/ndrs/national_lesson/teachingmaterials/:file',
  textbook: '/zxx/ndrs/national_lesson/teachingmaterials/details/:file',
  chapterTree: '/zxx/ndrv2/national_lesson/trees/:file',
  lessonResources: '/zxx/ndrv2/national_lesson/lessons/:file',
  cover: '/zxx/ndrs/national_lesson/covers/:file',
  resourcePage: '/zxx/ndrv2/national_lesson/resources/:resourceId/:file',
} as const;

interface TextbookRecord {
  id: string;
  title: string;
  create_time: string;
  tag_list: { tag_dimension_id: string; tag_name: string }[];
}

interface Catalogue {
  byId: Map<string, TextbookRecord>;
}

/** Parsed once per database: the parts are only read when a single textbook is asked for. */
const catalogues = new WeakMap<Database, Catalogue>();

function fileBody(db: Database, name: string): string | undefined {
  const row = db.prepare('SELECT body FROM sync_classroom_files WHERE name = ?').get(name) as
    { body: string } | undefined;
  return row?.body;
}

function versionOf(db: Database): SyncClassroomVersion {
  return JSON.parse(fileBody(db, 'data_version') ?? '{"parts":[]}') as SyncClassroomVersion;
}

function catalogue(db: Database): Catalogue {
  let found = catalogues.get(db);
  if (!found) {
    const byId = new Map<string, TextbookRecord>();
    for (const part of versionOf(db).parts) {
      for (const item of JSON.parse(fileBody(db, part) ?? '[]') as TextbookRecord[])
        byId.set(item.id, item);
    }
    found = { byId };
    catalogues.set(db, found);
  }
  return found;
}

function textbookOr404(db: Database, id: string): TextbookRecord {
  const textbook = catalogue(db).byId.get(id);
  if (!textbook) throw notFound('教材不存在', 'SYNC_CLASSROOM/TEXTBOOK_NOT_FOUND');
  return textbook;
}

/** `<id>.json` → id; anything else is not a file of ours. */
function idOf(file: string, extension: 'json' | 'svg'): string {
  const match = new RegExp(`^(.{1,160})\\.${extension}$`).exec(file);
  if (!match) throw notFound('资源文件不存在', 'STATIC/NOT_FOUND');
  return match[1];
}

const tagName = (textbook: TextbookRecord, dimension: string) =>
  textbook.tag_list.find((tag) => tag.tag_dimension_id === dimension)?.tag_name ?? '';

/** Static files: any query is tolerated (image URLs carry image-processing parameters). */
const fileInput = (params = NO_PARAMS) => ({ schema: { params, querystring: openQueryOf() } });
const namedFile = fileInput(paramsOf({ file: schemas.fileName }));

const syncClassroomRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get(SYNC_CLASSROOM_PATHS.tagTree, fileInput(), async (_request, reply) => {
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    // Stored as text: sent as it is, not parsed and serialised again.
    return fileBody(db, 'national_lesson_tag') ?? '{}';
  });

  // The real file lists absolute part URLs on the file hosts; here they are the stand-in's own.
  app.get(SYNC_CLASSROOM_PATHS.dataVersion, fileInput(), async (_request, reply) => {
    const version = versionOf(db);
    reply.header('Cache-Control', 'no-cache');
    return {
      module: version.module,
      module_version: version.module_version,
      urls: version.parts.map(
        (part) => `${app.prefix}/zxx/ndrs/national_lesson/teachingmaterials/${part}.json`,
      ),
    };
  });

  app.get(SYNC_CLASSROOM_PATHS.part, namedFile, async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = /^(part_\d{1,4})\.json$/.exec(file)?.[1];
    const body = name && versionOf(db).parts.includes(name) ? fileBody(db, name) : undefined;
    if (!body) throw notFound('资源文件不存在', 'STATIC/NOT_FOUND');
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300');
    return body;
  });

  app.get(SYNC_CLASSROOM_PATHS.textbook, namedFile, async (request) => {
    const { file } = request.params as { file: string };
    return textbookOr404(db, idOf(file, 'json'));
  });

  app.get(SYNC_CLASSROOM_PATHS.chapterTree, namedFile, async (request) => {
    const { file } = request.params as { file: string };
    const textbook = textbookOr404(db, idOf(file, 'json'));
    return chapterTree(textbook.id, textbook.title);
  });

  app.get(SYNC_CLASSROOM_PATHS.lessonResources, namedFile, async (request) => {
    const { file } = request.params as { file: string };
    const lesson = parseLessonId(idOf(file, 'json'));
    const textbook = lesson ? catalogue(db).byId.get(lesson.textbookId) : undefined;
    if (!lesson || !textbook) throw notFound('课时不存在', 'SYNC_CLASSROOM/LESSON_NOT_FOUND');
    return lessonResources(textbook.id, lesson.unit, lesson.lesson, textbook.create_time);
  });

  // One page of a lesson document's online preview, drawn like a document resource's pages.
  app.get(
    SYNC_CLASSROOM_PATHS.resourcePage,
    fileInput(paramsOf({ resourceId: schemas.id, file: schemas.fileName })),
    async (request, reply) => {
      const { resourceId, file } = request.params as { resourceId: string; file: string };
      const named = parseLessonResourceId(resourceId);
      const lesson = named ? parseLessonId(named.lessonId) : null;
      const page = Number(/^page-(\d{1,2})\.svg$/.exec(file)?.[1] ?? 0);
      const lessonData =
        lesson && catalogue(db).byId.has(lesson.textbookId)
          ? lessonResources(lesson.textbookId, lesson.unit, lesson.lesson, '')
          : null;
      const resource = lessonData?.resources.find((candidate) => candidate.id === resourceId);
      const pages =
        lessonData && resource?.custom_properties.preview
          ? lessonDocumentPages(resource.resource_type_code, lessonData.title)
          : [];
      return sendDocumentPage(
        reply,
        resource ? { title: resource.title, total: pages.length, page: (n) => pages[n - 1] } : null,
        page,
      );
    },
  );

  app.get(SYNC_CLASSROOM_PATHS.cover, namedFile, async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = idOf(file, 'svg');
    let cover: CoverSpec | undefined = kindCover(name);
    if (!cover) {
      const textbook = catalogue(db).byId.get(name);
      if (textbook)
        cover = textbookCover(
          textbook.id,
          textbook.title,
          tagName(textbook, 'zxxxk'),
          tagName(textbook, 'zxxbb'),
        );
    }
    if (!cover) throw notFound('图片不存在', 'STATIC/NOT_FOUND');
    return sendCoverSvg(reply, cover);
  });
};

export default syncClassroomRoutes;
