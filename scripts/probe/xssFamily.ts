/**
 * The XSS family of the probe suite (`npm run probe -- --family xss`). Against a stand-in of its
 * own (free port, temporary database and site-configs copy), it makes every carrier hostile at
 * once, each payload tagged with a marker id naming its carrier:
 * (a) stored fields: the seeded database's display text and links (`xss/hostileDatabase.ts`)
 *     and what users write through the API (`xss/userWrites.ts`);
 * (b) manifests: every manifest string and link and every catalogue text
 *     (`xss/hostileManifests.ts`);
 * (c) reflected query parameters: every parameter a page reads, swept through the payloads on a
 *     route that reads it.
 * Then it visits every route of every site (`siteRoutes.ts`) signed out, and signed in where the
 * page needs it, and checks each page (`xss/pageChecks.ts`): no marker ran, no link leaves the
 * site except through /externalLink, no javascript:/data: address, no iframe[srcdoc], object,
 * embed, base or meta refresh from data.
 *
 * Tried = injections (carrier × payload); held = injections that never ran nor escaped
 * (including those refused on the way in); broke = the rest, each naming carrier, payload and
 * page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RunningServer } from '../../server/app';
import type { ProbeFamily, ProbeFamilyResult, ProbeOptions } from './types';
import { CarrierLedger, type Carrier } from './xss/carriers';
import { makeDatabaseHostile } from './xss/hostileDatabase';
import { makeManifestsHostile } from './xss/hostileManifests';
import { writeAsUsers } from './xss/userWrites';
import { SiteVisitor, type VisitTask } from './xss/pageVisits';
import { LINK_PAYLOAD_INDEXES, TEXT_PAYLOAD_INDEXES, XSS_PAYLOADS } from './xss/payloads';
import { BOOT_QUERY_KEYS, databaseSamples, siteRoutes, type SiteRoute } from './siteRoutes';

/** Pages working at once: two cores run Chromium, the stand-in and this process. */
const PARALLEL_PAGES = 6;
/**
 * A swept query value stays under this many characters; an address loaded from the server
 * stays under about 12 kB once encoded (Node refuses request lines over 16 kB).
 */
const QUERY_VALUE_MAX = 1500;
const LOADED_QUERY_MAX = 3500;
/** Parameters whose value the site turns into an address (a link or a redirect). */
const ADDRESS_QUERY_KEYS = new Set(['url', 'redirect_uri']);
/** Routes of one site visited in one page, one after another. */
const VISIT_BATCH = 30;
/**
 * Blocks that send the browser elsewhere on their own: their parameters are swept with page
 * loads, so that each address is read by a fresh page and not by one still leaving.
 */
const NAVIGATING_BLOCKS = new Set(['login-bridge', 'jpk-jump', 'third-login']);

interface Sweep {
  route: SiteRoute;
  keys: string[];
  mode: 'spa' | 'reload';
  /** Pages that show a signed-in visitor's data are swept signed in. */
  identity: 'visitor' | 'teacher';
}

/**
 * One route per (parameter, block that reads it): enough to put every payload through every
 * parameter on a page that reads it, without sweeping the same block on every site.
 */
export function chooseSweeps(routes: SiteRoute[]): Sweep[] {
  const covered = new Set<string>();
  const sweeps: Sweep[] = [];
  // Pages anyone sees first: a parameter read there is swept there, signed out.
  const ordered = [
    ...routes.filter((route) => !route.signedIn),
    ...routes.filter((route) => route.signedIn),
  ];
  for (const route of ordered) {
    const fresh = Object.entries(route.queryReaders).filter(([key, readers]) =>
      readers.some((reader) => !covered.has(`${key}@${reader}`)),
    );
    if (fresh.length === 0) continue;
    for (const [key, readers] of fresh)
      for (const reader of readers) covered.add(`${key}@${reader}`);
    const navigates = route.blockTypes.some((type) => NAVIGATING_BLOCKS.has(type));
    sweeps.push({
      route,
      keys: route.queryKeys,
      mode: navigates ? 'reload' : 'spa',
      identity: route.signedIn ? 'teacher' : 'visitor',
    });
  }
  return sweeps;
}

/** Splits payload indexes into groups whose joined payloads stay under `max` characters. */
function chunks(indexes: readonly number[], max: number): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let length = 0;
  for (const index of indexes) {
    const size = XSS_PAYLOADS[index].make(999_999).length + 1;
    if (current.length && length + size > max) {
      groups.push(current);
      current = [];
      length = 0;
    }
    current.push(index);
    length += size;
  }
  if (current.length) groups.push(current);
  return groups;
}

/**
 * The addresses of a sweep: the route's own query with every swept parameter replaced by
 * groups of payloads (joined: every payload goes through every parameter), then, for
 * parameters whose value becomes an address, by each link payload alone.
 */
function sweepUrls(
  ledger: CarrierLedger,
  path: string,
  baseQuery: URLSearchParams,
  keys: string[],
  carrierName: (key: string) => string,
  maxValue: number,
): string[] {
  const carriers = new Map<string, Carrier>(
    keys.map((key) => [key, ledger.add('query', carrierName(key))]),
  );
  const address = (values: (key: string) => string | undefined) => {
    const query = new URLSearchParams(baseQuery);
    for (const key of keys) {
      const value = values(key);
      if (value !== undefined) query.set(key, value);
    }
    return `${path}?${query.toString()}`;
  };
  const urls = chunks(TEXT_PAYLOAD_INDEXES, maxValue).map((group) =>
    address((key) =>
      group
        .map((index) => XSS_PAYLOADS[index].make(ledger.inject(carriers.get(key)!, index)))
        .join(' '),
    ),
  );
  const linkKeys = keys.filter((key) => ADDRESS_QUERY_KEYS.has(key));
  if (linkKeys.length)
    for (const index of LINK_PAYLOAD_INDEXES)
      urls.push(
        address((key) =>
          linkKeys.includes(key)
            ? XSS_PAYLOADS[index].make(ledger.inject(carriers.get(key)!, index))
            : undefined,
        ),
      );
  return urls;
}

/** Covers, icons and other pictures of the stand-in (never carriers: their addresses stay). */
const PICTURE_PATH = /^\/svc\/static\/[^?]*\.(svg|png|jpe?g|gif|webp)(\?|$)/i;

/**
 * The stand-in as `npm start` runs it (on a free port, loopback only), except that it answers
 * 404 for its pictures: every image then fails at once, which fires each `onerror` payload just
 * as a missing picture would, and Chromium spends the two cores on the pages instead of
 * rasterising covers.
 */
async function startStandIn(options: {
  dbPath: string;
  distDir: string;
  siteConfigDir: string;
}): Promise<RunningServer> {
  const { createApp } = await import('../../server/app');
  const app = await createApp({ ...options, scenarios: false });
  app.addHook('onRequest', async (request, reply) => {
    if (PICTURE_PATH.test(request.url)) await reply.code(404).send();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { url, boundUrl: url, app, close: () => app.close() };
}

export const xssFamily: ProbeFamily = {
  name: 'xss',
  async run(options: ProbeOptions): Promise<ProbeFamilyResult> {
    const { repoRoot, log } = options;
    const started = Date.now();
    const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const ledger = new CarrierLedger(options.seed);
    const workDir = mkdtempSync(join(tmpdir(), 'smartedu-probe-xss-'));
    const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
    process.once('exit', removeWorkDir); // also when the run is stopped
    const dbPath = join(workDir, 'portal.sqlite');
    let server: RunningServer | null = null;
    let visitor: SiteVisitor | null = null;
    try {
      // (a) stored content: seed a database of our own, then rewrite its display text.
      const { openDatabase } = await import('../../server/db/open');
      const { DEFAULT_SEED_DIR } = await import('../../server/paths');
      const { db } = openDatabase(dbPath, { seedDir: resolve(DEFAULT_SEED_DIR), now: Date.now() });
      const stored = makeDatabaseHostile(db, ledger);
      db.close();
      log(`  xss: ${stored.fields} stored fields rewritten in ${stored.rows} rows (${elapsed()})`);

      // (b) manifests and catalogues, kept only where the validator accepts them.
      const { loadSiteConfigs } = await import('../../src/manifestCheck/siteConfigs');
      const { blockSchemaInfo } = await import('../../src/manifestCheck/blockSchemas');
      const blocks = await blockSchemaInfo();
      const manifests = await makeManifestsHostile(
        join(repoRoot, 'site-configs'),
        workDir,
        ledger,
        async (dir) => loadSiteConfigs(dir, { blocks, repoRoot }).problems,
      );
      log(
        `  xss: ${manifests.fields} manifest fields made hostile, ${manifests.reverted} strings put back for the validator (${elapsed()})`,
      );
      if (manifests.remainingProblems.length)
        log(
          `  xss: still refused (served as problems): ${manifests.remainingProblems.slice(0, 3).join('; ')}`,
        );

      const running = await startStandIn({
        dbPath,
        distDir: join(repoRoot, 'dist'),
        siteConfigDir: manifests.siteConfigDir,
      });
      server = running;
      const writes = await writeAsUsers(running.url, ledger);
      log(
        `  xss: stand-in on ${running.url}; ${writes.accepted} payloads written through the API, ${writes.refused} refused (${elapsed()})`,
      );

      // (c) and the visits.
      const routes = siteRoutes(manifests.siteConfigDir, databaseSamples(running.app.portal.db));
      // Every route, site by site: the first page of a batch is loaded, the next ones follow
      // through the app's history (as its own links do), which spares a start-up per route.
      const tasks: VisitTask[] = [];
      for (const identity of ['visitor', 'teacher'] as const) {
        const bySite = new Map<string, SiteRoute[]>();
        for (const route of routes) {
          if (identity === 'teacher' && !route.signedIn) continue;
          bySite.set(route.siteId, [...(bySite.get(route.siteId) ?? []), route]);
        }
        for (const siteRoutesOf of bySite.values())
          for (let i = 0; i < siteRoutesOf.length; i += VISIT_BATCH) {
            const batch = siteRoutesOf.slice(i, i + VISIT_BATCH);
            tasks.push({
              identity,
              urls: batch.map((route) => route.url),
              pages: batch.map((route) => route.page),
              mode: 'spa',
            });
          }
      }
      const visits = tasks.reduce((sum, task) => sum + task.urls.length, 0);
      const sweeps = chooseSweeps(routes);
      for (const sweep of sweeps) {
        const url = new URL(sweep.route.url, running.url);
        const hostile = sweepUrls(
          ledger,
          url.pathname,
          url.searchParams,
          sweep.keys,
          (key) => `${key} @ ${url.pathname}`,
          sweep.mode === 'reload'
            ? Math.min(QUERY_VALUE_MAX, Math.floor(LOADED_QUERY_MAX / sweep.keys.length))
            : QUERY_VALUE_MAX,
        );
        // The route itself was visited above: the sweep starts with its first hostile address.
        tasks.push({ identity: sweep.identity, urls: hostile, mode: sweep.mode });
      }
      // Parameters every page reads at start-up: swept with page loads on one light page.
      const bootKeys = [...BOOT_QUERY_KEYS];
      const boot = sweepUrls(
        ledger,
        '/faq',
        new URLSearchParams(),
        bootKeys,
        (key) => `${key} @ every page (start-up)`,
        Math.floor(LOADED_QUERY_MAX / bootKeys.length),
      );
      tasks.push({ identity: 'visitor', urls: boot, mode: 'reload' });
      // Long tasks first, so the queue does not end waiting on one of them.
      tasks.sort((a, b) => b.urls.length - a.urls.length);

      visitor = new SiteVisitor({
        baseUrl: running.url,
        parallel: PARALLEL_PAGES,
        accounts: { visitor: null, teacher: 'teacher' },
        onFinding: (finding) => ledger.record(finding),
        onRendered: (ids) => {
          for (const id of ids) ledger.rendered.add(id);
        },
        log,
      });
      await visitor.start();
      if (!(await visitor.selfCheck('/faq')))
        throw new Error(
          'a script planted on /faq was not reported: the probe cannot see scripts run',
        );
      const states = tasks.reduce((sum, task) => sum + task.urls.length, 0);
      log(
        `  xss: ${routes.length} routes (${visits} visits) and the query parameters of ${sweeps.length + 1} pages: ${states} page states (${elapsed()})`,
      );
      let lastLogged = 0;
      await visitor.runAll(tasks, (done) => {
        if (done - lastLogged >= 100 || done === states) {
          lastLogged = done;
          log(
            `  xss: ${done}/${states} page states checked, ${ledger.brokenIds().size} injections broke so far (${elapsed()})`,
          );
        }
      });
      const injected = ledger.injectedIds();
      const renderedCount = injected.filter((id) => ledger.rendered.has(id)).length;
      log(
        `  xss: ${renderedCount} of ${injected.length} injections were seen on a page; ${ledger.refusedCount()} refused on the way in; ${visitor.failures.length} page loads or checks failed, ${visitor.restless.length} pages checked without going quiet (${elapsed()})`,
      );
      // Named, so a page that keeps failing can be looked at (its injections were not seen there).
      for (const failure of visitor.failures) log(`  xss: ${failure}`);
      for (const route of visitor.restless) log(`  xss: ${route}: checked without going quiet`);
      const shown = new Set(
        injected.filter((id) => ledger.rendered.has(id)).map((id) => ledger.carrierOf(id)),
      );
      const unseen = ledger.carriers.filter((carrier) => !shown.has(carrier));
      if (unseen.length) {
        const names = unseen.map((carrier) => `${carrier.kind} ${carrier.field}`);
        log(
          `  xss: ${unseen.length} of ${ledger.carriers.length} carriers no visited page showed (ids, codes, fields shown only after a click): ${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''}`,
        );
      }
      const broken = ledger.brokenIds();
      const breaks = ledger.breakList();
      return {
        family: 'xss',
        tried: injected.length,
        held: injected.filter((id) => !broken.has(id)).length,
        broke: breaks.length,
        breaks,
      };
    } finally {
      await visitor?.close().catch(() => {});
      await server?.close().catch(() => {});
      process.off('exit', removeWorkDir);
      removeWorkDir();
    }
  },
};
