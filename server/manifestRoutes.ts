/**
 * Serves the site manifests to the front end: the index of sites with the environments, the
 * message catalogues, and each site's manifest with shared gates inlined.
 *
 * Last good, everywhere: every file that fails to parse or validate — a catalogue,
 * `environments.json`, a shared gate file, a site manifest — is reported, and the last good
 * version of that file keeps being served, in both modes. A broken shared file is replaced by its
 * last good copy before the sites are checked, so the sites are checked (and served) against what
 * is really served; only when a file never had a good version does what depends on it fail
 * (its catalogue, the sites referring to its gates), never the whole portal. The copies are kept
 * on disk (`lastGood.ts`), so a file broken before the server starts is served from the copy an
 * earlier run kept.
 *
 * Preview mode shows the problems: a site whose own manifest is invalid answers with its problems
 * (the page shows them), the problems of shared files are listed in `/manifests/index.json` for
 * the preview app. Production serves the last good manifest and only logs.
 *
 * The files are read again whenever one of them changed (a new /hd site appears at once, with
 * its problems); loading and checking them all takes a few hundred milliseconds, too long to
 * repeat for each of the three requests of every page load.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  LANGS,
  formatProblem,
  loadSiteConfigs,
  type BlockSchemaInfo,
  type LoadedSiteConfigs,
} from '../src/manifestCheck/siteConfigs';
import { blockSchemaInfo } from '../src/manifestCheck/blockSchemas';
import { sendError } from './http/errors';
import { createAnswerCompressor } from './http/compressedAnswer';
import { openLastGoodStore, type LastGoodStore } from './lastGood';
import type { EnvironmentsFile } from '../src/runtime/environment';
import type {
  Gate,
  ManifestProblem,
  SiteIndexEntry,
  SiteManifest,
} from '../src/runtime/manifest/types';
import type { MessageCatalogue } from '../src/runtime/messages/translator';
import { NO_PARAMS, NO_QUERY, paramsOf, schemas } from './http/json';

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
  /**
   * Where the last good copies are kept (the data folder beside the database); null or absent:
   * in memory only, lost on restart.
   */
  lastGoodDir?: string | null;
  /**
   * The served files, when the app shares them with other routes (the contest gates decide on
   * the server with the same gates and catalogue); made here when absent.
   */
  source?: ServedSiteConfigsSource;
}

/** A site as served: its manifest now, else its last good one, and its own problems. */
export interface ServedSite {
  /** The index entry of the file as it reads now (or of the last good copy when unreadable). */
  entry: SiteIndexEntry;
  /** The manifest as its file reads now, when it has no problems. */
  current: SiteManifest | null;
  /** The last good manifest, kept for when the file has problems. */
  lastGood: SiteManifest | null;
  /** Problems of the site's own file. */
  problems: ManifestProblem[];
}

export interface ServedSiteConfigs {
  environments: EnvironmentsFile | null;
  messages: Map<string, MessageCatalogue>;
  sites: Map<string, ServedSite>;
  /** Problems of the files every site shares (catalogues, environments, shared gates). */
  sharedProblems: ManifestProblem[];
  /** Shared files served from their last good copy, named as the problems name them. */
  lastGoodFiles: string[];
  /**
   * `shared/gates.json` as served (its last good copy when it has problems of its own); null
   * when it never had a good version. The server-side contest gates read it (contestGates.ts).
   */
  sharedGates: Record<string, Gate> | null;
}

/** The shared gate file every site refers to. */
const SHARED_GATES_FILE = 'shared/gates.json';

/** What `/manifests/index.json` answers; `problems` and `lastGood` in preview mode only. */
export interface ManifestIndexAnswer {
  sites: SiteIndexEntry[];
  environments: EnvironmentsFile | null;
  mode: 'production' | 'preview';
  problems?: ManifestProblem[];
  lastGood?: string[];
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

const isInside = (rel: string) => rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
const isSiteFile = (file: string) => basename(file) === 'site.json';

/** The files every site shares: the environments, each catalogue, each shared gate file. */
function sharedFilesOf(root: string): string[] {
  let shared: string[] = [];
  try {
    shared = readdirSync(join(root, 'shared'))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `shared/${name}`);
  } catch {
    shared = [];
  }
  return ['environments.json', ...LANGS.map((lang) => `messages/${lang}.json`), ...shared];
}

function entryOf(manifest: SiteManifest): SiteIndexEntry {
  return { id: manifest.id, kind: manifest.kind, match: manifest.match };
}

/**
 * The index entry of a manifest that failed its schema, with only what is well formed: the front
 * end matches every address against every entry, so a `hosts` that is not a list of names would
 * stop every site, not just this one.
 */
function wellFormedEntry(entry: SiteIndexEntry): SiteIndexEntry {
  const { pathPrefix, hosts } = (entry.match ?? {}) as { pathPrefix?: unknown; hosts?: unknown };
  const match: SiteIndexEntry['match'] = {};
  if (typeof pathPrefix === 'string') match.pathPrefix = pathPrefix;
  if (Array.isArray(hosts))
    match.hosts = hosts.filter((host): host is string => typeof host === 'string');
  return { id: entry.id, kind: entry.kind === 'portal' ? 'portal' : 'campaign', match };
}

/** A catalogue as the loader hands it out: its texts, without `$schema`. */
function catalogueOf(value: unknown): MessageCatalogue | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const catalogue: MessageCatalogue = {};
  for (const [key, text] of Object.entries(value))
    if (key !== '$schema' && typeof text === 'string') catalogue[key] = text;
  return catalogue;
}

/**
 * Loads site-configs/ the way the server serves it: each shared file that has problems is
 * replaced by its last good copy (when there is one) and the sites are checked against that;
 * every file without problems becomes its own last good copy. Pure of HTTP, for the routes and
 * the tests.
 */
export function loadServedSiteConfigs(options: {
  siteConfigDir: string;
  repoRoot: string;
  blocks: BlockSchemaInfo[];
  store: LastGoodStore;
  warn: (message: string) => void;
}): ServedSiteConfigs {
  const { blocks, store, warn } = options;
  const root = resolve(options.siteConfigDir);
  const repoRoot = resolve(options.repoRoot);
  /** A file inside site-configs/ named as the loader names it in problems. */
  const displayOf = (file: string) => relative(repoRoot, join(root, file)) || join(root, file);
  /** The file inside site-configs/ a problem names (null when outside). */
  const fileOf = (display: string): string | null => {
    const rel = relative(root, resolve(repoRoot, display));
    return isInside(rel) ? rel.split(sep).join('/') : null;
  };

  let fingerprint: string;
  let real: LoadedSiteConfigs;
  try {
    fingerprint = siteConfigsFingerprint(root);
    real = loadSiteConfigs(root, { blocks, repoRoot });
  } catch (error) {
    return servedFromCopies(store, root, displayOf(''), error, warn);
  }

  const sharedFiles = sharedFilesOf(root);
  const problemsIn = (loaded: LoadedSiteConfigs, file: string) =>
    loaded.problems.filter((problem) => problem.file === displayOf(file));
  let replaced = sharedFiles.filter(
    (file) => problemsIn(real, file).length > 0 && store.get(file) !== undefined,
  );
  const loadWith = (files: string[]) =>
    files.length ? loadWithCopies(root, files, store, blocks, displayOf) : real;
  let loaded = real;
  try {
    loaded = loadWith(replaced);
    // A file may only show the problems of another (a catalogue that lost a key makes the
    // other language and the gates that use it complain): it is served as it reads when its
    // problems go away beside the last good versions of the others.
    if (replaced.length > 1)
      for (const file of [...replaced]) {
        const others = replaced.filter((other) => other !== file);
        const trial = loadWith(others);
        if (problemsIn(trial, file).length === 0) {
          replaced = others;
          loaded = trial;
        }
      }
  } catch (error) {
    warn(`站点配置：用上一次正确的版本校验时出错：${String(error)}`);
    loaded = real;
    replaced = [];
  }

  // Problems of shared files: the file's own (as it reads now); when its copy is served, also
  // what the copy meets among the files of today (rare: a catalogue whose other language moved).
  const sharedProblems: ManifestProblem[] = [];
  for (const file of sharedFiles) {
    if (replaced.includes(file)) {
      sharedProblems.push(...problemsIn(real, file));
      for (const problem of problemsIn(loaded, file))
        sharedProblems.push({ ...problem, message: `${problem.message}（上一次正确的版本）` });
    } else sharedProblems.push(...problemsIn(loaded, file));
  }
  const sharedDisplays = new Set(sharedFiles.map(displayOf));
  // Any other file a gate reference reads (not a site, not a known shared file) is shared too.
  sharedProblems.push(
    ...loaded.problems.filter(
      (problem) => !isSiteFile(problem.file) && !sharedDisplays.has(problem.file),
    ),
  );

  // Sites: the manifest as it reads now when it has no problems, else its last good copy.
  const siteProblems = (display: string | undefined) =>
    display ? loaded.problems.filter((problem) => problem.file === display) : [];
  const sites = new Map<string, ServedSite>();
  const fileOfSite = new Map<string, string | null>();
  const goodSites: [string, SiteManifest][] = [];
  for (const site of loaded.sites) {
    const display = loaded.files[site.id];
    const problems = siteProblems(display);
    const file = display ? fileOf(display) : null;
    if (!problems.length && file) goodSites.push([file, site]);
    sites.set(site.id, {
      entry: entryOf(site),
      current: problems.length ? null : site,
      lastGood: null,
      problems,
    });
    fileOfSite.set(site.id, file);
  }
  for (const entry of loaded.index) {
    if (sites.has(entry.id)) continue;
    const display = loaded.files[entry.id];
    sites.set(entry.id, {
      entry: wellFormedEntry(entry),
      current: null,
      lastGood: null,
      problems: siteProblems(display),
    });
    fileOfSite.set(entry.id, display ? fileOf(display) : null);
  }
  const good = new Set(goodSites.map(([file]) => file));
  const claimed = new Set(fileOfSite.values());
  for (const file of store.files()) {
    if (!isSiteFile(file) || good.has(file) || !existsSync(join(root, file))) continue;
    const copy = store.get(file) as SiteManifest | undefined;
    if (!copy || typeof copy.id !== 'string') continue;
    const site = sites.get(copy.id);
    if (site) {
      // The same file, now with problems: its copy is what production serves.
      if (!site.current && fileOfSite.get(copy.id) === file) site.lastGood = copy;
    } else if (!claimed.has(file)) {
      // The file cannot be read at all (a syntax error): known only through its copy.
      sites.set(copy.id, {
        entry: entryOf(copy),
        current: null,
        lastGood: copy,
        problems: siteProblems(displayOf(file)),
      });
    }
  }

  const messages = new Map<string, MessageCatalogue>();
  for (const lang of LANGS) {
    const catalogue = loaded.messages[lang];
    if (catalogue) messages.set(lang, catalogue);
  }

  // Report, every time the files changed.
  const reported = [...sharedProblems, ...[...sites.values()].flatMap((site) => site.problems)];
  for (const problem of reported) warn(`站点配置有误：${formatProblem(problem)}`);
  const lastGoodFiles = replaced.map(displayOf);
  for (const file of lastGoodFiles) warn(`站点配置：${file} 有误，继续使用上一次正确的版本`);
  for (const file of sharedFiles)
    if (!replaced.includes(file) && problemsIn(loaded, file).length)
      warn(
        store.get(file) === undefined
          ? `站点配置：${displayOf(file)} 有误，且没有上一次正确的版本：依赖它的文案、环境或站点无法正常使用`
          : `站点配置：${displayOf(file)} 有误，按现在的内容使用`,
      );
  for (const [id, site] of sites)
    if (!site.current)
      warn(
        site.lastGood
          ? `站点配置：站点 ${id} 的清单有误，有上一次正确的版本可用（生产模式继续使用它）`
          : `站点配置：站点 ${id} 的清单有误，且没有上一次正确的版本：该站点无法显示`,
      );

  // Keep what is good now as the last good copy — unless a file changed while it was read (an
  // editor saving midway): then nothing is kept, and the next request reads it again.
  let unchanged = false;
  try {
    unchanged = siteConfigsFingerprint(root) === fingerprint;
  } catch {
    unchanged = false;
  }
  if (unchanged) {
    for (const file of sharedFiles) {
      if (replaced.includes(file) || problemsIn(loaded, file).length) continue;
      try {
        store.keep(file, JSON.parse(readFileSync(join(root, file), 'utf8')));
      } catch {
        // Missing or unreadable now: nothing to keep.
      }
    }
    for (const [file, site] of goodSites) store.keep(file, site);
  }

  return {
    environments: loaded.environments,
    messages,
    sites,
    sharedProblems,
    lastGoodFiles,
    sharedGates: servedSharedGates(root, store, replaced, problemsIn(loaded, SHARED_GATES_FILE)),
  };
}

/**
 * The gate file as the sites were checked against it: its copy when it was replaced, nothing
 * when it has problems and never had a good version, else the file as it reads.
 */
function servedSharedGates(
  root: string,
  store: LastGoodStore,
  replaced: string[],
  problems: ManifestProblem[],
): Record<string, Gate> | null {
  const copy = store.get(SHARED_GATES_FILE) as Record<string, Gate> | undefined;
  if (replaced.includes(SHARED_GATES_FILE)) return copy ?? null;
  if (problems.length && copy === undefined) return null;
  try {
    return JSON.parse(readFileSync(join(root, SHARED_GATES_FILE), 'utf8')) as Record<string, Gate>;
  } catch {
    return copy ?? null;
  }
}

/**
 * Loads a copy of site-configs/ in which each of `replaced` holds its last good copy. The copy
 * is named like the real folder, so problems name the real files.
 */
function loadWithCopies(
  root: string,
  replaced: string[],
  store: LastGoodStore,
  blocks: BlockSchemaInfo[],
  displayOf: (file: string) => string,
): LoadedSiteConfigs {
  const scratch = mkdtempSync(join(tmpdir(), 'edu-last-good-'));
  try {
    const copyRoot = join(scratch, 'site-configs');
    cpSync(root, copyRoot, { recursive: true, dereference: true });
    for (const file of replaced) {
      const path = join(copyRoot, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(store.get(file), null, 2)}\n`);
    }
    const loaded = loadSiteConfigs(copyRoot, { blocks, repoRoot: scratch });
    const realName = (shown: string) => {
      const rel = relative(copyRoot, resolve(scratch, shown));
      return isInside(rel) ? displayOf(rel.split(sep).join('/')) : shown;
    };
    return {
      ...loaded,
      root,
      problems: loaded.problems.map((problem) => ({ ...problem, file: realName(problem.file) })),
      files: Object.fromEntries(
        Object.entries(loaded.files).map(([id, file]) => [id, realName(file)]),
      ),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** When site-configs/ cannot be read or checked at all: everything from the last good copies. */
function servedFromCopies(
  store: LastGoodStore,
  root: string,
  rootName: string,
  error: unknown,
  warn: (message: string) => void,
): ServedSiteConfigs {
  const problem: ManifestProblem = {
    file: rootName,
    line: 1,
    column: 1,
    pointer: '/',
    message: `站点配置无法读取或校验，正在使用上一次正确的版本：${String(error)}`,
  };
  warn(`站点配置有误：${formatProblem(problem)}`);
  const messages = new Map<string, MessageCatalogue>();
  for (const lang of LANGS) {
    const catalogue = catalogueOf(store.get(`messages/${lang}.json`));
    if (catalogue) messages.set(lang, catalogue);
  }
  const sites = new Map<string, ServedSite>();
  for (const file of store.files()) {
    if (!isSiteFile(file) || !existsSync(join(root, file))) continue;
    const copy = store.get(file) as SiteManifest | undefined;
    if (!copy || typeof copy.id !== 'string' || sites.has(copy.id)) continue;
    sites.set(copy.id, { entry: entryOf(copy), current: null, lastGood: copy, problems: [] });
  }
  const environments = (store.get('environments.json') as EnvironmentsFile | undefined) ?? null;
  return {
    environments,
    messages,
    sites,
    sharedProblems: [problem],
    lastGoodFiles: [],
    sharedGates: (store.get(SHARED_GATES_FILE) as Record<string, Gate> | undefined) ?? null,
  };
}

/** The served files, loaded again whenever one of them changed. */
export interface ServedSiteConfigsSource {
  current(): ServedSiteConfigs;
}

/**
 * Opens the last good store and answers the served files, read again only when a file changed:
 * the manifest routes and the contest gates (contestGates.ts) share one.
 */
export async function openServedSiteConfigs(options: {
  siteConfigDir: string;
  repoRoot: string;
  lastGoodDir?: string | null;
  warn: (message: string) => void;
}): Promise<ServedSiteConfigsSource> {
  const blocks = await blockSchemaInfo();
  const root = resolve(options.siteConfigDir);
  const { warn } = options;
  const store = openLastGoodStore(options.lastGoodDir ?? null, warn);
  let served: ServedSiteConfigs | null = null;
  let servedFingerprint = '';

  const current = (): ServedSiteConfigs => {
    let fingerprint: string;
    try {
      fingerprint = siteConfigsFingerprint(root);
    } catch {
      fingerprint = 'unreadable';
    }
    if (served && fingerprint === servedFingerprint) return served;
    served = loadServedSiteConfigs({
      siteConfigDir: root,
      repoRoot: options.repoRoot,
      blocks,
      store,
      warn,
    });
    servedFingerprint = fingerprint;
    return served;
  };
  return { current };
}

/**
 * The sites `/manifests/index.json` lists. Production lists a broken site where its last good
 * manifest is served; a site with nothing to serve stays listed, so its address shows the error
 * screen, not another site. The page preloads (http/pagePreloads.ts) resolve from the same list.
 */
export function listedSites(
  configs: ServedSiteConfigs,
  mode: 'production' | 'preview',
): SiteIndexEntry[] {
  return [...configs.sites.values()].map((site) =>
    mode === 'production' && !site.current && site.lastGood ? entryOf(site.lastGood) : site.entry,
  );
}

/**
 * Problems are always reported: through the request log when the server has one, else on
 * standard error (the stand-in runs without a log unless --log).
 */
export function siteConfigWarner(app: FastifyInstance): (message: string) => void {
  return (message: string) => {
    if (typeof app.log.level === 'string') app.log.warn(message);
    else console.warn(message);
  };
}

/** What `/manifests/index.json` answers (and the server's first-view render reads). */
export function indexAnswer(
  configs: ServedSiteConfigs,
  mode: 'production' | 'preview',
): ManifestIndexAnswer {
  return {
    sites: listedSites(configs, mode),
    environments: configs.environments,
    mode,
    ...(mode === 'preview'
      ? { problems: configs.sharedProblems, lastGood: configs.lastGoodFiles }
      : {}),
  };
}

/**
 * What `/manifests/sites/<id>.json` answers for a site: its manifest; in preview its own
 * problems instead (the page lists them); production serves the last good manifest and only
 * logs. Null when there is nothing to serve.
 */
export function servedSiteAnswer(
  site: ServedSite,
  mode: 'production' | 'preview',
): { manifest: SiteManifest | null; problems: ManifestProblem[] } | null {
  if (site.current) return { manifest: site.current, problems: [] };
  if (mode === 'preview' && site.problems.length)
    return { manifest: null, problems: site.problems };
  if (site.lastGood) return { manifest: site.lastGood, problems: [] };
  return null;
}

export async function manifestRoutes(app: FastifyInstance, options: ManifestRoutesOptions) {
  const source =
    options.source ??
    (await openServedSiteConfigs({
      siteConfigDir: options.siteConfigDir,
      repoRoot: options.repoRoot,
      lastGoodDir: options.lastGoodDir,
      warn: siteConfigWarner(app),
    }));
  const current = () => source.current();

  // Every answer here leaves compressed, with a strong ETag that a revalidation (each page load:
  // they are no-cache) answers with 304 and no body (http/compressedAnswer.ts).
  const compressor = createAnswerCompressor();
  app.addHook('onSend', async (request, reply, payload) =>
    reply.statusCode === 200 && typeof payload === 'string'
      ? compressor.encode(request, reply, payload)
      : payload,
  );

  app.get('/manifests/index.json', noInput, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return indexAnswer(current(), options.mode);
  });

  app.get<Lang>('/manifests/messages/:lang', byLang, async (request, reply) => {
    const lang = request.params.lang.replace(/\.json$/, '');
    const catalogue = current().messages.get(lang);
    if (!catalogue) {
      if ((LANGS as readonly string[]).includes(lang))
        return sendError(reply, 503, {
          code: 'MESSAGES/UNAVAILABLE',
          message: `文案目录 ${lang} 有误，且没有上一次正确的版本`,
        });
      return sendError(reply, 404, {
        code: 'MESSAGES/NOT_FOUND',
        message: `没有 ${lang} 文案目录`,
      });
    }
    reply.header('cache-control', 'no-cache');
    return catalogue;
  });

  app.get<Site>('/manifests/sites/:id', bySite, async (request, reply) => {
    const id = request.params.id.replace(/\.json$/, '');
    const site = current().sites.get(id);
    if (!site)
      return sendError(reply, 404, { code: 'MANIFEST/NOT_FOUND', message: `没有站点 ${id}` });
    reply.header('cache-control', 'no-cache');
    const answer = servedSiteAnswer(site, options.mode);
    if (answer) return answer;
    request.log.error({ problems: site.problems }, `site ${id} has no valid manifest`);
    return sendError(reply, 500, {
      code: 'MANIFEST/UNAVAILABLE',
      message: `站点 ${id} 的清单有误，且没有上一次正确的版本`,
    });
  });
}
