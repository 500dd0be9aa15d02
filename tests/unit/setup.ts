import 'fake-indexeddb/auto';
import '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// The unit project shares one jsdom per worker (isolate: false in vitest.config.ts), and this
// file runs again before every test file: each file starts with empty storage and ends with
// real timers and no stubbed globals, whatever the file before it did.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
