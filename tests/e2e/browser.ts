/**
 * Debian's Chromium driven by playwright-core (a downloaded browser cannot be fetched here).
 * Each page records console errors and CSP violations so tests can assert there are none.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { chromiumLaunchOptions } from '../chromium';

/**
 * The address of a stand-in server no other running test file uses (globalSetup.ts starts one
 * per worker), so files running side by side never share scenarios or saved roles. A test file claims a free
 * server with a lock file holding its process's pid and gives it back when it is done; a lock
 * whose process has ended is free again. (Worker pool ids are not enough: which ids the browser
 * project's workers get depends on the projects that ran before.)
 */
export function e2eBaseUrl(): string {
  const baseUrls = inject('baseUrls');
  const lockDir = inject('serverLockDir');
  const waitCell = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; ; attempt++) {
    for (const [index, url] of baseUrls.entries()) {
      if (claimServer(join(lockDir, `${index}.pid`))) return url;
    }
    if (attempt > 600) throw new Error('no free stand-in server after 60 s');
    Atomics.wait(waitCell, 0, 0, 100);
  }
}

function claimServer(lockFile: string): boolean {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    // Given back when the file is done, not only when its process ends: a worker process that
    // lingers after its last file (vitest starts the next file in a new one meanwhile) held
    // its server for good, and files waited 60 s for none (8 of them in one fresh-clone run).
    afterAll(() => releaseServer(lockFile));
    process.once('exit', () => releaseServer(lockFile));
    return true;
  } catch {
    let holder = 0;
    try {
      holder = Number(readFileSync(lockFile, 'utf8') || '0');
    } catch {
      return false; // removed meanwhile: the next round tries again
    }
    if (holder === process.pid) return true;
    if (holder && processAlive(holder)) return false;
    // The holder ended without removing its lock: free it, then race for it like anyone else.
    rmSync(lockFile, { force: true });
    return false;
  }
}

/** Frees this process's claim (never another's). */
function releaseServer(lockFile: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile, { force: true });
  } catch {
    // Already free.
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const ARTIFACTS_DIR = resolve(import.meta.dirname, 'artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  cspViolations: string[];
}

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  actsWhenTheAppAnswers(page);
  return { page, context, ...watchConsole(page) };
}

/** Resolves once the page's app answers (at once for a page the browser renders alone). */
export async function appAnswers(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getElementById('edu-first-view') === null ||
        document.documentElement.dataset.app === 'ready',
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/**
 * A server-rendered page (issue 17) shows before the app answers: a click then only follows a
 * plain link (no analytics event, no dialog), and a field typed into is not the app's yet. A
 * visitor reads first; a test acts at once. So `goto` and `reload` return once the app says
 * it answers (`<html data-app="ready">`), at once for a page the browser renders alone.
 */
function actsWhenTheAppAnswers(page: Page): void {
  const answering = () => appAnswers(page);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await answering();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await answering();
    return response;
  };
}

/** Collects a page's console errors, uncaught errors and CSP messages from now on. */
export function watchConsole(page: Page): { consoleErrors: string[]; cspViolations: string[] } {
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) cspViolations.push(text);
    if (message.type() === 'error') consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { consoleErrors, cspViolations };
}

/**
 * Screenshots are for the developer to look at; nobody opens them in CI, where a full-page
 * capture costs 0.3–0.9 s each (about 70 s a run). EDU_SCREENSHOTS=1 takes them there too.
 */
export const TAKE_SCREENSHOTS = !process.env.CI || process.env.EDU_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = join(ARTIFACTS_DIR, `${name}.png`);
  if (!TAKE_SCREENSHOTS) return file;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs in through the stand-in single sign-on page as one of its demo accounts. */
export async function signIn(page: Page, baseUrl: string, account: string, returnTo: string) {
  await page.goto(`${baseUrl}/sso/login?redirect_uri=${encodeURIComponent(returnTo)}`);
  await page.locator(`[data-account="${account}"]`).click();
  await page.waitForURL(
    (url) => url.pathname === returnTo.split('?')[0] && !url.searchParams.has('ticket'),
  );
  // The ticket leaves the address before a server-rendered page is hydrated.
  await appAnswers(page);
}

export async function setScenario(baseUrl: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__scenario/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`scenario ${name} answered ${response.status}`);
}

/** The newest toast's text, once one is on screen. */
export async function toastText(page: Page): Promise<string | null> {
  const toast = page.locator('[data-testid="toast"]').last();
  await toast.waitFor();
  return toast.textContent();
}
