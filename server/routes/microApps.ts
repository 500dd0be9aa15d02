import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { openQueryOf, paramsOf, schemas } from '../http/json';
import { SERVER_DIR } from '../paths';

/** Stand-ins for the separately deployed micro-apps: one folder each, plus `shared/`. */
export const MICRO_APPS_DIR = resolve(SERVER_DIR, 'micro-apps');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

interface ServedFile {
  type: string;
  body: string;
}

/** Every servable file, read once: a request can only name one of these, never a path. */
function readMicroAppFiles(): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  for (const folder of readdirSync(MICRO_APPS_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(MICRO_APPS_DIR, folder.name))) {
      const type = TYPES[extname(file)];
      if (type)
        files.set(`${folder.name}/${file}`, {
          type,
          body: readFileSync(join(MICRO_APPS_DIR, folder.name, file), 'utf8'),
        });
    }
  }
  return files;
}

/**
 * The micro-apps' remote entries on the content-storage host (`microApps.<name>` of the local
 * environment: `/svc/static/micro-apps/<name>/entry.js`), real ES modules the portal imports.
 */
const microAppRoutes: FastifyPluginAsync<ServiceContext> = async (app) => {
  const files = readMicroAppFiles();
  // Any name may be asked for: only an exact name of a file read above is ever answered.
  const name = schemas.text(128, 1);
  app.get(
    '/micro-apps/:folder/:file',
    { schema: { params: paramsOf({ folder: name, file: name }), querystring: openQueryOf() } },
    async (request, reply) => {
      const { folder, file } = request.params as { folder: string; file: string };
      const served = files.get(`${folder}/${file}`);
      if (!served) throw notFound('微应用不存在', 'STATIC/NOT_FOUND');
      // Revalidated each time, so a redeployed micro-app is picked up on the next visit.
      reply.type(served.type).header('Cache-Control', 'no-cache');
      return served.body;
    },
  );
};

export default microAppRoutes;
