/**
 * The portal's pages with their first view in the HTML (issue 17 point 2). The build's third
 * pass writes the server renderer to `<dist>/.ssr/entry-server.js` (src/entry-server.tsx); for a
 * page address this module asks it for the page's markup, rendered from the served manifests and
 * the services' answers over loopback as an anonymous visitor, and puts the markup in `#root`
 * with the answers inlined, so the browser hydrates it without asking again.
 *
 * Never a reason for an error page: no renderer built, a renderer that throws, a page the
 * renderer declines (a guarded route, no such site) or a render past its time all send the page
 * as before, which the browser renders itself. A preview frame is never rendered here.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { PREVIEW_FRAME_PARAM } from '../../src/runtime/preview/frameParam';
import type { BootIndex } from '../../src/runtime/boot/siteBundle';
import { firstViewDataScript } from '../../src/services/http/firstViewAnswers';
import type { FirstView, FirstViewRequest } from '../../src/entry-server';
import { indexAnswer, servedSiteAnswer, type ServedSiteConfigs } from '../manifestRoutes';
import { escapeAttribute } from './pagePreloads';
import { LAZY_IMAGE_THRESHOLD_PX } from '../../src/lib/specConstants';
import {
  AFTER_FIRST_PAINT_INPUT,
  DEFERRED_ENTRY_ATTRIBUTES,
} from '../../src/app/boot/deferredEntry';

type RenderFirstView = (request: FirstViewRequest) => Promise<FirstView | null>;

/** Where the third build pass puts the renderer, inside the served folder's never-served `.ssr`. */
export const firstViewRendererPath = (distDir: string) =>
  resolve(distDir, '.ssr', 'entry-server.js');

/** One chunk of Vite's build manifest (`build.manifest`), as far as stylesheets go. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * The stylesheets of the given block types' code, from the build's manifest: each block's
 * component chunk (`blocks/<type>/…`, a dynamic entry) and the chunks it imports. Without them a
 * server-rendered block would paint unstyled until its script loads, and move when it does.
 */
export function blockStylesheets(
  manifest: Record<string, ManifestChunk>,
  blockTypes: readonly string[],
): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const sheet of chunk.css ?? []) sheets.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const type of blockTypes)
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isDynamicEntry && key.startsWith(`blocks/${type}/`)) visit(key);
  return [...sheets].sort();
}

/** The built page's link to its own stylesheet (the entry's). */
const OWN_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/** The built page's entry script, its module preloads and its boot fetches' preloads. */
const ENTRY_SCRIPT =
  /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/;
const MODULE_PRELOAD =
  /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;
const FETCH_PRELOAD =
  /[ \t]*<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>\n?/g;

/**
 * The page with its scripts started after the first view has painted (src/app/boot/
 * deferredEntry.ts): the entry script, its module preloads and its boot fetches' preloads leave
 * the head, and the built deferring module, given them as attributes, takes the entry's place.
 * Unchanged when the build has no deferring module or the page no entry script.
 */
export function withEntryAfterFirstPaint(html: string, afterFirstPaintHref: string | null): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!afterFirstPaintHref || !entry) return html;
  const modulePreloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const fetchPreloads = [...html.matchAll(FETCH_PRELOAD)].map((match) => match[1]);
  const attributes = [
    [DEFERRED_ENTRY_ATTRIBUTES.entry, entry[1]],
    [DEFERRED_ENTRY_ATTRIBUTES.modulePreloads, modulePreloads.join(' ')],
    [DEFERRED_ENTRY_ATTRIBUTES.fetchPreloads, fetchPreloads.join(' ')],
    [DEFERRED_ENTRY_ATTRIBUTES.imageMargin, String(LAZY_IMAGE_THRESHOLD_PX)],
  ]
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  const deferring = `    <script type="module" crossorigin src="${afterFirstPaintHref}" ${attributes}></script>\n`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(FETCH_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => deferring);
}

/** Where the built page leaves the app its place. */
const EMPTY_ROOT = '<div id="root"></div>';
const LEFT_OUT = 'the page goes out without its first view';

/** The longest a page waits for its first view before it goes out without it. */
export const FIRST_VIEW_RENDER_MS = 2500;

/**
 * The renderer of the current build, loaded again when a new build replaced it (the server picks
 * up a build made while it runs, like the page itself).
 */
export function createFirstViewRenderer(distDir: string) {
  const file = firstViewRendererPath(distDir);
  const manifestFile = resolve(distDir, '.vite', 'manifest.json');
  let manifest: { stamp: string; chunks: Record<string, ManifestChunk> } | null = null;
  /** The build's manifest, read again when a new build replaced it; empty without one. */
  const buildManifest = (): Record<string, ManifestChunk> => {
    try {
      const stat = statSync(manifestFile);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (manifest?.stamp !== stamp)
        manifest = {
          stamp,
          chunks: JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>,
        };
      return manifest.chunks;
    } catch {
      return {};
    }
  };
  /** The built deferring module's address, null for a build without one. */
  const afterFirstPaintHref = (): string | null => {
    const chunk = buildManifest()[AFTER_FIRST_PAINT_INPUT];
    return chunk?.isEntry ? `/${chunk.file}` : null;
  };
  let loaded: { stamp: string; render: Promise<RenderFirstView | null> } | null = null;

  /** Stylesheet texts by their address, for the build whose manifest was read last. */
  const sheetTexts = new Map<string, { stamp: string | undefined; text: string | null }>();
  /**
   * A block's stylesheet in the page itself: each linked sheet cost a visitor a round trip
   * before the first paint (Lighthouse mobile counted 220 ms on /). The link beside it never
   * applies (`media="not all"`) but tells the app's chunk loader the sheet is on the page, so it
   * is not fetched again when the block's code loads. A sheet that cannot be read is linked.
   */
  const inlinedStylesheet = (href: string): string => {
    const stamp = manifest?.stamp;
    let sheet = sheetTexts.get(href);
    if (!sheet || sheet.stamp !== stamp) {
      let text: string | null;
      try {
        text = readFileSync(resolve(distDir, `.${href}`), 'utf8');
      } catch {
        text = null;
      }
      sheet = { stamp, text };
      sheetTexts.set(href, sheet);
    }
    if (sheet.text === null) return `<link rel="stylesheet" crossorigin href="${href}">`;
    // A stylesheet of the build cannot end its element.
    const css = sheet.text.replace(/<\/style/gi, '<\\/style').trim();
    return (
      `<style data-sheet="${href}">${css}</style>` +
      `<link rel="stylesheet" crossorigin href="${href}" media="not all">`
    );
  };

  const current = (): Promise<RenderFirstView | null> => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.stamp !== stamp) {
      const url = `${pathToFileURL(file).href}?build=${encodeURIComponent(stamp)}`;
      loaded = {
        stamp,
        render: import(url).then(
          (module: { renderFirstView?: RenderFirstView }) => module.renderFirstView ?? null,
          (error: unknown) => {
            console.warn('[first view] the server renderer could not be loaded', error);
            return null;
          },
        ),
      };
    }
    return loaded.render;
  };

  /**
   * The page with its first view, or the page as it was when there is none. `configs` are the
   * served site files, `mode` the server's.
   */
  return async function withFirstView(
    html: string,
    request: FastifyRequest,
    configs: ServedSiteConfigs,
    mode: 'production' | 'preview',
  ): Promise<string> {
    const address = new URL(request.url, 'http://localhost');
    if (address.searchParams.get(PREVIEW_FRAME_PARAM) === '1') return html;
    const render = await current();
    if (!render) return html;
    if (!html.includes(EMPTY_ROOT)) return html;
    try {
      const view = await render({
        url: request.url,
        host: request.headers.host ?? 'localhost',
        serviceOrigin: loopbackOrigin(request),
        index: indexAnswer(configs, mode) as BootIndex,
        siteBundle: (id) => {
          const site = configs.sites.get(id);
          return site ? servedSiteAnswer(site, mode) : null;
        },
        messages: (lang) => configs.messages.get(lang) ?? null,
        timeoutMs: FIRST_VIEW_RENDER_MS,
      });
      if (!view) return html;
      // The blocks' stylesheets, before the page's own script (which the browser runs later).
      // A renderer of an older build names no block types: none then, the page all the same.
      const links = blockStylesheets(buildManifest(), view.blockTypes ?? [])
        .filter((href) => !html.includes(`href="${href}"`))
        .map(inlinedStylesheet)
        .join('\n    ');
      // The page's own stylesheet too: it held the first paint for a round trip as well.
      const styled = html.replace(OWN_STYLESHEET, (_link, href: string) => inlinedStylesheet(href));
      const page = withEntryAfterFirstPaint(
        links ? styled.replace('</head>', `  ${links}\n  </head>`) : styled,
        afterFirstPaintHref(),
      );
      // A function, so `$` in the markup is never read as a replacement pattern.
      return page.replace(
        EMPTY_ROOT,
        () => `<div id="root">${view.html}</div>${firstViewDataScript(view.answers)}`,
      );
    } catch (error) {
      // Said through the request log when the server keeps one, else on standard error.
      if (typeof request.log.level === 'string') request.log.warn({ err: error }, LEFT_OUT);
      else console.warn(`[first view] ${LEFT_OUT}`, error);
      return html;
    }
  };
}

/**
 * This server as the request reached it, for the render's own service calls: the address and
 * port the visitor's connection arrived on (a server bound to all interfaces answers on
 * loopback too). Nothing of the visitor's (cookies, token) goes with those calls.
 */
function loopbackOrigin(request: FastifyRequest): string {
  const socket = request.socket;
  let address = socket.localAddress ?? '127.0.0.1';
  if (address.startsWith('::ffff:')) address = address.slice('::ffff:'.length);
  if (address === '::' || address === '0.0.0.0') address = '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${socket.localPort ?? 80}`;
}
