/**
 * Every route of every site manifest, with the seeded parameters and queries that open each on
 * something real, and how a tab opens one and waits until it has settled. Shared by the browser
 * tests that visit them all (everyRoute: the content security policy and axe-core, in one pass).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { DETAIL_IDS } from '../../server/seed-data/resources';
import { STUDIO_IDS, STUDIO_SEEDS } from '../../server/seed-data/studios';
import { TRAINING_SEEDS, TRAINING_WORKS } from '../../server/seed-data/training';
import { COURSE_IDS, HONOUR_IDS, TOPIC_ID } from '../../server/seed-data/courses';
import { SCHOOL_SERVICE_LIVE_IDS } from '../../server/seed-data/miscPages';

const SITE_CONFIGS = resolve(import.meta.dirname, '../../site-configs');

export interface ManifestRoute {
  path: string;
  page: string;
  guard?: string;
}

export interface Site {
  id: string;
  pathPrefix: string;
  routes: ManifestRoute[];
}

export interface Sample {
  params?: Record<string, string>;
  /** The query the page reads its subject from (without it, the page shows its empty state). */
  query?: string;
}

export interface Visit {
  /** `"<site id> <route path>"` for a manifest route; a description for the stand-in's pages. */
  key: string;
  url: string;
  /** The manifest page the route shows. */
  page?: string;
  /** For pages other than the portal's: what shows the page has settled. */
  ready?: (page: Page) => Promise<unknown>;
}

/** Every site manifest: any `site.json` below site-configs/. */
export function readSites(): Site[] {
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
export function contestOf(siteId: string): string | undefined {
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
export function routeSamples(textbookId: string): Record<string, Sample> {
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

export function routeUrl(
  site: Site,
  route: ManifestRoute,
  samples: Record<string, Sample>,
): string {
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
export const SETTLE_TIMEOUT_MS = 30_000;

/** What a client-side navigation waits for: the page it left, the page and path it asked for. */
export interface Expected {
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
export function settledIn(expected: Expected | null): boolean {
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
export const navigatedOn = (error: unknown) => /context was destroyed|navigat/i.test(String(error));

/** The one manifest page the portal shows now, if the tab shows the portal. */
async function shownPageName(page: Page, baseUrl: string): Promise<string | null> {
  if (!page.url().startsWith(baseUrl)) return null;
  return page
    .evaluate(() => {
      const pages = document.querySelectorAll('#root [data-page]');
      return pages.length === 1 ? pages[0].getAttribute('data-page') : null;
    })
    .catch(() => null);
}

/** Counts a tab's requests in flight (media streams aside) to wait for its network to go quiet. */
export function networkOf(page: Page): { quiet: () => Promise<void> } {
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
export async function open(page: Page, visit: Visit, baseUrl: string): Promise<void> {
  const left = visit.page && !visit.ready ? await shownPageName(page, baseUrl) : null;
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
    for (let attempt = 0; ; attempt++) {
      try {
        await page.goto(`${baseUrl}${visit.url}`, { waitUntil: 'domcontentloaded' });
        break;
      } catch (error) {
        // The route before still had a redirect on its way (a bridge sending a visitor home
        // after its message): it took the tab first. Go again once it has landed.
        if (attempt >= 2 || !/interrupted by another navigation/i.test(String(error))) throw error;
        await page.waitForLoadState('load').catch(() => undefined);
      }
    }
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

/** The first textbook the stand-in lists (its catalogue is a real one, ids are uuids). */
export async function firstTextbookId(baseUrl: string): Promise<string> {
  const version = (await (
    await fetch(
      `${baseUrl}/svc/static/zxx/ndrs/national_lesson/teachingmaterials/version/data_version.json`,
    )
  ).json()) as { urls: string[] };
  const part = (await (await fetch(`${baseUrl}${version.urls[0]}`)).json()) as { id: string }[];
  return part[0].id;
}
