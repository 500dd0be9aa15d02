/**
 * Starts the stand-in server (the same one `npm start` runs) on a free port with scenarios on
 * and a fresh database, serving the built front end from dist/ (or EDU_DIST_DIR, so parallel
 * work can build to its own folder). Stops it afterwards.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const repoRoot = resolve(import.meta.dirname, '../..');
  const distDir = resolve(process.env.EDU_DIST_DIR ?? join(repoRoot, 'dist'));
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(
      'dist/ is missing: run `npm run build` (npm test does it) before the browser tests',
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'smartedu-e2e-'));
  const { startServer } = await import('../../server/main');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: join(dataDir, 'portal.sqlite'),
    distDir,
    scenarios: true,
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
