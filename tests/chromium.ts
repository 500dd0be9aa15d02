/**
 * How the project's tools start Debian's Chromium (a downloaded browser cannot be fetched here):
 * the browser tests, the benchmark and the probe suite. Kept apart from tests/e2e/browser.ts,
 * which needs vitest, so scripts run outside vitest can use it too.
 */
import type { LaunchOptions } from 'playwright-core';

/** Where scripts/ensure-browser.mjs installs Chromium through apt-get when it is missing. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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

/** Launch options for `chromium.launch`, with any flags a caller adds. */
export function chromiumLaunchOptions(extraFlags: string[] = []): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraFlags] };
}
