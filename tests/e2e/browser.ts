/**
 * Debian's Chromium driven by playwright-core (a downloaded browser cannot be fetched here).
 * Each page records console errors and CSP violations so tests can assert there are none.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The address of this worker's own stand-in server (globalSetup.ts starts one per worker), so
 * files running side by side never share scenarios or saved roles.
 */
export function e2eBaseUrl(): string {
  const baseUrls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return baseUrls[(worker - 1) % baseUrls.length];
}

export const ARTIFACTS_DIR = resolve(import.meta.dirname, 'artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
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
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) cspViolations.push(text);
    if (message.type() === 'error') consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { page, context, consoleErrors, cspViolations };
}

/**
 * Screenshots are for the developer to look at; nobody opens them in CI, where a full-page
 * capture costs 0.3–0.9 s each (about 70 s a run). EDU_SCREENSHOTS=1 takes them there too.
 */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.EDU_SCREENSHOTS === '1';

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
}

export async function setScenario(baseUrl: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}/__scenario/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`scenario ${name} answered ${response.status}`);
}
