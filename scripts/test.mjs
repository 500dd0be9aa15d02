#!/usr/bin/env node
/**
 * `npm test`: install on first run (npm packages, Debian's chromium and CJK fonts), then lint,
 * format check, type check, manifest check, build, the probe suite, and the unit, server and
 * browser tests.
 * Ends with one line "N passed, N failed" counting the test cases.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
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

/** A command's exit code and everything it printed, captured so checks run side by side. */
function runCaptured(command, args) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolveRun({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolveRun({ code: code ?? 1, output }));
  });
}

function fail(name) {
  console.error(`\n✖ ${name} failed`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

{
  const stepStart = Date.now();
  console.log('\n› generate + build');
  try {
    build();
  } catch {
    fail('generate + build');
  }
  console.log(`  generate + build ok (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}

// The static checks are single-threaded and independent of each other: run side by side on
// the two cores (about 50 s instead of 100 s), each one's output printed whole when it ends.
const checks = [
  ['lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']],
  ['format (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['styles (stylelint)', bin('stylelint'), ['{blocks,src,preview}/**/*.css']],
  ['layers (imports)', bin('tsx'), ['scripts/lint/checkImports.ts']],
  ['types (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['manifests (validate)', bin('tsx'), ['scripts/validate.ts']],
];
{
  const checksStart = Date.now();
  console.log(`\n› ${checks.map(([name]) => name).join(', ')} (side by side)`);
  const results = await Promise.all(
    checks.map(async ([name, command, args]) => {
      const result = await runCaptured(command, args);
      const seconds = ((Date.now() - checksStart) / 1000).toFixed(1);
      if (result.output.trim()) console.log(result.output.trimEnd());
      console.log(`  ${name} ${result.code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      return { name, ...result };
    }),
  );
  const failedCheck = results.find((result) => result.code !== 0);
  if (failedCheck) fail(failedCheck.name);
}

{
  // The probe suite (npm run probe): fails on any break, like a failing check above.
  const stepStart = Date.now();
  console.log('\n› probe (npm run probe)');
  try {
    execFileSync(bin('tsx'), ['scripts/probe.ts'], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    fail('probe (npm run probe)');
  }
  console.log(`  probe (npm run probe) ok (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
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
