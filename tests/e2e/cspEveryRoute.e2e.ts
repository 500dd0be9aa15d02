/**
 * CSP without exceptions (issue 12): every route of every site manifest in site-configs/ (the
 * portal and every /hd/... campaign site), and the stand-in's own HTML pages, opened under the
 * policy the stand-in serves. Fails on any violation (a `securitypolicyviolation` event in any
 * frame, or a CSP message on the console) and on any HTML answer without the policy.
 *
 * Routes are read from the manifests, never listed here: a route added to a manifest is visited
 * without touching this file, and the count of visited routes must equal the manifests' count
 * (less EXCLUDED_ROUTES, empty today). Parameters and queries come from the stand-in's seed
 * (`routeSamples`); a parameter no seed names gets a made-up value, and the page's not-found or
 * empty state meets the policy instead. Routes behind a guard are opened signed out (they send
 * the visitor to sign in) and again signed in.
 *
 * Lean by design (the whole suite has 15 minutes on two cores): four tabs of one context visit
 * the routes in parallel; a tab already showing a portal page moves on client-side, as a link
 * would; each page is awaited until its content has settled (no loading indicator or skeleton
 * left, then the network quiet), never a fixed sleep; no screenshots.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, setScenario, signIn, watchConsole } from './browser';
import { previewFrame } from './previewPage';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security';
import { DETAIL_IDS } from '../../server/seed-data/resources';
import { STUDIO_IDS, STUDIO_SEEDS } from '../../server/seed-data/studios';
import { TRAINING_SEEDS, TRAINING_WORKS } from '../../server/seed-data/training';
import { COURSE_IDS, HONOUR_IDS, TOPIC_ID } from '../../server/seed-data/courses';
import { SCHOOL_SERVICE_LIVE_IDS } from '../../server/seed-data/miscPages';

const baseUrl = e2eBaseUrl();
const SITE_CONFIGS = resolve(import.meta.dirname, '../../site-configs');

/** Tabs visiting at once: enough to overlap the waits for the network, few enough for 2 cores. */
const TABS = 4;

/**
 * Routes deliberately not visited, each with the reason. Empty: every route of every manifest
 * is opened. (An entry is `"<site id> <route path>"`.)
 */
const EXCLUDED_ROUTES: Record<string, string> = {};

/** Route guards a visitor passes without signing in (the stand-in grants both subjects). */
const GUARDS_A_VISITOR_PASSES = new Set(['sportSubjectPermission', 'artSubjectPermission']);

/** The demo account for guarded routes: an area admin who also runs the summer training. */
const SIGNED_IN_ACCOUNT = 'eduadmin';

interface ManifestRoute {
  path: string;
  page: string;
  guard?: string;
}

interface Site {
  id: string;
  pathPrefix: string;
  routes: ManifestRoute[];
}

interface Sample {
  params?: Record<string, string>;
  /** The query the page reads its subject from (without it, the page shows its empty state). */
  query?: string;
}

interface Visit {
  /** `"<site id> <route path>"` for a manifest route; a description for the stand-in's pages. */
  key: string;
  url: string;
  /** The manifest page the route shows. */
  page?: string;
  /** For pages other than the portal's: what shows the page has settled. */
  ready?: (page: Page) => Promise<unknown>;
}

interface Violation {
  visit: string;
  url: string;
  directive: string;
  blocked: string;
  source: string;
}

/** Every site manifest: any `site.json` below site-configs/. */
function readSites(): Site[] {
  return readdirSync(SITE_CONFIGS, { recursive: true, encoding: 'utf8' })
    .filter((file) => basename(file) === 'site.json')
    .sort()
    .map((file) => {
      const manifest = JSON.parse(readFileSync(join(SITE_CONFIGS, file), 'utf8')) as {
        id: string;
        match: { pathPrefix?: string };
        routes: ManifestRoute[];
      };
      // A site found by host alone would need a host here; none exists yet, so say so loudly.
      if (manifest.match.pathPrefix === undefined)
        throw new Error(`${file}: no match.pathPrefix, this test cannot open its routes`);
      return { id: manifest.id, pathPrefix: manifest.match.pathPrefix, routes: manifest.routes };
    });
}

/** The first contest id a campaign names in the local environment (`contests.<site key>`). */
function contestOf(siteId: string): string | undefined {
  const environments = JSON.parse(
    readFileSync(join(SITE_CONFIGS, 'environments.json'), 'utf8'),
  ) as { environments: { local: { contests: Record<string, unknown> } } };
  const first = (value: unknown): string | undefined =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? Object.values(value).map(first).find(Boolean)
        : undefined;
  return first(environments.environments.local.contests[siteId.replace(/^hd-/, '')]);
}

const studioOf = (kind: string) => STUDIO_SEEDS.find((studio) => studio.kind === kind)?.id;
const summerTraining = TRAINING_SEEDS[0];
const trainingDynamics = summerTraining.libraries.find((library) => library.kind === 'dynamics');
const trainingWork = TRAINING_WORKS.find((work) => work.train_id === summerTraining.id);

/**
 * Seeded values for parameters and queries, by `"<site id> <route path>"` (`* <path>`: any
 * site). The content detail routes open the hostile article and the other kinds of resource
 * (video.js, HLS in a blob: worker, document pages), so each kind of body meets the policy.
 */
function routeSamples(textbookId: string): Record<string, Sample> {
  const course = (id: string, work?: string): Record<string, Sample> => ({
    courseIndex: { query: `courseId=${id}` },
    courseDetail: { query: `courseId=${id}` },
    ...(work ? { 'courseDetail/work': { query: `courseId=${id}&workId=${work}` } } : {}),
  });
  const courses: [string, Record<string, Sample>][] = [
    ['teacherTraining', course(COURSE_IDS.digital, 'work-szsy-1')],
    ['sport', course(COURSE_IDS.rope, 'work-tiaosheng-1')],
    ['art', course(COURSE_IDS.inkPainting, 'work-shuimo-1')],
    ['specialEdu', course(COURSE_IDS.signLanguage)],
  ];
  const training = { trainId: summerTraining.id, libraryId: trainingDynamics?.library_id ?? '' };
  return {
    ...Object.fromEntries(
      courses.flatMap(([area, pages]) =>
        Object.entries(pages).map(([page, sample]) => [`portal ${area}/${page}`, sample]),
      ),
    ),
    'portal content/detail': { query: `contentId=${DETAIL_IDS.article}&contentType=article` },
    'portal teacherTraining/detail': { query: `contentId=${DETAIL_IDS.hls}` },
    'portal sport/detail': { query: `contentId=${DETAIL_IDS.video}` },
    'portal art/detail': { query: `contentId=${DETAIL_IDS.document}` },
    'portal specialEdu/detail': { query: `contentId=${DETAIL_IDS.images}` },
    'portal sport/list': { query: 'libraryId=lib-portal-sport' },
    'portal art/list': { query: 'libraryId=lib-portal-art' },
    'portal specialEdu/list': { query: 'libraryId=lib-portal-specialEdu' },
    'portal teacherTraining/staticTopic': { query: `topicId=${TOPIC_ID}` },
    'portal teacherTraining/honourDetail': { query: `honourId=${HONOUR_IDS.ethics}` },
    'portal externalLink': { query: `url=${encodeURIComponent('https://www.moe.example/xljk')}` },
    'portal jpk': { query: 'jpk_type=1' },
    'portal syncClassroom/textBook/:courseId': { params: { courseId: textbookId } },
    'portal sedu/:id/catalog': { params: { id: 'agzy' } },
    'portal schoolService/:id/catalog': { params: { id: 'kpjy' } },
    'portal family/:id/catalog': { params: { id: 'jyff' } },
    'portal labourEdu/:id/catalog': { params: { id: 'xjptld' } },
    'portal labourEdu/wisdom/:id/catalog': { params: { id: 'aljj' } },
    'portal labourEdu/navigation/:id/catalog': { params: { id: 'odfa' } },
    'portal training/workDetail': { query: `workId=${trainingWork?.id}` },
    'portal training/workResult': { query: `trainId=${summerTraining.id}` },
    'portal training/workResult/mark': { query: `workId=${trainingWork?.id}` },
    'portal training/:trainId': { params: training },
    'portal training/:trainId/introduction': { params: training },
    'portal training/:trainId/optManual': { params: training },
    'portal training/:trainId/management': { params: training },
    'portal training/:trainId/:libraryId/dynamics': { params: training },
    'portal training/:trainId/:libraryId/portal/dynamics': { params: training },
    'portal training/:trainId/onlineExamDetail': { params: training },
    'portal tStudio/:scopeId': { params: { scopeId: STUDIO_IDS.teachStudio } },
    // A studio's news item is an article too (ArticleBody).
    'portal tResource/:scopeId': {
      params: { scopeId: STUDIO_IDS.resourceAccount },
      query: `contentId=${STUDIO_IDS.resourceAccountNews}`,
    },
    'portal eStudio/:scopeId': { params: { scopeId: studioOf('expert-studio') ?? '' } },
    'portal schSpace/:scopeId': { params: { scopeId: studioOf('school-space') ?? '' } },
    'portal aStudio/:scopeId': { params: { scopeId: studioOf('ai-studio') ?? '' } },
    'portal lStudio/:scopeId': { params: { scopeId: studioOf('lang-studio') ?? '' } },
    'portal publicLive/:liveId': { params: { liveId: SCHOOL_SERVICE_LIVE_IDS[0] } },
    // An unknown certificate shows 未查询到证书; the micro-app stand-in shows any id.
    '* certificate/detail/:id': { params: { id: 'KPZY-2026-000123' } },
    'portal microApp/detail/:appId': { params: { appId: 'app-1' } },
    'hd-kpzy list': { query: 'libraryId=kpzy-guide' },
    'hd-c-sxj detail': { query: 'contentId=c-sxj-award-001' },
  };
}

function routeUrl(site: Site, route: ManifestRoute, samples: Record<string, Sample>): string {
  const sample = samples[`${site.id} ${route.path}`] ?? samples[`* ${route.path}`] ?? {};
  const filled = route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = sample.params?.[name] || (name === 'contestId' ? contestOf(site.id) : undefined);
    return encodeURIComponent(value || `no-such-${name}`);
  });
  const prefix = site.pathPrefix.replace(/\/$/, '');
  const path = filled ? `${prefix}/${filled}` : prefix || '/';
  return sample.query ? `${path}?${sample.query}` : path;
}

/** Quiet long enough to call the network settled; the cap covers a stream that never ends. */
const QUIET_MS = 200;
const QUIET_CAP_MS = 3_000;
/** Generous (a first load took 16 s on an overloaded machine); a page that never settles fails. */
const SETTLE_TIMEOUT_MS = 30_000;

/** What a client-side navigation waits for: the page it left, the page and path it asked for. */
interface Expected {
  left: string;
  page: string;
  pathname: string;
}

/**
 * True once the portal shows its page or a screen (not-found, error, no access…) and nothing is
 * loading: no loading indicator, no block skeleton, no busy micro-app. After a client-side
 * navigation (`expected`), only once React has committed the new route: the router renders
 * in a transition, so until then the page left stays on screen, settled. Documents without
 * the portal's root (the stand-in's own pages) are settled once loaded. Runs in the page.
 */
function settledIn(expected: Expected | null): boolean {
  const root = document.getElementById('root');
  if (!root) return document.readyState === 'complete';
  const screen = root.querySelector('[data-screen]:not([data-screen="loading"])');
  const loading = root.querySelector(
    '[aria-busy="true"], .block-skeleton, [data-screen="loading"]',
  );
  const shown = root.querySelector('[data-page]') ?? screen;
  if (!shown || loading) return false;
  if (!expected) return true;
  return Boolean(
    root.querySelector(`[data-page="${expected.page}"]`) ||
    location.pathname !== expected.pathname ||
    (!root.querySelector(`[data-page="${expected.left}"]`) && screen),
  );
}

/** An error that means the page went on to another document while it was being read. */
const navigatedOn = (error: unknown) => /context was destroyed|navigat/i.test(String(error));

/** The one manifest page the portal shows now, if the tab shows the portal. */
async function shownPageName(page: Page): Promise<string | null> {
  if (!page.url().startsWith(baseUrl)) return null;
  return page
    .evaluate(() => {
      const pages = document.querySelectorAll('#root [data-page]');
      return pages.length === 1 ? pages[0].getAttribute('data-page') : null;
    })
    .catch(() => null);
}

/** Counts a tab's requests in flight (media streams aside) to wait for its network to go quiet. */
function networkOf(page: Page): { quiet: () => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (request: Request) =>
    !['media', 'websocket', 'eventsource'].includes(request.resourceType());
  const change = (delta: number) => (request: Request) => {
    if (!counted(request)) return;
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async quiet() {
      const cap = Date.now() + QUIET_CAP_MS;
      while (Date.now() < cap && (inFlight > 0 || Date.now() - lastChange < QUIET_MS))
        await new Promise((resolve) => setTimeout(resolve, 25));
    },
  };
}

/**
 * Opens a visit and waits until it has settled. A tab already showing another portal page
 * moves there as a link in the portal would (pushState + popstate, one router for every site):
 * a full load costs about four times as much, and the policy is the document's, the same for
 * every route (each route's own HTML answer is checked for it separately). Otherwise, or when
 * the route leaves the portal (a sign-in redirect, a handoff), the document is loaded.
 */
async function open(page: Page, visit: Visit): Promise<void> {
  const left = visit.page && !visit.ready ? await shownPageName(page) : null;
  if (left && visit.page && left !== visit.page) {
    const expected: Expected = {
      left,
      page: visit.page,
      pathname: new URL(visit.url, baseUrl).pathname,
    };
    try {
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, visit.url);
      await page.waitForFunction(settledIn, expected, { timeout: SETTLE_TIMEOUT_MS });
      return;
    } catch (error) {
      if (!navigatedOn(error)) throw error;
    }
  } else {
    await page.goto(`${baseUrl}${visit.url}`, { waitUntil: 'domcontentloaded' });
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('load');
      if (visit.ready) await visit.ready(page);
      else await page.waitForFunction(settledIn, null, { timeout: SETTLE_TIMEOUT_MS });
      return;
    } catch (error) {
      // The page went on to another document (a handoff, a sign-in redirect): settle that one.
      if (attempt < 3 && navigatedOn(error)) continue;
      throw error;
    }
  }
}

/** The CSP header of a path's HTML answer, fetched outside the browser. */
async function policyOf(url: string): Promise<string> {
  const response = await fetch(`${baseUrl}${url}`, { redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return `${url}: not HTML (${response.status} ${type})`;
  return response.headers.get('content-security-policy') ?? `${url}: no policy`;
}

interface Watched {
  context: BrowserContext;
  violations: Violation[];
  /** Same-origin HTML documents answered: url and their CSP header. */
  documents: Promise<{ url: string; policy: string | undefined } | null>[];
  /** What each tab is visiting now, so a report names its route. */
  current: Map<Page, Visit>;
}

/**
 * A browser context that reports every CSP violation of every frame through a binding (kept
 * even when the page navigates right after) and records the policy of every HTML answer.
 */
async function watchedContext(browser: Browser): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const watched: Watched = { context, violations: [], documents: [], current: new Map() };
  await context.exposeBinding(
    '__reportCspViolation',
    ({ page }, report: Omit<Violation, 'visit'>) => {
      watched.violations.push({ visit: watched.current.get(page)?.key ?? '?', ...report });
    },
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      void report({
        url: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'document' || !response.url().startsWith(baseUrl))
      return;
    watched.documents.push(
      response
        .allHeaders()
        .then((headers) =>
          (headers['content-type'] ?? '').startsWith('text/html')
            ? { url: response.url(), policy: headers['content-security-policy'] }
            : null,
        )
        .catch(() => null),
    );
  });
  return watched;
}

/**
 * Opens every visit in `tabs` tabs of the context at once. Returns the keys visited and the
 * problems met (a page that never settled); CSP messages on the console count as violations.
 */
async function visitAll(
  watched: Watched,
  visits: Visit[],
  tabs: number,
  firstPage?: Page,
): Promise<{ visited: string[]; problems: string[] }> {
  const queue = [...visits];
  const visited: string[] = [];
  const problems: string[] = [];
  const pages = await Promise.all(
    Array.from({ length: tabs }, (_, index) =>
      index === 0 && firstPage ? firstPage : watched.context.newPage(),
    ),
  );
  await Promise.all(
    pages.map(async (page) => {
      const { cspViolations } = watchConsole(page);
      const network = networkOf(page);
      for (let visit = queue.shift(); visit; visit = queue.shift()) {
        watched.current.set(page, visit);
        const seen = cspViolations.length;
        try {
          await open(page, visit);
          // Late requests (data after the first render, lazy parts) may still meet the policy.
          await network.quiet();
          visited.push(visit.key);
        } catch (error) {
          problems.push(`${visit.key} (${visit.url}): ${String(error).split('\n')[0]}`);
        }
        for (const text of cspViolations.slice(seen))
          watched.violations.push({
            visit: visit.key,
            url: page.url(),
            directive: 'console',
            blocked: text,
            source: '',
          });
      }
    }),
  );
  return { visited, problems };
}

/** The stand-in's HTML answers of the latest visits, each with the site policy or not. */
async function documentsWithoutPolicy(watched: Watched): Promise<string[]> {
  const documents = (await Promise.all(watched.documents)).filter((document) => document !== null);
  expect(documents.length).toBeGreaterThan(0);
  return documents
    .filter((document) => document.policy !== CONTENT_SECURITY_POLICY)
    .map((document) => `${document.url}: ${document.policy ?? 'no policy'}`);
}

let browser: Browser;
let textbookId = '';

beforeAll(async () => {
  await setScenario(baseUrl, 'default');
  // The first textbook the stand-in lists (its catalogue is a real one, ids are uuids).
  const version = (await (
    await fetch(
      `${baseUrl}/svc/static/zxx/ndrs/national_lesson/teachingmaterials/version/data_version.json`,
    )
  ).json()) as { urls: string[] };
  const part = (await (await fetch(`${baseUrl}${version.urls[0]}`)).json()) as { id: string }[];
  textbookId = part[0].id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('CSP without exceptions', () => {
  it('the hostile article is sanitised without a single violation', async () => {
    const watched = await watchedContext(browser);
    const page = await watched.context.newPage();
    const { cspViolations } = watchConsole(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const visit: Visit = {
      key: 'hostile article',
      url: `/content/detail?contentId=${DETAIL_IDS.article}&contentType=article`,
    };
    watched.current.set(page, visit);
    await open(page, visit);
    // The article is on the page, sanitised: its text is there, its handlers are not.
    const body = page.locator('[data-article-body]');
    await expect(
      body.locator('p', { hasText: '图片加载失败时不应执行任何脚本' }).count(),
    ).resolves.toBe(1);
    await expect(body.locator('[onerror], [onclick], script, iframe').count()).resolves.toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // The frame DOMPurify borrowed its parser from is gone again.
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    expect(dialogs).toEqual([]);
    // Before the fix, reading the article reported script-src-attr twice (onerror, onclick).
    expect(watched.violations).toEqual([]);
    expect(cspViolations).toEqual([]);
    await expect(documentsWithoutPolicy(watched)).resolves.toEqual([]);
    await watched.context.close();
  });

  it('every route of every site manifest, and the stand-in’s own pages, report no violation', async () => {
    const started = Date.now();
    const sites = readSites();
    const samples = routeSamples(textbookId);
    const routeVisits: (Visit & { guard?: string })[] = sites.flatMap((site) =>
      site.routes
        .filter((route) => !(`${site.id} ${route.path}` in EXCLUDED_ROUTES))
        .map((route) => ({
          key: `${site.id} ${route.path}`,
          url: routeUrl(site, route, samples),
          page: route.page,
          guard: route.guard,
        })),
    );
    const standInPages: Visit[] = [
      { key: 'sign-in page', url: '/sso/login?redirect_uri=%2F' },
      { key: 'admin site (key refused)', url: '/svc/admin?jump=%2F&uckey=no-such-key' },
      { key: 'personal centre', url: '/svc/personal/user/myFavorite' },
      { key: 'upgrade page', url: '/upgrade.html' },
      {
        key: 'preview app',
        url: '/preview?site=portal&page=%2F',
        // The preview app frames the portal (frame-ancestors 'self' must allow it).
        ready: async (page: Page) => {
          const frame = await previewFrame(page);
          await frame.waitForFunction(settledIn, null, { timeout: SETTLE_TIMEOUT_MS });
        },
      },
    ];

    // Each page's own HTML answer carries the policy (the browser below moves between routes
    // of the portal without loading a new document, and records the documents it does load).
    const policies = await Promise.all(
      [...routeVisits, ...standInPages].map((visit) => policyOf(visit.url)),
    );
    expect(policies.filter((policy) => policy !== CONTENT_SECURITY_POLICY)).toEqual([]);

    const signedOut = await watchedContext(browser);
    const signedIn = await watchedContext(browser);
    const signInPage = await signedIn.context.newPage();
    const guarded = routeVisits.filter(
      (visit) => visit.guard && !GUARDS_A_VISITOR_PASSES.has(visit.guard),
    );
    const [outside, inside] = await Promise.all([
      // Routes a visitor is sent away from (to sign in) last: a tab that has left the portal
      // must load the next route as a new document, one that stays moves on in the portal.
      visitAll(
        signedOut,
        [...routeVisits.filter((visit) => !guarded.includes(visit)), ...guarded, ...standInPages],
        TABS,
      ),
      (async () => {
        await signIn(signInPage, baseUrl, SIGNED_IN_ACCOUNT, '/goTip');
        return visitAll(signedIn, guarded, 2, signInPage);
      })(),
    ]);

    const routeCount = sites.reduce((sum, site) => sum + site.routes.length, 0);
    const visited = new Set(outside.visited);
    const manifestRoutesVisited = routeVisits.filter((visit) => visited.has(visit.key));
    console.log(
      `CSP: visited ${manifestRoutesVisited.length} of ${routeCount} routes in ${sites.length} ` +
        `manifests signed out, ${inside.visited.length} guarded routes signed in as ` +
        `${SIGNED_IN_ACCOUNT}, and ${standInPages.length} stand-in pages, in ` +
        `${Math.round((Date.now() - started) / 1000)} s`,
    );

    expect([...outside.problems, ...inside.problems]).toEqual([]);
    expect([...signedOut.violations, ...signedIn.violations]).toEqual([]);
    expect([
      ...(await documentsWithoutPolicy(signedOut)),
      ...(await documentsWithoutPolicy(signedIn)),
    ]).toEqual([]);
    // No route skipped silently: all of them, but for the listed exclusions.
    expect(manifestRoutesVisited.length).toBe(routeCount - Object.keys(EXCLUDED_ROUTES).length);
    expect(standInPages.filter((visit) => !visited.has(visit.key))).toEqual([]);
    expect(inside.visited.length).toBe(guarded.length);
    expect(guarded.length).toBeGreaterThan(0);
    await Promise.all([signedOut.context.close(), signedIn.context.close()]);
  }, 240_000);
});
