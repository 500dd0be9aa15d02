/**
 * How many browser-test files run at once. The tests are bound by Chromium's CPU: on the two
 * cores of the CI machine, two files side by side each ran twice as slowly (no time saved) and
 * timing-sensitive checks got flaky, so one file runs at a time. Each worker has its own
 * stand-in server (globalSetup.ts), so raising this on a bigger machine needs nothing else.
 */
export const E2E_WORKERS = 1;
