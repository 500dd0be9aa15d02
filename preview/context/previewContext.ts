/**
 * The simulated context of a live preview (issue 5, point 2), and its one encoding in the
 * preview page's URL so a QA link reproduces exactly what someone saw. The editor, the context
 * simulator and the gate truth table all read and write this shape; the iframe runtime reads
 * the same fields from its own query (`PREVIEW_FRAME_PARAM`).
 *
 * Identity is simulated with the stand-in's demo accounts (server/seed-data/users.ts), so the
 * facts the gates read come through the real services, not through invented data. Contest and
 * enrolment state are the stand-in's named scenarios (server/scenarios.ts). Time is the
 * runtime's offset clock (src/runtime/facts/clock.ts).
 */
import { PREVIEW_FRAME_PARAM } from '../../src/runtime/preview/frameParam';
import { FRAME_QUERY } from '../../src/runtime/preview/protocol';

/** Device widths offered as buttons; any other positive width is a custom one. */
export const PREVIEW_WIDTHS = [375, 768, 1440] as const;
export const DEFAULT_PREVIEW_WIDTH = 1440;

/** `null` account: logged out. Otherwise the demo account's `account` key (student, teacher…). */
export interface PreviewContext {
  /** Site id from /manifests/index.json (portal, kpzy…). */
  site: string;
  /** Path inside the site, as the visitor would type it after the site's prefix ('/', '/enrolls'). */
  page: string;
  width: number;
  account: string | null;
  /** Current role code among the account's roles; absent: the runtime's own choice. */
  role: string | null;
  /** Simulated instant, epoch ms; absent: real time. */
  now: number | null;
  /** Stand-in scenario name (contest status and enrolment status); absent: leave as it is. */
  scenario: string | null;
  /** `x-edu-theme`; 'site': no parameter, the site's own default (kpzy is dark). */
  theme: 'light' | 'dark' | 'site';
  lang: 'zh-CN' | 'en';
}

export const DEFAULT_PREVIEW_CONTEXT: PreviewContext = {
  site: 'portal',
  page: '/',
  width: DEFAULT_PREVIEW_WIDTH,
  account: null,
  role: null,
  now: null,
  scenario: null,
  theme: 'site',
  lang: 'zh-CN',
};

/** Query keys on /preview; short because QA paste these links into tickets. */
const KEYS = {
  site: 'site',
  page: 'page',
  width: 'w',
  account: 'as',
  role: 'role',
  now: 'at',
  scenario: 'scenario',
  theme: 'theme',
  lang: 'lang',
} as const;

/** Writes the context into query parameters, leaving out what equals the default. */
export function encodePreviewContext(context: PreviewContext): URLSearchParams {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== fallback) query.set(key, String(value));
  };
  put(KEYS.site, context.site, null);
  put(KEYS.page, context.page, '/');
  put(KEYS.width, context.width, DEFAULT_PREVIEW_WIDTH);
  put(KEYS.account, context.account, null);
  put(KEYS.role, context.role, null);
  put(KEYS.now, context.now === null ? null : new Date(context.now).toISOString(), null);
  put(KEYS.scenario, context.scenario, null);
  put(KEYS.theme, context.theme, 'site');
  put(KEYS.lang, context.lang, 'zh-CN');
  return query;
}

/** Reads a context back; anything missing or malformed falls back to the default. */
export function decodePreviewContext(query: URLSearchParams): PreviewContext {
  const text = (key: string) => {
    const value = query.get(key);
    return value === null || value === '' ? null : value;
  };
  const width = Number(text(KEYS.width));
  const at = text(KEYS.now);
  const instant = at === null ? Number.NaN : Date.parse(at);
  const theme = text(KEYS.theme);
  const lang = text(KEYS.lang);
  return {
    site: text(KEYS.site) ?? DEFAULT_PREVIEW_CONTEXT.site,
    page: normalisePage(text(KEYS.page)),
    width: Number.isInteger(width) && width >= 240 && width <= 3840 ? width : DEFAULT_PREVIEW_WIDTH,
    account: text(KEYS.account),
    role: text(KEYS.role),
    now: Number.isNaN(instant) ? null : instant,
    scenario: text(KEYS.scenario),
    theme: theme === 'dark' || theme === 'light' ? theme : 'site',
    lang: lang === 'en' ? 'en' : 'zh-CN',
  };
}

function normalisePage(page: string | null): string {
  if (page === null || !page.startsWith('/') || page.startsWith('//')) return '/';
  return page;
}

/** The address of the preview page showing this context. */
export function previewHref(context: PreviewContext): string {
  const query = encodePreviewContext(context).toString();
  return query ? `/preview?${query}` : '/preview';
}

export { PREVIEW_FRAME_PARAM };

/** The theme parameter the portal reads (src/lib/specConstants.ts THEME_QUERY_PARAM). */
const THEME_PARAM = 'x-edu-theme';

/**
 * The address the live-preview frame opens: the site's page as a visitor would type it, plus
 * the frame's own keys (who is signed in, which role, what time) and the visitor-facing theme
 * and language parameters. Width and scenario are the parent's business.
 */
export function frameHref(context: PreviewContext, sitePrefix: string): string {
  const [pagePath, pageQuery = ''] = context.page.split('?');
  const prefix = sitePrefix === '/' ? '' : sitePrefix.replace(/\/$/, '');
  const path = pagePath === '/' ? prefix || '/' : `${prefix}${pagePath}`;
  const query = new URLSearchParams(pageQuery);
  query.set(PREVIEW_FRAME_PARAM, '1');
  if (context.account) query.set(FRAME_QUERY.account, context.account);
  if (context.account && context.role) query.set(FRAME_QUERY.role, context.role);
  if (context.now !== null) query.set(FRAME_QUERY.now, new Date(context.now).toISOString());
  if (context.theme !== 'site') query.set(THEME_PARAM, context.theme);
  if (context.lang === 'en') query.set('lang', 'en');
  return `${path}?${query.toString()}`;
}
