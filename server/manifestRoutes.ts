/**
 * Serves the site manifests to the front end: the index of sites with the environments, the
 * message catalogues, and each site's manifest with shared gates inlined. In preview mode the
 * files are re-read on every request (a new /hd site appears at once, with its problems); in
 * production the last good manifest of a site keeps being served when its file turns invalid.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSiteConfigs, type LoadedSiteConfigs } from '../scripts/manifest/siteConfigs';
import { blockSchemaInfo } from '../scripts/manifest/blockSchemas';
import type { ManifestProblem, SiteManifest } from '../src/runtime/manifest/types';

export interface ManifestRoutesOptions {
  siteConfigDir: string;
  repoRoot: string;
  mode: 'production' | 'preview';
}

export async function manifestRoutes(app: FastifyInstance, options: ManifestRoutesOptions) {
  const blocks = await blockSchemaInfo();
  const lastGood = new Map<string, SiteManifest>();
  let cached: LoadedSiteConfigs | null = null;

  const load = (): LoadedSiteConfigs => {
    if (options.mode === 'production' && cached) return cached;
    const loaded = loadSiteConfigs(resolve(options.siteConfigDir), {
      blocks,
      repoRoot: options.repoRoot,
    });
    for (const problem of loaded.problems)
      app.log.warn(
        `site-configs: ${problem.file}:${problem.line}:${problem.column} ${problem.pointer} ${problem.message}`,
      );
    cached = loaded;
    return loaded;
  };

  const problemsOf = (loaded: LoadedSiteConfigs, siteId: string): ManifestProblem[] => {
    const file = loaded.files[siteId];
    return loaded.problems.filter(
      (problem) =>
        problem.file === file ||
        problem.file.includes('site-configs/shared/') ||
        problem.file.includes('site-configs/messages/') ||
        problem.file.endsWith('environments.json'),
    );
  };

  app.get('/manifests/index.json', async (_request, reply) => {
    const loaded = load();
    reply.header('cache-control', 'no-cache');
    return { sites: loaded.index, environments: loaded.environments, mode: options.mode };
  });

  app.get<{ Params: { lang: string } }>('/manifests/messages/:lang', async (request, reply) => {
    const lang = request.params.lang.replace(/\.json$/, '');
    const catalogue = load().messages[lang];
    if (!catalogue)
      return reply.code(404).send({ code: 'MESSAGES/NOT_FOUND', message: `没有 ${lang} 文案目录` });
    reply.header('cache-control', 'no-cache');
    return catalogue;
  });

  app.get<{ Params: { id: string } }>('/manifests/sites/:id', async (request, reply) => {
    const id = request.params.id.replace(/\.json$/, '');
    const loaded = load();
    const site = loaded.sites.find((candidate) => candidate.id === id);
    const problems = problemsOf(loaded, id);
    reply.header('cache-control', 'no-cache');
    if (options.mode === 'production') {
      if (site && problems.length === 0) lastGood.set(id, site);
      const good = lastGood.get(id);
      if (good) return { manifest: good, problems: [] };
      request.log.error({ problems }, `site ${id} has no valid manifest`);
      return reply.code(500).send({ manifest: null, problems: [] });
    }
    if (!site && !loaded.files[id])
      return reply.code(404).send({ manifest: null, problems: [], message: `没有站点 ${id}` });
    return { manifest: problems.length ? null : (site ?? null), problems };
  });
}
