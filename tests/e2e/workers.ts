/**
 * How many browser-test files run at once. Two keeps both cores of the CI machine busy (one
 * file's Chromium renders while the other waits on timers and the network) without starving
 * either; each worker has its own stand-in server (globalSetup.ts).
 */
export const E2E_WORKERS = 2;
