/**
 * Runs the site-config check inside the Vite build (an invalid manifest fails the build) and
 * the dev server (errors show in the overlay and the terminal as soon as a file is saved).
 * It runs `scripts/validate.ts` in a child process: the very check `npm run validate` runs,
 * kept out of Vite's config bundle (which cannot load the block components' CSS).
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

function runValidate(repoRoot: string): Promise<string | null> {
  return new Promise((done) => {
    execFile(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/validate.ts'],
      { cwd: repoRoot, encoding: 'utf8' },
      (error, stdout, stderr) => done(error ? `${stderr}${stdout}`.trim() : null),
    );
  });
}

export function siteConfigsPlugin(repoRoot: string): Plugin {
  const siteConfigDir = resolve(repoRoot, 'site-configs');
  return {
    name: 'smartedu-site-configs',
    async buildStart() {
      const problems = await runValidate(repoRoot);
      if (problems) this.error(`site-configs has problems:\n${problems}`);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(siteConfigDir);
      server.watcher.on('change', async (file) => {
        if (!file.startsWith(siteConfigDir)) return;
        const problems = await runValidate(repoRoot);
        if (problems) {
          server.config.logger.error(problems);
          server.ws.send({
            type: 'error',
            err: { message: `site-configs:\n${problems}`, stack: '' },
          });
        } else server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
