/**
 * How many browser-test files run at once, each against a stand-in server of its own
 * (globalSetup.ts starts this many; a file claims a free one in `e2eBaseUrl()`). The tests are
 * mostly bound by Chromium's CPU, so on the two cores of the CI machine two files side by side
 * save about a tenth of the browser-test time, mostly the time spent waiting for pages and
 * servers. Checks must therefore wait for states, never read them at once.
 */
export const E2E_WORKERS = 2;
