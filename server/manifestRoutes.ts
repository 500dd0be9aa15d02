/**
 * Serves the site manifests to the front end: the index of sites with the environments, the
 * message catalogues, and each site's manifest with shared gates inlined. In preview mode the
 * files are read again whenever one of them changed (a new /hd site appears at once, with its
 * problems); loading and checking them all takes a few hundred milliseconds, too long to repeat
 * for each of the three requests of every page load. In production the last good manifest of a
 * site keeps being served when its file turns invalid.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSiteConfigs, type LoadedSiteConfigs } from '../scripts/manifest/siteConfigs';
import { blockSchemaInfo } from '../scripts/manifest/blockSchemas';
import type { ManifestProblem, SiteManifest } from '../src/runtime/manifest/types';
import { NO_PARAMS, NO_QUERY, ownValue, paramsOf, schemas } from './http/json';

/** What each route reads: a site id or a language in the path (`.json` optional), no query. */
const noInput = { schema: { params: NO_PARAMS, querystring: NO_QUERY } };
const byLang = {
  schema: { params: paramsOf({ lang: schemas.languageFile }), querystring: NO_QUERY },
};
const bySite = {
  schema: { params: paramsOf({ id: schemas.siteFile }), querystring: NO_QUERY },
};
type Lang = { Params: { lang: string } };
type Site = { Params: { id: string } };

export interface ManifestRoutesOptions {
  siteConfigDir: string;
  repoRoot: string;
  mode: 'production' | 'preview';
}

/**
 * A digest of every file under `dir` (names and contents): it changes when any file does. Reading
 * the few small files takes well under a millisecond, unlike loading and checking them.
 */
export function siteConfigsFingerprint(dir: string): string {
  const hash = createHash('sha1');
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) hash.update(path).update('\0').update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export async function manifestRoutes(app: FastifyInstance, options: ManifestRoutesOptions) {
  const blocks = await blockSchemaInfo();
  const lastGood = new Map<string, SiteManifest>();
  let cached: LoadedSiteConfigs | null = null;
  let cachedFingerprint = '';

  const load = (): LoadedSiteConfigs => {
    if (options.mode === 'production' && cached) return cached;
    const fingerprint = siteConfigsFingerprint(resolve(options.siteConfigDir));
    if (cached && fingerprint === cachedFingerprint) return cached;
    const loaded = loadSiteConfigs(resolve(options.siteConfigDir), {
      blocks,
      repoRoot: options.repoRoot,
    });
    for (const problem of loaded.problems)
      app.log.warn(
        `site-configs: ${problem.file}:${problem.line}:${problem.column} ${problem.pointer} ${problem.message}`,
      );
    cached = loaded;
    cachedFingerprint = fingerprint;
    return loaded;
  };

  const problemsOf = (loaded: LoadedSiteConfigs, siteId: string): ManifestProblem[] => {
    const file = ownValue(loaded.files, siteId);
    return loaded.problems.filter(
      (problem) =>
        problem.file === file ||
        problem.file.includes('site-configs/shared/') ||
        problem.file.includes('site-configs/messages/') ||
        problem.file.endsWith('environments.json'),
    );
  };

  app.get('/manifests/index.json', noInput, async (_request, reply) => {
    const loaded = load();
    reply.header('cache-control', 'no-cache');
    return { sites: loaded.index, environments: loaded.environments, mode: options.mode };
  });

  app.get<Lang>('/manifests/messages/:lang', byLang, async (request, reply) => {
    const lang = request.params.lang.replace(/\.json$/, '');
    const catalogue = ownValue(load().messages, lang);
    if (!catalogue)
      return reply.code(404).send({ code: 'MESSAGES/NOT_FOUND', message: `没有 ${lang} 文案目录` });
    reply.header('cache-control', 'no-cache');
    return catalogue;
  });

  app.get<Site>('/manifests/sites/:id', bySite, async (request, reply) => {
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
    if (!site && !ownValue(loaded.files, id))
      return reply.code(404).send({ manifest: null, problems: [], message: `没有站点 ${id}` });
    return { manifest: problems.length ? null : (site ?? null), problems };
  });
}
