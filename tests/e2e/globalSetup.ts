/**
 * Starts one stand-in server (the same one `npm start` runs) per browser-test worker, each on a
 * free port with scenarios on and its own fresh database, serving the built front end from
 * dist/ (or EDU_DIST_DIR, so parallel work can build to its own folder). Each test file talks
 * only to the server it claimed (`e2eBaseUrl()` in browser.ts), so with several workers a scenario
 * one file switches on, or a role one file saves for a demo account, never reaches another.
 * Stops them all afterwards.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One address per worker; a test file claims one (`e2eBaseUrl()` in browser.ts). */
    baseUrls: string[];
    /** Where test files hold their claims on the servers, one `<index>.pid` file each. */
    serverLockDir: string;
  }
}

export default async function setup(project: TestProject) {
  const repoRoot = resolve(import.meta.dirname, '../..');
  const distDir = resolve(process.env.EDU_DIST_DIR ?? join(repoRoot, 'dist'));
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(
      'dist/ is missing: run `npm run build` (npm test does it) before the browser tests',
    );
  const { startServer } = await import('../../server/main');
  const dataDirs: string[] = [];
  const servers = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'smartedu-e2e-'));
      dataDirs.push(dataDir);
      return startServer({
        port: 0,
        host: '127.0.0.1',
        dbPath: join(dataDir, 'portal.sqlite'),
        distDir,
        scenarios: true,
      });
    }),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  const serverLockDir = mkdtempSync(join(tmpdir(), 'smartedu-e2e-locks-'));
  project.provide('serverLockDir', serverLockDir);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(serverLockDir, { recursive: true, force: true });
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
}
