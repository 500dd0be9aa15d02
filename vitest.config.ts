import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { E2E_WORKERS } from './tests/e2e/workers.ts';
import { blockFoldersPlugin } from './scripts/vitePluginBlockFolders.ts';

export default defineConfig({
  plugins: [react(), blockFoldersPlugin(`${import.meta.dirname}/blocks`)],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom per worker instead of per file: environment setup was 80 of the unit
          // project's 160 s. setup.ts cleans the DOM after each test; files that install mocks
          // or globals restore them in their own hooks.
          isolate: false,
          include: [
            'src/**/*.test.{ts,tsx}',
            'blocks/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'preview/**/*.test.{ts,tsx}',
          ],
          exclude: ['src/manifestCheck/**'],
          setupFiles: ['tests/unit/setup.ts'],
          // One worker: with isolate off, files share module state, and a second worker's other
          // file order has shown tests that lean on an earlier file's leftovers (to fix first).
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The manifest checker reads files: it is tested in Node, beside the CLI and stand-in.
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/manifestCheck/**/*.test.ts',
          ],
          testTimeout: 30_000,
          // Most files create a stand-in (and seed its database) in beforeAll: seconds on a
          // quiet machine, more than the default 10 s when the two cores are busy.
          hookTimeout: 30_000,
          // Vitest's default is one worker less than the cores: one worker on this machine, with
          // a core idle while a file seeds its database or waits on its stand-in (151 s; 102 s
          // with two). Each file's stand-in has its own database and free port.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: ['tests/e2e/**/*.timed.e2e.ts'],
          isolate: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file runs against a stand-in server of its own (tests/e2e/globalSetup.ts); see
          // workers.ts for how many run at once. The browser tests run as their own group after
          // the unit and server tests, so Chromium never competes with them for the two cores.
          maxWorkers: E2E_WORKERS,
          fileParallelism: E2E_WORKERS > 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          // Browser tests that measure wall-clock time (*.timed.e2e.ts) run alone, last.
          name: 'e2e-timed',
          environment: 'node',
          include: ['tests/e2e/**/*.timed.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
