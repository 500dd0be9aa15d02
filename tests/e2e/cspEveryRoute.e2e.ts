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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { e2eBaseUrl, launchBrowser, setScenario, signIn, watchConsole } from './browser';
import { previewFrame } from './previewPage';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security';
import { DETAIL_IDS } from '../../server/seed-data/resources';
import {
  SETTLE_TIMEOUT_MS,
  firstTextbookId,
  networkOf,
  open as openVisit,
  readSites,
  routeSamples,
  routeUrl,
  settledIn,
  type Visit,
} from './manifestRoutes';

const baseUrl = e2eBaseUrl();

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

interface Violation {
  visit: string;
  url: string;
  directive: string;
  blocked: string;
  source: string;
}

/** Opens a visit on this file's stand-in and waits until it has settled. */
const open = (page: Page, visit: Visit) => openVisit(page, visit, baseUrl);

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
  textbookId = await firstTextbookId(baseUrl);
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
