/**
 * Links built from channel sections (seed 000 §2 "Channel landing page"), in one place.
 *
 * Every builder returns a plain in-site path or the item's own URL, without the theme: the
 * component passes it through `useSafeHref()`, which drops unsafe schemes and carries
 * x-edu-theme to in-site links (ledger A-59).
 *
 * ## Link base (`linkBaseFor`)
 *
 * Section links start with a base chosen by the current host, then by the current path
 * (first match wins, a prefix matches whole path segments only):
 *
 * | current host / path            | base               | why                                   |
 * |--------------------------------|--------------------|---------------------------------------|
 * | host listed in `hostBases`     | its value          | a contest on its own host ('' → `/…`) |
 * | `/teacherTrainingNav…`         | `/teacherTraining` | the channel home links into the column pages |
 * | `/teacherTraining…`            | `/teacherTraining` | teacher training                      |
 * | `/sport…`                      | `/sport`           | sport                                 |
 * | `/art…`                        | `/art`             | art                                   |
 * | `/specialEdu…`                 | `/specialEdu`      | special education                     |
 * | `/kx…`                         | `/kx`              | kx                                    |
 * | `/hd/{key}…`                   | `/hd/{key}`        | zgm and every campaign / contest variant (`/hd/sxj`, `/hd/b-sxj`, …) |
 * | anything else                  | `/teacherTraining` | the channel landing page belongs to teacher training (its column list takes channelId) |
 *
 * ## More links (`moreLink`, ledger A-08)
 *
 * `section.moreUrl` (set by the page, e.g. the first-two-channels mode) wins. Otherwise
 * `setting.data.show_more_data` decides; no show_more_data means no more link:
 * - `show_more: 1` list by library: `{base}/list?libraryId&firstLevel` (firstLevel =
 *   catalog_id when given); on teacher training the list is the column page
 *   `/teacherTraining?channelId&sectionId&libraryId`; on zgm it is `/hd/zgm/list?libraryId`.
 * - `show_more: 2` catalogue page by catalog_id: `{base}/{catalogId}/catalog` (the shape of
 *   the spec's catalogue pages, e.g. /sedu/{id}/catalog).
 * - `show_more: 3` web_url.
 * - no `show_more` (campaign data, HD-SECT-09): web_url if present, else the list by
 *   library_id, else the catalogue page by catalog_id.
 */
import type { LibraryContent, Section } from '../../services/entities';
import { decideLink } from './linkPolicy';

export const TEACHER_TRAINING_BASE = '/teacherTraining';
export const ZGM_BASE = '/hd/zgm';
/** Base used when no row of the table matches (see the module comment). */
export const DEFAULT_LINK_BASE = TEACHER_TRAINING_BASE;

/** Path prefix → base, checked in order; `/hd/{key}` is handled after these rows. */
export const LINK_BASE_TABLE: readonly { prefix: string; base: string }[] = [
  { prefix: '/teacherTrainingNav', base: TEACHER_TRAINING_BASE },
  { prefix: TEACHER_TRAINING_BASE, base: TEACHER_TRAINING_BASE },
  { prefix: '/sport', base: '/sport' },
  { prefix: '/art', base: '/art' },
  { prefix: '/specialEdu', base: '/specialEdu' },
  { prefix: '/kx', base: '/kx' },
];

const CAMPAIGN_PREFIX = /^\/hd\/([^/?#]+)/;

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The base for section links on the current page (table in the module comment). */
export function linkBaseFor(
  pathname: string,
  host?: string,
  hostBases: Readonly<Record<string, string>> = {},
): string {
  if (host && Object.prototype.hasOwnProperty.call(hostBases, host)) return hostBases[host];
  for (const row of LINK_BASE_TABLE) {
    if (hasPrefix(pathname, row.prefix)) return row.base;
  }
  const campaign = CAMPAIGN_PREFIX.exec(pathname);
  if (campaign) return `/hd/${campaign[1]}`;
  return DEFAULT_LINK_BASE;
}

type QueryValue = string | number | undefined | null;

/** Builds `path?k=v…` with exactly the given keys, in the given order ('' when missing). */
function withQuery(path: string, entries: [string, QueryValue][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of entries)
    query.append(key, value === undefined || value === null ? '' : String(value));
  return `${path}?${query.toString()}`;
}

/** `showPv` asks the target page to count a page view; section links always do. */
const SHOW_PV = 'true';

export interface CourseLinkParams {
  courseId: string;
  tag?: string;
  channelId?: string;
  libraryId?: string;
  breadcrumb?: string;
  firstLevel?: string;
  secondLevel?: string;
  thirdLevel?: string;
  align?: string;
  showPv?: string;
}

/** `{base}/courseIndex?courseId&tag&channelId&libraryId&breadcrumb&firstLevel&secondLevel&thirdLevel&align&showPv` */
export function courseLink(base: string, p: CourseLinkParams): string {
  return withQuery(`${base}/courseIndex`, [
    ['courseId', p.courseId],
    ['tag', p.tag],
    ['channelId', p.channelId],
    ['libraryId', p.libraryId],
    ['breadcrumb', p.breadcrumb],
    ['firstLevel', p.firstLevel],
    ['secondLevel', p.secondLevel],
    ['thirdLevel', p.thirdLevel],
    ['align', p.align],
    ['showPv', p.showPv ?? SHOW_PV],
  ]);
}

export interface DetailLinkParams {
  contentId: string;
  contentType?: string;
  channelId?: string;
  libraryId?: string;
  showPv?: string;
}

/** `{base}/detail?contentId&contentType&channelId&libraryId&showPv` */
export function detailLink(base: string, p: DetailLinkParams): string {
  return withQuery(`${base}/detail`, [
    ['contentId', p.contentId],
    ['contentType', p.contentType],
    ['channelId', p.channelId],
    ['libraryId', p.libraryId],
    ['showPv', p.showPv ?? SHOW_PV],
  ]);
}

/** `{base}/list?libraryId&firstLevel` */
export function listLink(base: string, p: { libraryId: string; firstLevel?: string }): string {
  return withQuery(`${base}/list`, [
    ['libraryId', p.libraryId],
    ['firstLevel', p.firstLevel],
  ]);
}

/** `{base}/show/content?workId&libraryId` */
export function workShowLink(base: string, p: { workId: string; libraryId?: string }): string {
  return withQuery(`${base}/show/content`, [
    ['workId', p.workId],
    ['libraryId', p.libraryId],
  ]);
}

/**
 * `/publicLive/{liveId}`. Campaign sites have their own public live page
 * (`/hd/{hdmx}/publicLive/{id}`, seed 001 §2), so a campaign base keeps the visitor there.
 */
export function liveLink(liveId: string, base = ''): string {
  const prefix = CAMPAIGN_PREFIX.test(base) ? base : '';
  return `${prefix}/publicLive/${encodeURIComponent(liveId)}`;
}

/** `/training/{id}` */
export function trainingLink(id: string): string {
  return `/training/${encodeURIComponent(id)}`;
}

/** `/teacherTraining?channelId&sectionId&libraryId` */
export function teacherTrainingColumnLink(p: {
  channelId?: string;
  sectionId?: string;
  libraryId?: string;
}): string {
  return withQuery(TEACHER_TRAINING_BASE, [
    ['channelId', p.channelId],
    ['sectionId', p.sectionId],
    ['libraryId', p.libraryId],
  ]);
}

/** `/hd/zgm/list?libraryId` */
export function zgmListLink(libraryId: string): string {
  return withQuery(`${ZGM_BASE}/list`, [['libraryId', libraryId]]);
}

/** `{base}/{catalogId}/catalog` (ledger A-08 mode 2). */
export function catalogueLink(base: string, catalogId: string): string {
  return `${base}/${encodeURIComponent(catalogId)}/catalog`;
}

/** Resource types (seed 000 §3) grouped by the page they open. */
export const URL_RESOURCE_TYPES: readonly string[] = [
  'assets_url',
  'x_url',
  'x_smarturl',
  'x_smartlink',
];
export const COURSE_RESOURCE_TYPES: readonly string[] = [
  'offline_course',
  'thematic_course',
  'o_course',
  't_course',
  's_course',
];
export const LIVE_RESOURCE_TYPES: readonly string[] = ['open_class_live'];
export const TRAINING_RESOURCE_TYPES: readonly string[] = ['auxo-train'];
export const DETAIL_RESOURCE_TYPES: readonly string[] = [
  'assets_document',
  'assets_video',
  'assets_audio',
  'article',
  'image_list',
  'share_resource',
  'x_audio_video',
  'x_document',
  'x_image_list',
  'x_article',
  'x_provider',
  't_news',
];

export function isUrlResource(item: Pick<LibraryContent, 'resource_type'>): boolean {
  return URL_RESOURCE_TYPES.includes(item.resource_type ?? '');
}

/** The section's display title (display.title, else data.title). */
export function sectionTitle(section: Section): string {
  return section.setting?.display?.title || section.setting?.data?.title || '';
}

/** Library of an item: its own, else the section's. */
function itemLibrary(item: LibraryContent, section: Section): string | undefined {
  return item.library_id || section.setting?.data?.library_id || undefined;
}

/**
 * Text that the URL parser could read as an http(s) address: after leading controls and spaces
 * (the policy trims them), `http` or `https` and a colon, with any tab or line break between the
 * letters (the parser drops those anywhere).
 */
const HTTP_SCHEME_START =
  // eslint-disable-next-line no-control-regex
  /^[\u0000-\u0020\s\uFEFF]*h[\t\n\r]*t[\t\n\r]*t[\t\n\r]*p[\t\n\r]*(s[\t\n\r]*)?:/i;

/**
 * A description starting with http is the link target (seed 000 §2, CORE-CHAN-30): when the
 * link policy takes it as an absolute http(s) address, its normalised URL (the card's link then
 * decides in-site or the interstitial); a description that only starts with the letters is text.
 */
export function descriptionTarget(item: Pick<LibraryContent, 'description'>): string | undefined {
  // Most descriptions are prose: asking the URL parser about each (it throws on text) cost the
  // home page's hydration 15 ms of a phone's time. Only text whose scheme reads http(s) can be
  // an external address; the policy still decides those.
  if (typeof item.description !== 'string' || !HTTP_SCHEME_START.test(item.description))
    return undefined;
  const decision = decideLink(item.description);
  return decision.kind === 'external' ? decision.url : undefined;
}

/**
 * Where a card of `section` opens. Order: a description starting with http; a works
 * section's show page; then by resource type (url types → extra.url, course types →
 * courseIndex, open class live → public live, training → training, articles, documents,
 * videos and the other content types → detail). Undefined means "not supported": the card
 * shows 当前资源类型暂不支持 instead of navigating (seed 000 §5).
 */
export function itemLink(item: LibraryContent, section: Section, base: string): string | undefined {
  const described = descriptionTarget(item);
  if (described) return described;
  const type = item.resource_type ?? '';
  const libraryId = itemLibrary(item, section);
  const channelId = section.channel_id;
  if (section.setting?.data?.useWorks) {
    return workShowLink(base, { workId: item.resource_id || item.id, libraryId });
  }
  if (URL_RESOURCE_TYPES.includes(type)) return item.extra?.url || undefined;
  if (COURSE_RESOURCE_TYPES.includes(type)) {
    return courseLink(base, {
      courseId: item.resource_id || item.id,
      channelId,
      libraryId,
      breadcrumb: sectionTitle(section),
    });
  }
  if (LIVE_RESOURCE_TYPES.includes(type)) {
    const liveId = item.resource_id || item.id;
    return liveId ? liveLink(liveId, base) : undefined;
  }
  if (TRAINING_RESOURCE_TYPES.includes(type)) return trainingLink(item.resource_id || item.id);
  if (DETAIL_RESOURCE_TYPES.includes(type)) {
    return detailLink(base, {
      // HD-SECT-11: detail by library_content_id, else unit_id.
      contentId: item.library_content_id || item.unit_id || item.resource_id || item.id,
      contentType: type,
      channelId,
      libraryId,
    });
  }
  return undefined;
}

type MoreMode = 1 | 2 | 3;

/** Ledger A-08; see the module comment. */
export function moreLink(section: Section, base: string): string | undefined {
  if (section.moreUrl) return section.moreUrl;
  const more = section.setting?.data?.show_more_data;
  if (!more) return undefined;
  const libraryId = more.library_id || section.setting?.data?.library_id;
  const mode: MoreMode | undefined =
    more.show_more ?? (more.web_url ? 3 : libraryId ? 1 : more.catalog_id ? 2 : undefined);
  switch (mode) {
    case 1:
      if (!libraryId) return undefined;
      if (base === TEACHER_TRAINING_BASE) {
        return teacherTrainingColumnLink({
          channelId: more.channel_id || section.channel_id,
          sectionId: section.id,
          libraryId,
        });
      }
      if (base === ZGM_BASE) return zgmListLink(libraryId);
      return listLink(base, { libraryId, firstLevel: more.catalog_id });
    case 2:
      return more.catalog_id ? catalogueLink(base, more.catalog_id) : undefined;
    case 3:
      return more.web_url || undefined;
    default:
      return undefined;
  }
}
