/**
 * `npm run prerender [-- --out <folder>] [--dist <folder>] [--service-origin <url>] [--dir <site-configs>]`
 *
 * Snapshots for static hosting (issue 17 point 2): a folder a CDN can serve as it is, holding the
 * built front end, the manifests and catalogues as files, and, for each page worth having in the
 * HTML (each site's routes without a parameter or guard, and the links of its header menu: the
 * home, channel pages, campaign homes and their lists), the page with its first view rendered
 * from the data of this moment. The browser hydrates a snapshot, then asks the services again
 * (stale-while-revalidate) and shows what changed since (src/app/boot/revalidateSnapshot.ts).
 *
 * The data comes from the services the build's environment names: the stand-in, started here on
 * a free loopback port with a freshly seeded database, or the services at `--service-origin`
 * (a running `npm start`, say). The manifests are checked first: with any problem this prints
 * the validator's messages and writes nothing. See docs/prerender.md for how often to run it.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createSiteConfigChecker, formatProblem } from '../src/manifestCheck/siteConfigs';
import { blockSchemaInfo } from '../src/manifestCheck/blockSchemas';
import { fillEnvironmentNames } from '../src/runtime/environment';
import type { BootIndex } from '../src/runtime/boot/siteBundle';
import type { SiteManifest } from '../src/runtime/manifest/types';
import { firstViewRendererPath } from '../server/http/firstViewRender';
import { startServer } from '../server/app';
import { SNAPSHOT_META } from '../src/services/http/firstViewAnswers';

const repoRoot = resolve(import.meta.dirname, '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();

/** The page a static host falls back to for every address without a snapshot. */
export const APP_SHELL_FILE = 'app.html';

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run prerender -- [--out <folder>] [--dist <folder>] [--service-origin <url>] [--dir <site-configs>]`,
  );
  process.exit(2);
}

const options = {
  out: resolve(repoRoot, 'snapshots'),
  dist: resolve(repoRoot, 'dist'),
  origin: '',
  siteConfigDir: resolve(repoRoot, 'site-configs'),
};
const argv = process.argv.slice(2);
for (let index = 0; index < argv.length; index += 1) {
  const arg = argv[index];
  const value = argv[index + 1];
  if (['--out', '--dist', '--service-origin', '--dir'].includes(arg)) {
    if (value === undefined) usage(`${arg} needs a value`);
    index += 1;
    if (arg === '--out') options.out = resolve(callerDir, value);
    else if (arg === '--dist') options.dist = resolve(callerDir, value);
    else if (arg === '--dir') options.siteConfigDir = resolve(callerDir, value);
    else options.origin = value.replace(/\/+$/, '');
  } else usage(`unknown option ${arg}`);
}

// 1. The manifests, checked as `npm run validate` checks them: nothing is written past a problem.
const checker = createSiteConfigChecker(options.siteConfigDir, {
  blocks: await blockSchemaInfo(),
  repoRoot,
});
const loaded = checker.loadAll();
if (loaded.problems.length) {
  for (const problem of loaded.problems) console.error(formatProblem(problem));
  console.error(`\n✖ ${loaded.problems.length} problem(s): no snapshot written`);
  process.exit(1);
}
if (!existsSync(firstViewRendererPath(options.dist))) {
  console.error(
    `✖ ${options.dist} holds no build with its server renderer: run npm run build first`,
  );
  process.exit(1);
}

// 2. The services: the given ones, or the stand-in on a free loopback port (a fresh database).
const dbDir = mkdtempSync(join(tmpdir(), 'edu-prerender-'));
const server = options.origin
  ? null
  : await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: join(dbDir, 'portal.sqlite'),
      distDir: options.dist,
      mode: 'production',
      scenarios: false,
      siteConfigDir: options.siteConfigDir,
    });
const origin = options.origin || server!.url;
const renderedAt = new Date().toISOString();

async function get(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${origin}${path}`, {
    headers: { accept: 'text/html, application/json' },
  });
  return { status: response.status, text: await response.text() };
}

try {
  const index = JSON.parse((await get('/manifests/index.json')).text) as BootIndex;
  const envName = index.environments.default;
  const env = index.environments.environments[envName];
  const pages = new Set<string>();
  const bundles = new Map<string, string>();
  for (const site of index.sites) {
    const bundle = await get(`/manifests/sites/${encodeURIComponent(site.id)}.json`);
    bundles.set(site.id, bundle.text);
    const manifest = (JSON.parse(bundle.text) as { manifest: SiteManifest | null }).manifest;
    const prefix = site.match.pathPrefix;
    if (!manifest || prefix === undefined) continue;
    const base = prefix === '/' ? '' : prefix;
    // A menu link is under the site's prefix, or from the site root when it starts with '/'.
    const under = (to: string) =>
      (to.startsWith('/') ? to : `${base}/${to}`).replace(/\/+(?=\?|$)/, '') || '/';
    for (const route of manifest.routes)
      if (!route.path.includes(':') && !route.path.includes('*') && route.guard === undefined)
        pages.add(under(route.path));
    for (const item of manifest.header?.menu ?? [])
      if (item.to !== undefined && item.visibleWhen === undefined && !/^[a-z]+:/i.test(item.to))
        pages.add(under(fillEnvironmentNames(item.to, env)));
  }

  // 3. The folder: the build (not its renderer, not the preview app), the manifests as files,
  // the app shell for every other address, and a snapshot per page that has a first view.
  rmSync(options.out, { recursive: true, force: true });
  mkdirSync(options.out, { recursive: true });
  for (const name of readdirSync(options.dist))
    if (name !== '.ssr' && name !== 'preview')
      cpSync(join(options.dist, name), join(options.out, name), { recursive: true });
  cpSync(join(options.dist, 'index.html'), join(options.out, APP_SHELL_FILE));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(options.out, file)), { recursive: true });
    writeFileSync(join(options.out, file), text);
  };
  write('manifests/index.json', JSON.stringify(index));
  for (const [id, text] of bundles) write(`manifests/sites/${id}.json`, text);
  for (const lang of ['zh-CN', 'en']) {
    const catalogue = await get(`/manifests/messages/${lang}.json`);
    if (catalogue.status === 200) write(`manifests/messages/${lang}.json`, catalogue.text);
  }

  const written: { url: string; file: string }[] = [];
  for (const url of [...pages].sort()) {
    const page = await get(url);
    if (page.status !== 200 || !page.text.includes('id="edu-first-view"')) continue;
    const address = new URL(url, 'http://snapshot');
    const folder = address.pathname.replace(/^\/+/, '');
    // A list's query picks its library: such a page is kept under its query (see snapshots.json).
    const file = address.search
      ? `${folder}/index.${encodeURIComponent(address.search.slice(1))}.html`
      : `${folder ? `${folder}/` : ''}index.html`;
    const html = page.text.replace(
      '</head>',
      `  <meta name="${SNAPSHOT_META}" content="${renderedAt}" />\n  </head>`,
    );
    write(file, html);
    written.push({ url, file });
  }
  write(
    'snapshots.json',
    `${JSON.stringify({ environment: envName, renderedAt, pages: written, fallback: APP_SHELL_FILE }, null, 2)}\n`,
  );
  console.log(`✓ ${written.length} snapshot(s) of ${envName} at ${renderedAt} in ${options.out}`);
  for (const { url, file } of written) console.log(`  ${url} → ${file}`);
} finally {
  await server?.close();
  rmSync(dbDir, { recursive: true, force: true });
}
