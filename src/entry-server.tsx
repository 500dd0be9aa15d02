/**
 * The first view rendered on the server (issue 17 point 2): the same app as the browser's, under
 * a static router, built with its manifest and the data its page asks for, as HTML. Built by the
 * third pass of `vite.config.ts` into `<dist>/.ssr/entry-server.js`; the stand-in renders each
 * page with it (server/http/firstViewRender.ts) and `npm run prerender` writes snapshots.
 *
 * What the page shows is what an anonymous visitor sees: nobody is signed in on the server, the
 * login check stays waiting (the header shows neither login links nor a user), and a guarded
 * page is not rendered at all (gates and guards are always decided live, in the browser). The
 * answers the render used go with the HTML, so the browser hydrates from the same data without
 * asking again (src/services/http/firstViewAnswers.ts).
 */
import { enableStaticRendering } from 'mobx-react-lite';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PortalSites } from './app/PortalApp';
import { createPortalDeps } from './app/boot/createPortalDeps';
import { prepareFirstView } from './app/boot/firstView';
import { createRenderedViews } from './app/boot/renderedViews';
import { createMemoryStorage } from './lib/memoryStorage';
import type { BlockLoader, BlockRegistry } from './runtime/blocks/contract';
import type { BootIndex, SiteBundle } from './runtime/boot/siteBundle';
import type { SiteResources } from './runtime/boot/siteResources';
import type { MessageCatalogue } from './runtime/messages/translator';
import type { SiteManifest } from './runtime/manifest/types';
import { createAnswerRecorder, type RecordedAnswer } from './services/http/firstViewAnswers';

// A render on the server is read once and thrown away: observers subscribe to nothing. Without
// this each render leaves reactions behind for mobx-react-lite's 10 s sweep timer, which also
// keeps a process that rendered from exiting.
enableStaticRendering(true);

/** What the server hands over: the address, its boot files, and where its services answer. */
export interface FirstViewRequest {
  /** Path and query, e.g. `/syncClassroom?x-edu-theme=dark`. */
  url: string;
  /** The address's host, as the browser sent it. */
  host: string;
  /** Where the services' relative bases (`/svc/...`) answer from here, e.g. over loopback. */
  serviceOrigin: string;
  index: BootIndex;
  /** The site's manifest as `/manifests/sites/<id>.json` answers it; null for no such site. */
  siteBundle(
    id: string,
  ): { manifest: SiteManifest | null; problems: SiteBundle['problems'] } | null;
  messages(lang: string): MessageCatalogue | null;
  /** The longest the render waits for data; after it, whatever is missing shows loading. */
  timeoutMs?: number;
}

export interface FirstView {
  /** The markup of `#root`. */
  html: string;
  /** The answers it was made from, to inline for hydration. */
  answers: RecordedAnswer[];
  /** The block types whose code the page used: the server links their stylesheets. */
  blockTypes?: string[];
}

/**
 * The registry as the render uses it, telling which block types' code was loaded (the page's
 * blocks, and the section blocks its channels hold).
 */
function recordingRegistry(registry: BlockRegistry, used: Set<string>): BlockRegistry {
  const wrapped = new Map<BlockLoader, BlockLoader>();
  const recorded = (loader: BlockLoader | undefined) => {
    if (!loader) return undefined;
    let recording = wrapped.get(loader);
    if (!recording) {
      recording = {
        ...loader,
        load: () => {
          used.add(loader.type);
          return loader.load();
        },
      };
      wrapped.set(loader, recording);
    }
    return recording;
  };
  return {
    byType: (type) => recorded(registry.byType(type)),
    bySectionType: (code) => recorded(registry.bySectionType(code)),
    types: () => registry.types(),
  };
}

const DEFAULT_TIMEOUT_MS = 3000;

/** Renders of the last minute, kept for the same page with the same data (renderedViews.ts). */
const rendered = createRenderedViews<FirstView>({ keepForMs: 60_000, most: 32 });

/**
 * The page's markup and the answers behind it; null when the address is no page of a site or
 * its route is guarded (the browser renders those as before).
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  const address = new URL(request.url, `http://${request.host}`);
  const recorder = createAnswerRecorder();
  const deps = await createPortalDeps({
    storage: { local: createMemoryStorage(), session: createMemoryStorage() },
    address: {
      host: request.host,
      hostname: address.hostname,
      pathname: address.pathname,
      search: address.search,
    },
    boot: {
      index: request.index,
      messages: async (wanted) => {
        const catalogue = request.messages(wanted);
        if (!catalogue) throw new Error(`no catalogue ${wanted}`);
        return catalogue;
      },
    },
    origin: () => request.serviceOrigin,
    firstViewAnswers: recorder,
    startSession: false,
  });
  const blockTypes = new Set<string>();
  deps.registry = recordingRegistry(deps.registry, blockTypes);
  const resources = new Map<string, Promise<SiteResources>>();
  deps.siteResources = (siteId, wantedLang) => {
    const key = `${siteId}|${wantedLang}`;
    let loaded = resources.get(key);
    if (!loaded) {
      const bundle = request.siteBundle(siteId);
      const messagesZh = request.messages('zh-CN') ?? {};
      loaded = Promise.resolve({
        manifest: bundle?.manifest ?? null,
        problems: bundle?.problems ?? [],
        messages: (wantedLang === 'zh-CN' ? null : request.messages(wantedLang)) ?? messagesZh,
        messagesZh,
      });
      resources.set(key, loaded);
    }
    return loaded;
  };
  const first = await prepareFirstView(
    deps,
    { host: request.host, pathname: address.pathname, search: address.search },
    request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  if (first !== 'page') return null;
  const before = recorder.answers();
  const key = rendered.keyOf([
    request.url,
    request.host,
    await Promise.all(resources.values()),
    before.map((answer) => [answer.key, answer.text]),
  ]);
  const earlier = rendered.earlier(key);
  if (earlier) return earlier;
  const { html, complete } = await renderToText(
    <StaticRouter location={`${address.pathname}${address.search}`}>
      <PortalSites deps={deps} />
    </StaticRouter>,
    request.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  const answers = recorder.answers();
  const view = { html, answers, blockTypes: [...blockTypes].sort() };
  // Only a render made from the early starts' answers alone, and finished, is the same the next
  // time they are the same.
  const sameAnswers =
    answers.length === before.length &&
    answers.every(
      (answer, position) =>
        answer.key === before[position].key && answer.text === before[position].text,
    );
  if (complete && sameAnswers) rendered.keep(key, view);
  return view;
}

/**
 * The whole markup once everything has loaded (or the time is up: then what is ready, and the
 * rest as its loading state), and whether it is complete. A static prerender, not a stream of the shell first: the page
 * carries no inline script to reveal late parts (the portal's CSP allows none), every part is
 * in place in the HTML.
 */
async function renderToText(
  element: React.ReactElement,
  timeoutMs: number,
): Promise<{ html: string; complete: boolean }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let failedPart = false;
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // A finished part larger than React's chunk size (12.8 kB) would still be sent apart and
      // revealed by an inline script: every part goes in place instead.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        if (controller.signal.aborted) return;
        failedPart = true;
        console.warn('[first view] a part of the page could not render on the server', error);
      },
    });
    let text = '';
    for await (const chunk of prelude) text += typeof chunk === 'string' ? chunk : String(chunk);
    // Complete: nothing left as its loading state by the time limit, no part failed.
    return { html: text, complete: !controller.signal.aborted && !failedPart };
  } finally {
    clearTimeout(timer);
  }
}
