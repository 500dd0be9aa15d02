#!/usr/bin/env node
/**
 * `npm test`: install on first run (npm packages, Debian's chromium and CJK fonts), then lint,
 * format check, type check, manifest check, build, the probe suite, and the unit, server and
 * browser tests.
 * Ends with one line "N passed, N failed" counting the test cases.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { ensureBrowser } from './ensure-browser.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const started = Date.now();

ensureInstall();
ensureBrowser();
const { build } = await import('./build.mjs');

const steps = [
  ['generate + build', () => build()],
  [
    'lint (eslint)',
    () =>
      execFileSync(bin('eslint'), ['.', '--max-warnings=0'], { cwd: repoRoot, stdio: 'inherit' }),
  ],
  [
    'format (prettier)',
    () =>
      execFileSync(bin('prettier'), ['--check', '--log-level', 'warn', '.'], {
        cwd: repoRoot,
        stdio: 'inherit',
      }),
  ],
  [
    'types (tsc)',
    () =>
      execFileSync(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], {
        cwd: repoRoot,
        stdio: 'inherit',
      }),
  ],
  [
    'manifests (validate)',
    () => execFileSync(bin('tsx'), ['scripts/validate.ts'], { cwd: repoRoot, stdio: 'inherit' }),
  ],
  [
    // The probe suite (npm run probe): fails on any break, like a failing check above.
    'probe (npm run probe)',
    () => execFileSync(bin('tsx'), ['scripts/probe.ts'], { cwd: repoRoot, stdio: 'inherit' }),
  ],
];

for (const [name, run] of steps) {
  const stepStart = Date.now();
  console.log(`\n› ${name}`);
  try {
    run();
  } catch {
    console.error(`\n✖ ${name} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  console.log(`  ${name} ok (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}

const reportDir = join(repoRoot, 'var');
mkdirSync(reportDir, { recursive: true });
const reportFile = join(reportDir, 'vitest-report.json');
rmSync(reportFile, { force: true });
console.log('\n› unit, server and browser tests (vitest)');
const vitest = spawnSync(
  process.execPath,
  [
    join(repoRoot, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '' } },
);

let passed = 0;
let failed = vitest.status === 0 ? 0 : 1;
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (vitest.status !== 0 && !report.numFailedTests ? 1 : 0);
}
console.log(`\nnpm test finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(vitest.status === 0 ? 0 : 1);
