/**
 * Runs the site-config check inside the Vite build (an invalid manifest fails the build) and
 * the dev server (errors show in the overlay and the terminal as soon as a file is saved).
 */
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem, loadSiteConfigs } from './manifest/siteConfigs';
import { blockSchemaInfo } from './manifest/blockSchemas';

export function siteConfigsPlugin(repoRoot: string): Plugin {
  const siteConfigDir = resolve(repoRoot, 'site-configs');
  const check = async () => {
    const loaded = loadSiteConfigs(siteConfigDir, { blocks: await blockSchemaInfo(), repoRoot });
    return loaded.problems.map(formatProblem);
  };
  return {
    name: 'smartedu-site-configs',
    async buildStart() {
      const problems = await check();
      if (problems.length) this.error(`site-configs has ${problems.length} problem(s):\n${problems.join('\n')}`);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(siteConfigDir);
      server.watcher.on('change', async (file) => {
        if (!file.startsWith(siteConfigDir)) return;
        const problems = await check();
        if (problems.length) {
          server.config.logger.error(problems.join('\n'));
          server.ws.send({
            type: 'error',
            err: { message: `site-configs:\n${problems.join('\n')}`, stack: '' },
          });
        } else server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
