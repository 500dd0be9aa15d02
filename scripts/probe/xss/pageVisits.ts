/**
 * The browser side of the XSS family: Debian's Chromium (playwright-core) with the page's CSP
 * bypassed, so what is tested is the project's own escaping and sanitising. A few pages work
 * through a queue of visits in parallel; each visit waits until the page is quiet (no request
 * in flight, no element added or removed for a moment), then checks it (`checkPage`). Scripts that run call
 * `window.__xssHit(id)`, a binding that reports to this process even while the page is going
 * away. No host but the stand-in's resolves, so nothing leaves the machine; a page or frame
 * sent to another host is an escape.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import { chromiumLaunchOptions } from '../../../tests/chromium';
import { EXTERNAL_LINK_PATH } from '../../../src/runtime/links/linkPolicy';
import { markerIdsIn } from './payloads';
import type { Finding } from './carriers';
import {
  checkPage,
  installQuietTracker,
  navigateInPlace,
  waitForQuiet,
  type PageCheckResult,
} from './pageChecks';

export type Identity = 'visitor' | 'teacher';

/**
 * Addresses shown one after another in one page: the first is loaded, the others follow either
 * through the history API (`spa`: the app is not reloaded, as when a visitor follows the site's
 * own links; a page that left the app is loaded afresh) or as fresh page loads (`reload`: for
 * parameters read only at start-up, and pages that navigate away on their own).
 */
export interface VisitTask {
  identity: Identity;
  urls: string[];
  /** The page each address shows (`data-page`), when known: tells when it is on screen. */
  pages?: (string | undefined)[];
  mode: 'spa' | 'reload';
}

export interface VisitorOptions {
  baseUrl: string;
  /** Pages working at once. */
  parallel: number;
  /** Signs a fresh context in as the given demo account. */
  accounts: Record<Identity, string | null>;
  onFinding: (finding: Finding) => void;
  onRendered: (ids: number[]) => void;
  log: (line: string) => void;
}

/** The marker of the self-check: carrier 0, which no injection uses. */
const CANARY_ID = 99;
const IGNORED_TYPES = new Set(['media', 'websocket', 'eventsource', 'ping', 'manifest']);
const NAME_HELPER = 'window.__name = window.__name || ((fn) => fn);';
const QUIET_MS = 200;
const STALE_REQUEST_MS = 3_000;
const SETTLE_MAX_MS = 6_000;
const LOAD_TIMEOUT_MS = 20_000;
const CHECK_TIMEOUT_MS = 10_000;

interface PageState {
  route: string;
  /** Requests the page is waiting for, and since when. */
  inflight: Map<Request, number>;
  lastNetwork: number;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The first line of an error, short enough for the probe's log. */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].slice(0, 160);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
    }),
  ]);
}

export class SiteVisitor {
  private browser: Browser | null = null;
  /** One context per identity, created once even when several workers ask at the same time. */
  private readonly contexts = new Map<Identity, Promise<BrowserContext>>();
  private readonly states = new WeakMap<Page, PageState>();
  private readonly origin: string;
  private readonly hostname: string;
  /** Pages that failed to load or check, each with why (reported, never a crash). */
  readonly failures: string[] = [];
  /** Page states checked although they never went quiet (checked after SETTLE_MAX_MS). */
  readonly restless: string[] = [];
  private canaryHit: (() => void) | null = null;

  constructor(private readonly options: VisitorOptions) {
    this.origin = new URL(options.baseUrl).origin;
    this.hostname = new URL(options.baseUrl).hostname;
  }

  async start(): Promise<void> {
    this.browser = await chromium.launch(
      // No other host resolves: nothing leaves the machine, and a page sent elsewhere fails at
      // once (and is reported from its request, `watch`) instead of waiting on the network.
      chromiumLaunchOptions([`--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${this.hostname}`]),
    );
  }

  async close(): Promise<void> {
    await this.browser?.close();
    this.browser = null;
  }

  /** The address a page was sent to (for a window a page opened: its opener's). */
  private routeOf(page: Page | null | undefined): string {
    if (!page) return '(unknown page)';
    return this.states.get(page)?.route || new URL(page.url(), this.origin).pathname;
  }

  private context(identity: Identity): Promise<BrowserContext> {
    let context = this.contexts.get(identity);
    if (!context) {
      context = this.createContext(identity);
      this.contexts.set(identity, context);
    }
    return context;
  }

  private async createContext(identity: Identity): Promise<BrowserContext> {
    if (!this.browser) throw new Error('SiteVisitor.start() first');
    const context = await this.browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 720 },
      // Fewer animations to paint while a page is waited on.
      reducedMotion: 'reduce',
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
    });
    await context.exposeBinding('__xssHit', (source, id: unknown) => {
      const marker = Number(id);
      if (marker === CANARY_ID) {
        this.canaryHit?.();
        return;
      }
      this.options.onFinding({
        what: 'script ran',
        route: this.routeOf(source.page),
        evidence: `__xssHit(${marker}) in ${source.frame.url().slice(0, 120)}`,
        ids: Number.isFinite(marker) ? [marker] : [],
      });
    });
    // tsx compiles this file keeping function names (`__name(fn, "name")` around inner
    // functions); the functions sent to the page need that helper there too.
    await context.addInitScript({ content: NAME_HELPER });
    await context.addInitScript(installQuietTracker);
    context.on('page', (page) => this.watch(page));
    const account = this.options.accounts[identity];
    if (account) await this.signIn(context, account);
    return context;
  }

  /** A page or frame sent to another host (no other host resolves: it fails right after). */
  private reportForeignNavigation(page: Page, request: Request): void {
    const url = new URL(request.url());
    if (url.origin === this.origin || !/^(https?|wss?):$/.test(url.protocol)) return;
    if (!request.isNavigationRequest()) return;
    const frame = request.frame();
    this.options.onFinding({
      what:
        frame === page.mainFrame() ? 'page navigated off the site' : 'frame loaded off the site',
      route: this.routeOf(page),
      evidence: request.url().slice(0, 200),
      ids: markerIdsIn(safeDecode(request.url())),
    });
  }

  private watch(page: Page): void {
    const opener = page.opener();
    void opener?.then((parent) => {
      if (!parent) return;
      // A window opened by a page: anything it loads off the site is already reported by the
      // request filter; the window itself is closed.
      this.states.set(page, {
        route: this.routeOf(parent),
        inflight: new Map(),
        lastNetwork: Date.now(),
      });
      setTimeout(() => void page.close().catch(() => {}), 500);
    });
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
    // Requests that change what the page shows; media streams and pings do not.
    const counts = (request: Request) => !IGNORED_TYPES.has(request.resourceType());
    const state = () => this.states.get(page);
    page.on('request', (request) => {
      this.reportForeignNavigation(page, request);
      const current = state();
      if (!current || !counts(request)) return;
      current.inflight.set(request, Date.now());
      current.lastNetwork = Date.now();
    });
    const done = (request: Request) => {
      const current = state();
      if (current?.inflight.delete(request)) current.lastNetwork = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // A new document: the requests of the old one will never finish.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) state()?.inflight.clear();
    });
  }

  private async signIn(context: BrowserContext, account: string): Promise<void> {
    const page = await context.newPage();
    this.states.set(page, {
      route: `/sso/login (${account})`,
      inflight: new Map(),
      lastNetwork: 0,
    });
    try {
      await page.goto(`${this.origin}/sso/login?redirect_uri=${encodeURIComponent('/faq')}`);
      await page.locator(`[data-account="${account}"]`).click();
      await page.waitForURL((url) => url.pathname === '/faq' && !url.searchParams.has('ticket'), {
        timeout: LOAD_TIMEOUT_MS,
      });
      // The ticket is exchanged after the address loses it: wait until the session is stored.
      await page.waitForFunction(() => window.localStorage.length > 0, undefined, {
        timeout: LOAD_TIMEOUT_MS,
      });
    } finally {
      await page.close();
    }
  }

  /** A fresh page of `identity`, watched. */
  async newPage(identity: Identity): Promise<Page> {
    const context = await this.context(identity);
    const page = await context.newPage();
    this.states.set(page, { route: '', inflight: new Map(), lastNetwork: Date.now() });
    return page;
  }

  /**
   * Waits until the page is quiet: no request in flight for a moment (watched here, from the
   * page's request events), then no element added or removed for a moment (watched in the
   * page), and no request again.
   */
  private async settle(page: Page): Promise<void> {
    const state = this.states.get(page)!;
    const deadline = Date.now() + SETTLE_MAX_MS;
    // A request pending for seconds (a long poll, one whose end was never reported) does not
    // hold the page up.
    const networkQuiet = () => {
      const now = Date.now();
      for (const since of state.inflight.values()) if (now - since < STALE_REQUEST_MS) return false;
      return now - state.lastNetwork >= QUIET_MS;
    };
    while (Date.now() < deadline) {
      while (!networkQuiet() && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const quiet = await page
        .evaluate(waitForQuiet, { quietMs: QUIET_MS, maxMs: Math.max(0, deadline - Date.now()) })
        .catch(() => true); // the page went away: nothing more to wait for
      if (quiet && networkQuiet()) return;
    }
    this.restless.push(state.route);
  }

  /** A page that navigated on its own while it was evaluated: checked where it lands instead. */
  private static movedOn(error: unknown): boolean {
    return /Execution context was destroyed|interrupted by another navigation/.test(
      error instanceof Error ? error.message : String(error),
    );
  }

  private async check(page: Page, attemptsLeft = 2): Promise<void> {
    const asked = this.states.get(page)!.route;
    // Where the page is now: a page that redirected is reported with where it was sent from.
    let route = asked;
    try {
      const here = new URL(page.url());
      const now = here.origin === this.origin ? `${here.pathname}${here.search}` : here.href;
      if (now !== asked) route = `${now} (sent there from ${asked})`;
    } catch {
      route = asked;
    }
    let result: PageCheckResult;
    try {
      result = await withTimeout(
        page.evaluate(checkPage, EXTERNAL_LINK_PATH),
        CHECK_TIMEOUT_MS,
        `checking ${asked}`,
      );
    } catch (error) {
      if (attemptsLeft > 0 && SiteVisitor.movedOn(error)) {
        await this.settle(page);
        return this.check(page, attemptsLeft - 1);
      }
      this.failures.push(`${route}: the check failed (${firstLine(error)})`);
      return;
    }
    for (const finding of result.findings) this.options.onFinding({ ...finding, route });
    this.options.onRendered(result.renderedIds);
  }

  private async load(page: Page, url: string): Promise<void> {
    const state = this.states.get(page)!;
    state.route = url;
    try {
      await page.goto(`${this.origin}${url}`, {
        waitUntil: 'domcontentloaded',
        timeout: LOAD_TIMEOUT_MS,
      });
    } catch (error) {
      // A page that sends the visitor on (a guard, a sign-in) is checked where it lands; one
      // that never loads still gets checked for what it shows, and is reported.
      if (!SiteVisitor.movedOn(error))
        this.failures.push(`${url}: the page did not load (${firstLine(error)})`);
    }
    await this.settle(page);
    await this.check(page);
  }

  /** Runs one task in `page` (a page of the task's identity). */
  async run(page: Page, task: VisitTask): Promise<void> {
    for (const [index, url] of task.urls.entries()) {
      const expectedPage = task.pages?.[index] ?? null;
      if (index === 0 || task.mode === 'reload' || !(await this.inApp(page))) {
        await this.load(page, url);
        continue;
      }
      const state = this.states.get(page)!;
      state.route = url;
      // The page counts as busy from here: the app renders the new address a moment later.
      state.lastNetwork = Date.now();
      try {
        await page.evaluate(navigateInPlace, { url, page: expectedPage });
      } catch {
        await this.load(page, url);
        continue;
      }
      await this.settle(page);
      await this.check(page);
    }
  }

  /** True while the page still shows the app on this site's origin. */
  private async inApp(page: Page): Promise<boolean> {
    try {
      if (new URL(page.url()).origin !== this.origin) return false;
      return await page.evaluate(() => Boolean(document.querySelector('#root > *')));
    } catch {
      return false;
    }
  }

  /**
   * Plants a script on a page, the way a payload that got through would run (an inline event
   * handler, which the site's CSP forbids), and tells whether its marker was reported: false
   * means the probe could not see a script run, and nothing it found would count.
   */
  async selfCheck(url: string): Promise<boolean> {
    const page = await this.newPage('visitor');
    let timer: NodeJS.Timeout | undefined;
    try {
      const reported = new Promise<boolean>((resolve) => {
        this.canaryHit = () => resolve(true);
        timer = setTimeout(() => resolve(false), LOAD_TIMEOUT_MS);
      });
      await page.goto(`${this.origin}${url}`, { waitUntil: 'domcontentloaded' });
      await page.evaluate((id) => {
        document.body.insertAdjacentHTML('beforeend', `<img src="x" onerror="__xssHit(${id})">`);
      }, CANARY_ID);
      return await reported;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      this.canaryHit = null;
      await page.close().catch(() => {});
    }
  }

  /**
   * Runs every task, `parallel` pages at a time (a page per identity per worker, reused from
   * task to task). Never throws for a page: a crashed page is replaced.
   */
  async runAll(tasks: VisitTask[], progress: (statesDone: number) => void): Promise<void> {
    let next = 0;
    let done = 0;
    const worker = async () => {
      const pages = new Map<Identity, Page>();
      const pageFor = async (identity: Identity) => {
        const existing = pages.get(identity);
        if (existing && !existing.isClosed()) return existing;
        const page = await this.newPage(identity);
        pages.set(identity, page);
        return page;
      };
      while (next < tasks.length) {
        const task = tasks[next++];
        try {
          const page = await pageFor(task.identity);
          await this.run(page, task);
        } catch (error) {
          this.failures.push(`${task.urls[0]}: could not be visited (${firstLine(error)})`);
          const page = pages.get(task.identity);
          pages.delete(task.identity);
          await page?.close().catch(() => {});
        }
        done += task.urls.length;
        progress(done);
      }
      for (const page of pages.values()) await page.close().catch(() => {});
    };
    await Promise.all(Array.from({ length: this.options.parallel }, worker));
  }
}
