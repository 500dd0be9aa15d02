/**
 * Every route of every site manifest as an address a browser can open: the site's path prefix
 * plus the route path, each `:param` filled with a real seeded id, plus the query a page needs
 * to show its data (`contentId`, `libraryId`, `courseId`…). Also which query parameters each
 * page reads, and whether it needs a signed-in visitor.
 *
 * Used by the XSS probe (`scripts/probe/xssFamily.ts`); written as its own module so the
 * browser test that visits every route under the CSP can share it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Database } from 'better-sqlite3';

export interface SiteRoute {
  siteId: string;
  /** The route path as the manifest writes it ('' is the site home). */
  routePath: string;
  /** Path prefix + route path with every `:param` filled, plus the sample query. */
  url: string;
  page: string;
  /** Block types of the page (nested ones included). */
  blockTypes: string[];
  /** The route's guard, when it has one. */
  guard?: string;
  /** Query parameters the page reads (from block props and the blocks' own parameters). */
  queryKeys: string[];
  /** For each query parameter, the block types of the page that read it. */
  queryReaders: Record<string, string[]>;
  /** True when the page shows only a signed-in visitor's data (or sends others to sign in). */
  signedIn: boolean;
}

/** Seeded data the sample addresses are filled from. */
export interface RouteSamples {
  /** The first content of a library, for detail pages; undefined for an empty library. */
  firstContentOf(libraryId: string): string | undefined;
}

/** Samples read from a stand-in database (`server/db`). */
export function databaseSamples(db: Database): RouteSamples {
  const first = db.prepare(
    'SELECT id FROM library_contents WHERE library_id = ? ORDER BY sort_order, id LIMIT 1',
  );
  return {
    firstContentOf: (libraryId) => (first.get(libraryId) as { id: string } | undefined)?.id,
  };
}

/** Query parameters blocks read on their own (props that name one are read from the manifest). */
const BLOCK_QUERY_KEYS: Record<string, readonly string[]> = {
  'content-list': ['keyword', 'channelId', 'firstLevel', 'type', 'subject', 'module', 'term'],
  'course-index': ['courseId', 'channelId', 'libraryId', 'breadcrumb', 'firstLevel'],
  'course-player': ['courseId', 'lessonId', 'channelId', 'libraryId', 'breadcrumb', 'firstLevel'],
  'course-work': ['courseId', 'workId', 'channelId', 'libraryId', 'breadcrumb', 'firstLevel'],
  'course-topic': ['topicId'],
  'course-honour': ['honourId'],
  'training-works': ['trainId', 'workId'],
  'training-news': ['newsId'],
  'training-list': ['status', 'type'],
  'training-live': ['status'],
  'live-list': ['status'],
  'lecturer-list': ['subject', 'keyword', 'page'],
  'studio-list': ['keyword', 'page'],
  'studio-home': ['contentId'],
  'sync-classroom': ['term', 'subject', 'edition', 'grade', 'volume'],
  'sync-textbook': ['lessonId', 'resourceId'],
  'tch-material': ['path'],
  'app-download': ['device'],
  'jpk-jump': ['jpk_type', 'role_code'],
  'login-bridge': ['redirect_uri', 'sdpAppId'],
  'external-link': ['url'],
};

/** Parameters every page reads at start-up (theme, language, the sign-in return, the preview frame). */
export const BOOT_QUERY_KEYS: readonly string[] = [
  'x-edu-theme',
  'lang',
  'ticket',
  'uckey',
  '__preview',
  'as',
  'role',
  'at',
];

/** Blocks that show a signed-in visitor's own data. */
const SIGNED_IN_BLOCKS = new Set([
  'user-home',
  'profile-form',
  'uc-account',
  'course-work',
  'course-desk',
  'training-works',
  'my-lives',
  'live-interaction',
  'area-admin',
]);

/** `:param` values by route path (portal routes whose ids depend on the route). */
const ROUTE_PARAMS: Record<string, Record<string, string>> = {
  'certificate/detail/:id': { id: 'KPZY-2026-000123' },
  'sedu/:id/catalog': { id: 'agzy' },
  'schoolService/:id/catalog': { id: 'kpjy' },
  'family/:id/catalog': { id: 'jyff' },
  'labourEdu/:id/catalog': { id: 'xjptld' },
  'labourEdu/wisdom/:id/catalog': { id: 'aljj' },
  'labourEdu/navigation/:id/catalog': { id: 'odfa' },
  'syncClassroom/textBook/:courseId': { courseId: '92a82135-2748-4ec2-9bc4-e3fae0fb80f9' },
  'tStudio/:scopeId': { scopeId: 'studio-teach-hd-math' },
  'tResource/:scopeId': { scopeId: 'studio-inst-pep' },
  'eStudio/:scopeId': { scopeId: 'studio-expert-curriculum' },
  'schSpace/:scopeId': { scopeId: 'studio-school-hd-shiyan' },
  'aStudio/:scopeId': { scopeId: 'studio-ai-teaching' },
  'lStudio/:scopeId': { scopeId: 'studio-lang-putonghua' },
};

/** `:param` values any route may use. */
const COMMON_PARAMS: Record<string, string> = {
  trainId: 'train-2026-summer',
  libraryId: 'lib-train-summer-dynamics',
  liveId: 'live-yuwen-shici',
  appId: 'app-1',
};

const COURSE_QUERY = (area: string, courseId: string, workId?: string) => ({
  courseId,
  channelId: `area-${area}`,
  libraryId: `lib-course-${area}`,
  breadcrumb: '精品课程',
  ...(workId ? { workId } : {}),
});

/** Sample query by portal route path (hd sites get theirs from their libraries and contest). */
const ROUTE_QUERY: Record<string, Record<string, string>> = {
  channel: { channelId: 'portal-featured' },
  'sunshine/list': { libraryId: 'lib-sunshine-news' },
  'sunshine/detail': { libraryId: 'lib-sunshine-news' },
  teacherTraining: { libraryId: 'lib-portal-teacherTraining' },
  'sport/list': { libraryId: 'lib-portal-sport' },
  'art/list': { libraryId: 'lib-portal-art' },
  'specialEdu/list': { libraryId: 'lib-portal-specialEdu' },
  'teacherTraining/courseIndex': COURSE_QUERY('teacherTraining', 'course-tt-szsy'),
  'teacherTraining/courseDetail': COURSE_QUERY('teacherTraining', 'course-tt-szsy'),
  'teacherTraining/courseDetail/work': COURSE_QUERY(
    'teacherTraining',
    'course-tt-szsy',
    'work-szsy-1',
  ),
  'sport/courseIndex': COURSE_QUERY('sport', 'course-sport-tiaosheng'),
  'sport/courseDetail': COURSE_QUERY('sport', 'course-sport-tiaosheng'),
  'sport/courseDetail/work': COURSE_QUERY('sport', 'course-sport-tiaosheng', 'work-tiaosheng-1'),
  'art/courseIndex': COURSE_QUERY('art', 'course-art-shuimo'),
  'art/courseDetail': COURSE_QUERY('art', 'course-art-shuimo'),
  'art/courseDetail/work': COURSE_QUERY('art', 'course-art-shuimo', 'work-shuimo-1'),
  'specialEdu/courseIndex': COURSE_QUERY('specialEdu', 'course-tj-shouyu'),
  'specialEdu/courseDetail': COURSE_QUERY('specialEdu', 'course-tj-shouyu'),
  'teacherTraining/staticTopic': { topicId: 'topic-tt-2026-summer' },
  'teacherTraining/honourDetail': { honourId: 'honour-tt-szsy' },
  externalLink: { url: 'https://reading.smartedu.example/books' },
  'training/workDetail': { workId: 'work-summer-zhangsan' },
  'training/workResult': { trainId: 'train-2026-summer' },
  'training/workResult/mark': { workId: 'work-summer-zhangsan' },
  'youth/detail': { displayType: 'simple', breadCrumb: '青少年' },
};

/**
 * Resource details shown by the detail routes, in turn, so that between them the detail
 * pages show each kind (the article's HTML, the link's address, the images…): `server/seed-data/resources.ts`.
 */
const DETAIL_CONTENT_IDS = [
  'res-article-xinli',
  'res-link-yuedu',
  'res-images-kejijie',
  'res-news-kexue',
  'res-smarturl-kpzy',
  'res-doc-fuli',
  'res-video-guanchao',
  'res-thematic-chuantong',
  'res-live-shuxue',
];

interface RawRoute {
  path: string;
  page: string;
  guard?: string;
  gate?: string;
}

interface RawSite {
  id: string;
  match?: { pathPrefix?: string };
  routes?: RawRoute[];
  pages?: Record<string, unknown>;
}

function siteFiles(dir: string, root = dir): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory())
        return dir === root && (name === 'shared' || name === 'messages')
          ? []
          : siteFiles(path, root);
      return name === 'site.json' ? [path] : [];
    });
}

/** Block types and props of a page, nested blocks (slots, tabs) included. */
function blocksOf(value: unknown, found: { type: string; props: Record<string, unknown> }[]) {
  if (Array.isArray(value)) value.forEach((item) => blocksOf(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string' && record.props && typeof record.props === 'object')
      found.push({ type: record.type, props: record.props as Record<string, unknown> });
    for (const child of Object.values(record)) blocksOf(child, found);
  }
  return found;
}

/** The first string of an environment entry (`contests.sxj` may be a map of several). */
function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object')
    for (const child of Object.values(value)) {
      const found = firstString(child);
      if (found) return found;
    }
  return undefined;
}

interface LocalEnvironment {
  contests?: Record<string, unknown>;
  libraries?: Record<string, unknown>;
}

function localEnvironment(siteConfigDir: string): LocalEnvironment {
  try {
    const file = JSON.parse(readFileSync(join(siteConfigDir, 'environments.json'), 'utf8')) as {
      environments?: Record<string, LocalEnvironment>;
    };
    return file.environments?.local ?? {};
  } catch {
    return {};
  }
}

/**
 * Every route of every site manifest under `siteConfigDir` (a manifest that does not parse is
 * left out: the validator reports it).
 */
export function siteRoutes(siteConfigDir: string, samples: RouteSamples): SiteRoute[] {
  const env = localEnvironment(siteConfigDir);
  const routes: SiteRoute[] = [];
  let detailTurn = 0;
  for (const file of siteFiles(siteConfigDir)) {
    let site: RawSite;
    try {
      site = JSON.parse(readFileSync(file, 'utf8')) as RawSite;
    } catch {
      continue;
    }
    const prefix = (site.match?.pathPrefix ?? '/').replace(/\/+$/, '');
    const key = relative(siteConfigDir, file).split('/').slice(-2, -1)[0] ?? '';
    const isCampaign = prefix.startsWith('/hd/');
    const contestId = firstString(env.contests?.[key]) ?? 'kpzy2026';
    const libraries = env.libraries?.[key];
    const libraryIds = libraries && typeof libraries === 'object' ? Object.values(libraries) : [];
    const siteLibrary =
      (libraryIds.find((id) => typeof id === 'string' && /news/.test(id)) as string) ??
      firstString(libraries) ??
      'lib-portal-sedu';
    const worksLibrary =
      (libraryIds.find((id) => typeof id === 'string' && /works/.test(id)) as string) ??
      siteLibrary;

    for (const route of site.routes ?? []) {
      const blocks = blocksOf(site.pages?.[route.page], []);
      const blockTypes = [...new Set(blocks.map((block) => block.type))];
      const queryKeys = new Set<string>();
      const queryReaders: Record<string, string[]> = {};
      const reads = (key: string, type: string) => {
        queryKeys.add(key);
        if (!(queryReaders[key] ??= []).includes(type)) queryReaders[key].push(type);
      };
      const query: Record<string, string> = { ...(isCampaign ? {} : ROUTE_QUERY[route.path]) };
      for (const block of blocks) {
        for (const keyName of BLOCK_QUERY_KEYS[block.type] ?? []) reads(keyName, block.type);
        const fromQuery = (prop: string) =>
          typeof block.props[prop] === 'string' ? (block.props[prop] as string) : undefined;
        for (const [prop, value] of Object.entries(block.props))
          if (/FromQuery$/.test(prop) && typeof value === 'string') reads(value, block.type);
        // What a page reading these parameters needs to find its data: the library first,
        // then a content of that library.
        const libraryKey = fromQuery('libraryIdFromQuery');
        if (libraryKey && !query[libraryKey])
          query[libraryKey] = /show\/content$/.test(route.path) ? worksLibrary : siteLibrary;
        const contestKey = fromQuery('contestIdFromQuery');
        if (contestKey && !query[contestKey]) query[contestKey] = contestId;
        const idKey = fromQuery('idFromQuery');
        if (idKey && !query[idKey]) {
          const library = (libraryKey && query[libraryKey]) || siteLibrary;
          query[idKey] =
            block.type === 'content-detail'
              ? (samples.firstContentOf(library) ?? '')
              : DETAIL_CONTENT_IDS[detailTurn++ % DETAIL_CONTENT_IDS.length];
        }
      }
      for (const [name, value] of Object.entries(query)) if (!value) delete query[name];

      const params: Record<string, string> = {
        ...COMMON_PARAMS,
        contestId,
        ...ROUTE_PARAMS[route.path],
      };
      const path = route.path
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? 'x') : segment,
        )
        .join('/');
      const search = new URLSearchParams(query).toString();
      const guard = route.guard ?? route.gate;
      routes.push({
        siteId: site.id,
        routePath: route.path,
        url:
          `${prefix}/${path}`.replace(/\/+$/, '').replace(/^$/, '/') + (search ? `?${search}` : ''),
        page: route.page,
        blockTypes,
        ...(guard ? { guard } : {}),
        queryKeys: [...queryKeys].sort(),
        queryReaders,
        signedIn: Boolean(guard) || blockTypes.some((type) => SIGNED_IN_BLOCKS.has(type)),
      });
    }
  }
  return routes;
}
