/**
 * The one redirect and link policy (issue 12). Every redirect target (login bridge, login
 * return, logout, third-party login) and every link built from data (manifest `to`, content
 * URLs, links inside sanitised HTML) is decided here, by the browser and by the stand-in alike,
 * so this module is plain TypeScript on WHATWG `URL`: no DOM, React or Node imports.
 *
 * How a string is decided (`decideLink`):
 * 1. Not a string, longer than MAX_LINK_LENGTH, or empty once trimmed → refused. Leading and
 *    trailing C0 controls and white space (Unicode's too) are trimmed.
 * 2. It is resolved exactly as a browser resolves an href: WHATWG `URL` against the page
 *    (`base`, default the origin's root). That parser is what makes `\` a `/` in http(s)
 *    addresses (`/\evil.example` and `\\evil.example` are scheme-relative), drops tabs and
 *    newlines anywhere (`/<tab>/evil.example` is `//evil.example`), treats `%2e` as a dot in
 *    dot segments, and maps full-width dots in host names (`evil。example` is
 *    `evil.example`). Deciding on the resolved URL instead of on the raw text is what keeps the
 *    policy and the browser from disagreeing. A reference that cannot be resolved → refused.
 * 3. Only http: and https: are followed; every other scheme (`javascript:`, `data:`,
 *    `vbscript:`, `mailto:` …, however disguised by case, tabs or newlines) → refused.
 * 4. An address with user info (`http://allowed.example@evil.example`) → refused: it exists to
 *    make a foreign host look trusted.
 * 5. Same origin as the page → in-site, given as path + search + hash only (never the absolute
 *    address). The path must read the same to every later reader: it is refused when any
 *    reading of it — as it is, percent-decoded up to four times, and with full-width and
 *    ideographic dots, slashes and backslashes folded (NFKC) — starts with `//`, holds a
 *    backslash, a dot segment or a control character. Backslashes in search and hash are
 *    percent-encoded, so the result has none at all.
 * 6. Any other http(s) origin → external, with its normalised URL, its host and whether that
 *    host is on the allowed list (exact host or a subdomain of it).
 *
 * What callers do with a decision:
 * - redirects (`redirectTarget`): in-site path, or an external URL whose host is allowed;
 *   anything else becomes the fallback (`/` or the site's home);
 * - links from data (`dataLink`, `linkHref`): in-site path (with `x-edu-theme` carried), external
 *   through the `/externalLink?url=` interstitial, refused → no link;
 * - addresses the page loads or the platform configures (`addressHref`: media sources, the
 *   account centre): in-site path, or the external URL as it is.
 */
import { THEME_QUERY_PARAM } from '../../lib/specConstants';

/** The portal's external-link interstitial route (site-configs/portal/site.json). */
export const EXTERNAL_LINK_PATH = '/externalLink';

/** Longer input is refused outright (a link this long is not a link, and parsing it costs). */
export const MAX_LINK_LENGTH = 4096;

export type LinkRefusal =
  /** not a string */
  | 'not-text'
  /** nothing left once trimmed */
  | 'empty'
  /** longer than MAX_LINK_LENGTH */
  | 'too-long'
  /** the URL parser rejects it */
  | 'unparsable'
  /** relative, where only absolute addresses (or absolute paths) are accepted */
  | 'relative'
  /** a scheme other than http(s) */
  | 'scheme'
  /** user name or password in the address */
  | 'userinfo'
  /** an in-site path that some reader could take for another host or another path */
  | 'ambiguous-path';

export type LinkDecision =
  | { kind: 'in-site'; path: string }
  | { kind: 'external'; url: string; host: string; allowed: boolean }
  | { kind: 'refused'; reason: LinkRefusal };

export interface LinkContext {
  /**
   * The page's origin (`https://basic.smartedu.example`). Absolute addresses of it are in-site.
   * Absent: nothing is in-site and only absolute http(s) addresses are accepted (the
   * interstitial's `url`, configured external addresses).
   */
  origin?: string;
  /**
   * What relative references resolve against: a URL or a path on `origin` (default: the
   * origin's root). `null`: references that depend on the current path (`a/b`, `?q`, `#h`, '')
   * are refused, absolute paths (`/a/b`) are still taken.
   */
  base?: string | null;
  /** Hosts outside the site that are trusted; each also admits its subdomains. */
  allowedHosts?: readonly string[];
}

/** Characters trimmed from both ends: C0 controls, space and Unicode white space (incl. BOM). */
// eslint-disable-next-line no-control-regex
const EDGE_SPACE = /^[\u0000-\u0020\s\uFEFF]+|[\u0000-\u0020\s\uFEFF]+$/g;
/** A stand-in origin where the caller has none: only its paths are ever used. */
const SOME_SITE = 'http://site.invalid';
const HTTP_PROTOCOLS = new Set(['http:', 'https:']);
/** Two bases that differ only in their path: a reference resolving differently depends on it. */
const PROBE_PATHS = ['/policy-probe-a/x', '/policy-probe-b/y'];

/**
 * The last origin and base resolved, and what they resolved to. A page decides every link
 * against the same two: parsing them again for each of a home page's few hundred links was a
 * third of the policy's time in hydration on a phone.
 */
const lastOrigin = { text: undefined as string | undefined, origin: null as string | null };
const lastBase = { text: '', origin: '', href: null as string | null };

function originOf(origin: string | undefined): string | null {
  if (origin === undefined) return null;
  if (lastOrigin.text === origin) return lastOrigin.origin;
  let parsed: string | null;
  try {
    const url = new URL(origin);
    parsed = HTTP_PROTOCOLS.has(url.protocol) ? url.origin : null;
  } catch {
    parsed = null;
  }
  lastOrigin.text = origin;
  lastOrigin.origin = parsed;
  return parsed;
}

/** `base` resolved on `origin` (an origin as originOf gives it), null when it cannot be. */
function baseHref(base: string, origin: string): string | null {
  if (lastBase.text !== base || lastBase.origin !== origin) {
    lastBase.text = base;
    lastBase.origin = origin;
    lastBase.href = parse(base, origin)?.href ?? null;
  }
  return lastBase.href;
}

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** Percent-decodes once; malformed UTF-8 sequences decode their ASCII escapes only. */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

/** Ideographic full stops are dots to some readers, yet NFKC keeps them. */
const IDEOGRAPHIC_DOTS = /[\u3002\uFF61]/g;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;
// Control characters are exactly what this check looks for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Full-width and compatibility forms folded (NFKC), ideographic full stops made dots. */
const fold = (text: string) => text.normalize('NFKC').replace(IDEOGRAPHIC_DOTS, '.');

/**
 * Every way a later reader (a server, a proxy, another decoder) could read `pathname`: as it is,
 * folded, and percent-decoded up to four times, folding between the rounds.
 */
function readingsOf(pathname: string): Set<string> {
  // Printable ASCII without escapes reads one way only (NFKC leaves it as it is).
  if (!pathname.includes('%') && /^[\x21-\x7e]*$/.test(pathname)) return new Set([pathname]);
  const readings = new Set<string>();
  let frontier = [pathname];
  for (let round = 0; round <= 4 && frontier.length > 0; round += 1) {
    const next: string[] = [];
    for (const reading of frontier) {
      for (const variant of [reading, fold(reading)]) {
        if (readings.has(variant)) continue;
        readings.add(variant);
        next.push(decodeOnce(variant));
      }
    }
    frontier = next.filter((reading) => !readings.has(reading));
  }
  return readings;
}

function isAmbiguousPath(pathname: string): boolean {
  return [...readingsOf(pathname)].some(
    (reading) =>
      reading.startsWith('//') ||
      reading.includes('\\') ||
      DOT_SEGMENT.test(reading) ||
      CONTROL.test(reading),
  );
}

const encodeBackslashes = (text: string) => text.replace(/\\/g, '%5C');

/** `allowed.example` in the list admits `allowed.example` and `*.allowed.example`, no more. */
export function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  const normalise = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const candidate = normalise(host);
  if (candidate === '') return false;
  return allowedHosts.some((entry) => {
    const trimmed = entry.trim();
    if (trimmed === '') return false;
    // The list is written by people: normalise each entry the way the URL parser did the host.
    const parsed = parse(`http://${trimmed}/`);
    if (!parsed || parsed.pathname !== '/' || parsed.username || parsed.port) return false;
    const allowed = normalise(parsed.hostname);
    return candidate === allowed || candidate.endsWith(`.${allowed}`);
  });
}

/** Decides what `raw` is: an in-site path, an external http(s) address, or refused. */
export function decideLink(raw: unknown, context: LinkContext = {}): LinkDecision {
  const refuse = (reason: LinkRefusal): LinkDecision => ({ kind: 'refused', reason });
  if (typeof raw !== 'string') return refuse('not-text');
  if (raw.length > MAX_LINK_LENGTH) return refuse('too-long');
  const text = raw.replace(EDGE_SPACE, '');
  if (text === '') return refuse('empty');

  const origin = originOf(context.origin);
  let url: URL | null;
  if (origin === null) {
    url = parse(text);
    if (!url) return refuse(parse(text, 'http://relative.invalid/') ? 'relative' : 'unparsable');
  } else if (context.base === null) {
    const [first, second] = PROBE_PATHS.map((path) => parse(text, `${origin}${path}`));
    if (!first || !second) return refuse('unparsable');
    if (first.href !== second.href) return refuse('relative');
    url = first;
  } else {
    const base = baseHref(context.base ?? '/', origin);
    if (!base) return refuse('unparsable');
    url = parse(text, base);
    if (!url) return refuse('unparsable');
  }

  if (!HTTP_PROTOCOLS.has(url.protocol)) return refuse('scheme');
  if (url.username !== '' || url.password !== '') return refuse('userinfo');
  if (origin !== null && url.origin === origin) {
    if (isAmbiguousPath(url.pathname)) return refuse('ambiguous-path');
    return {
      kind: 'in-site',
      path: `${url.pathname}${encodeBackslashes(url.search)}${encodeBackslashes(url.hash)}`,
    };
  }
  return {
    kind: 'external',
    url: url.href,
    host: url.hostname,
    allowed: hostAllowed(url.hostname, context.allowedHosts ?? []),
  };
}

/**
 * Where a redirect may go: the in-site path, or the external address when its host is allowed;
 * otherwise `fallback` (default `/`; a fallback that is not itself in-site also becomes `/`).
 */
export function redirectTarget(raw: unknown, context: LinkContext & { fallback?: string }): string {
  const decision = decideLink(raw, context);
  if (decision.kind === 'in-site') return decision.path;
  if (decision.kind === 'external' && decision.allowed) return decision.url;
  const fallback = decideLink(context.fallback ?? '/', { origin: context.origin ?? SOME_SITE });
  return fallback.kind === 'in-site' ? fallback.path : '/';
}

/**
 * An in-site `path` (as `decideLink` gives it) with `x-edu-theme=<theme>` set when there is a
 * theme. Only ever for in-site paths: ledger A-59, the theme is not sent to other hosts.
 */
export function withTheme(path: string, theme: string | null | undefined): string {
  if (!theme) return path;
  const url = new URL(path, SOME_SITE);
  url.searchParams.set(THEME_QUERY_PARAM, theme);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The interstitial page for an external address (the theme goes on our page, never in `url`). */
export function interstitialHref(url: string): string {
  return `${EXTERNAL_LINK_PATH}?url=${encodeURIComponent(url)}`;
}

export interface DataLink {
  /** The href to render: an in-site path, or the interstitial for an external address. */
  href: string;
  /** True when the link leaves the site (through the interstitial). */
  leaves: boolean;
}

/** A link from data: in-site with the theme carried, external through the interstitial. */
export function dataLink(
  raw: unknown,
  context: LinkContext & { theme?: string | null },
): DataLink | undefined {
  const decision = decideLink(raw, context);
  if (decision.kind === 'in-site')
    return { href: withTheme(decision.path, context.theme), leaves: false };
  if (decision.kind === 'external')
    return { href: withTheme(interstitialHref(decision.url), context.theme), leaves: true };
  return undefined;
}

/** The href of a link from data, or undefined when there must be no link. */
export function linkHref(
  raw: unknown,
  context: LinkContext & { theme?: string | null },
): string | undefined {
  return dataLink(raw, context)?.href;
}

/**
 * An address the page loads (media, images) or the platform configures (account centre,
 * installer): in-site path with the theme carried, an external address as it is, or undefined.
 */
export function addressHref(
  raw: unknown,
  context: LinkContext & { theme?: string | null },
): string | undefined {
  const decision = decideLink(raw, context);
  if (decision.kind === 'in-site') return withTheme(decision.path, context.theme);
  if (decision.kind === 'external') return decision.url;
  return undefined;
}
