/**
 * Issue 17's last target: a repeat visit within the cache window re-fetches no sections,
 * manifests or app config. Each page is visited twice in one browser context (one HTTP cache,
 * one local cache), the second time right after the first; the second visit's answers are read
 * from the DevTools protocol, which tells a download from a revalidation (304, no body) and
 * from an answer the browser's cache gave without asking.
 *
 * Counted as re-fetched: a 200 (or any answer with a body) from the network for the channel
 * sections and library contents the page shows, the manifests (`/manifests/…`) or the app
 * config (`/v1/app_configs`, `/web_config.json`). The page's own HTML is reported beside them.
 */
import type { Browser } from 'playwright-core';

/** The pages rendered on the server, and one the browser renders itself (behind its guard). */
export const REPEAT_VISIT_PAGES = [
  '/',
  '/hd/kpzy',
  '/hd/diaa',
  '/channel?channelId=bench',
  '/sport',
];

type Kind = 'sections' | 'manifests' | 'app config' | 'page';

function kindOf(url: URL, pageUrl: URL): Kind | null {
  const path = url.pathname;
  if (path.startsWith('/manifests/')) return 'manifests';
  if (path.endsWith('/app_configs') || path === '/web_config.json') return 'app config';
  if (/\/sections$/.test(path) || /\/contents\/actions\//.test(path) || /\/libraries\//.test(path))
    return 'sections';
  if (path === pageUrl.pathname && url.search === pageUrl.search) return 'page';
  return null;
}

interface Answer {
  kind: Kind;
  url: string;
  status: number;
  fromCache: boolean;
}

export interface RepeatVisitResult {
  lines: string[];
  failed: boolean;
}

export async function benchRepeatVisit(
  browser: Browser,
  serverUrl: string,
  pages: readonly string[] = REPEAT_VISIT_PAGES,
): Promise<RepeatVisitResult> {
  const lines: string[] = [];
  let failed = false;
  for (const path of pages) {
    const pageUrl = new URL(path, serverUrl);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const visit = async () => {
      await page.goto(pageUrl.href, { waitUntil: 'networkidle' });
      await page
        .waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
          timeout: 15_000,
        })
        .catch(() => undefined);
    };
    await visit();
    // The second visit, as the browser's own cache sees it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const answers: Answer[] = [];
    const byRequest = new Map<string, Answer>();
    /** Requests the wire answered 304 before their response event came. */
    const wireNotModified = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      const url = new URL(event.response.url);
      const kind = kindOf(url, pageUrl);
      if (!kind) return;
      const answer: Answer = {
        kind,
        url: `${url.pathname}${url.search}`,
        status: wireNotModified.has(event.requestId) ? 304 : event.response.status,
        fromCache: Boolean(
          event.response.fromDiskCache ||
          event.response.fromPrefetchCache ||
          event.response.fromServiceWorker,
        ),
      };
      byRequest.set(event.requestId, answer);
      answers.push(answer);
    });
    // The raw status from the wire: a revalidated answer reaches the page as the cached 200,
    // but crossed the network as 304 without a body.
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      const answer = byRequest.get(event.requestId);
      if (answer && event.statusCode === 304) answer.status = 304;
      else if (event.statusCode === 304) wireNotModified.add(event.requestId);
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const answer = byRequest.get(event.requestId);
      if (answer) answer.fromCache = true;
    });
    await visit();
    await context.close();
    const refetched = (kind: Kind) =>
      answers.filter(
        (answer) => answer.kind === kind && !answer.fromCache && answer.status !== 304,
      );
    const revalidated = (kind: Kind) =>
      answers.filter((answer) => answer.kind === kind && answer.status === 304).length;
    const counted = (['sections', 'manifests', 'app config'] as const).map((kind) => ({
      kind,
      refetched: refetched(kind),
      revalidated: revalidated(kind),
    }));
    const missed = counted.some((one) => one.refetched.length > 0);
    if (missed) failed = true;
    const pageAnswer = answers.find((answer) => answer.kind === 'page');
    lines.push(
      `repeat visit ${path}: re-fetched ${counted
        .map(
          (one) =>
            `${one.kind} ${one.refetched.length}${one.revalidated ? ` (${one.revalidated} revalidated, 304)` : ''}`,
        )
        .join(
          ', ',
        )}; the page itself ${pageAnswer ? (pageAnswer.status === 304 ? '304' : pageAnswer.fromCache ? 'from cache' : String(pageAnswer.status)) : 'not seen'} (target: none re-fetched${missed ? `, ✖ missed: ${counted.flatMap((one) => one.refetched.map((answer) => answer.url)).join(', ')}` : ''})`,
    );
  }
  return { lines, failed };
}
