import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { serveStaticFolder } from '../http/staticFolder';

/**
 * The platform's static config files on the content-storage host (seed 000 §7 "Static
 * reference files" under bdxcloud/configs/, and the "School list config" of special-space
 * qualification, CORE-API-32): files of `seed-data/configs/`, served as they are. The front
 * end finds the school list through `specialSpace.schoolListPath` in environments.json.
 */
const configFileRoutes: FastifyPluginAsync<ServiceContext> = async (app, { seedDir }) => {
  await serveStaticFolder(app, {
    root: resolve(seedDir, 'configs'),
    prefix: '/bdxcloud/configs/',
    // Operators edit these files; a short cache lets a change reach visitors soon.
    maxAge: '5m',
  });
};

export default configFileRoutes;
