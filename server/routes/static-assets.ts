import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { NO_PARAMS, openQueryOf, paramsOf, schemas } from '../http/json';
import { serveStaticFolder } from '../http/staticFolder';
import { sendCoverSvg, type CoverSpec } from '../covers';
import { libraryExists, countContents, partCount, readPart } from '../data/library';
import { readSettings } from '../data/settings';

/**
 * The content-storage host (`static` in environments.json): generated covers, library part
 * files, the desktop installer's latest.yml and the bench fixture's own cover files.
 * Image URLs may carry an image-processing query (seed 000 §7); it is accepted and ignored.
 */
const staticAssetRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, seedDir }) => {
  const files = { params: paramsOf({ file: schemas.fileName }), querystring: openQueryOf() };

  app.get('/covers/:file', { schema: files }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^(.+)\.svg$/.exec(file);
    const cover = match
      ? (db.prepare('SELECT * FROM covers WHERE name = ?').get(match[1]) as CoverSpec | undefined)
      : undefined;
    if (!cover) throw notFound('图片不存在', 'STATIC/NOT_FOUND');
    return sendCoverSvg(reply, cover);
  });

  app.get(
    '/libraries/:libraryId/:file',
    {
      schema: {
        params: paramsOf({ libraryId: schemas.id, file: schemas.fileName }),
        querystring: openQueryOf(),
      },
    },
    async (request, reply) => {
      const { libraryId, file } = request.params as { libraryId: string; file: string };
      const match = /^part_(\d{1,4})\.json$/.exec(file);
      const part = match ? Number(match[1]) : 0;
      if (
        !match ||
        !libraryExists(db, libraryId) ||
        part < 1 ||
        part > partCount(countContents(db, libraryId))
      ) {
        throw notFound('资源文件不存在', 'STATIC/NOT_FOUND');
      }
      reply.header('Cache-Control', 'public, max-age=300');
      return readPart(db, libraryId, part);
    },
  );

  app.get(
    '/download/latest.yml',
    { schema: { params: NO_PARAMS, querystring: openQueryOf() } },
    async (_request, reply) => {
      const latest = readSettings(db, 'download').latest as {
        version: string;
        path: string;
        releaseDate: string;
      };
      reply.type('text/yaml; charset=utf-8').header('Cache-Control', 'no-cache');
      return [
        `version: ${latest.version}`,
        'files:',
        `  - url: ${latest.path}`,
        `path: ${latest.path}`,
        `releaseDate: '${latest.releaseDate}'`,
        '',
      ].join('\n');
    },
  );

  await serveStaticFolder(app, {
    root: resolve(seedDir, 'bench', 'covers'),
    prefix: '/bench/covers/',
    maxAge: '1d',
  });
};

export default staticAssetRoutes;
