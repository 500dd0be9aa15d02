import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { openQueryOf, paramsOf, schemas } from './json';

export interface StaticFolderOptions {
  /** The folder on disk. */
  root: string;
  /** Where its files are addressed, relative to the plugin's prefix (`/media/`). */
  prefix: string;
  /** Cache-Control max-age, as @fastify/static takes it (`'1d'`, `'5m'`). */
  maxAge: string;
}

/**
 * Serves the files of one folder (range requests, ETag, Cache-Control) on a route that declares
 * its input like every other: the file path is a relative path of plain names (never `..`), and
 * any query is tolerated (image URLs carry image-processing parameters). @fastify/static's own
 * wildcard route declares no schema, so only its `sendFile` is used here.
 */
export async function serveStaticFolder(
  app: FastifyInstance,
  { root, prefix, maxAge }: StaticFolderOptions,
): Promise<void> {
  await app.register(fastifyStatic, { root, serve: false, maxAge });
  app.get(
    `${prefix}*`,
    { schema: { params: paramsOf({ '*': schemas.filePath }), querystring: openQueryOf() } },
    (request, reply) => reply.sendFile((request.params as { '*': string })['*']),
  );
}
