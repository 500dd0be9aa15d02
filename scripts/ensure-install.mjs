#!/usr/bin/env node
/**
 * First-run install, with nothing but Node: `npm ci` when node_modules is missing or older than
 * the lockfile. Native addons (better-sqlite3) build against the local Node headers, so a fresh
 * machine never tries to download them.
 *
 * They build without optimisation (-O0) unless CFLAGS/CXXFLAGS say otherwise: SQLite's one big
 * source file then compiles in about 30 s instead of 90 s, on every fresh clone and CI run, and
 * the stand-in's few thousand rows are served just as fast.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(repoRoot, 'node_modules', '.install-stamp');
const lockFile = join(repoRoot, 'package-lock.json');

function lockHash() {
  return createHash('sha256').update(readFileSync(lockFile)).digest('hex');
}

export function ensureInstall() {
  const wanted = lockHash();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (have === wanted && existsSync(join(repoRoot, 'node_modules', 'better-sqlite3', 'build')))
    return;
  console.log('› Installing dependencies (first run; better-sqlite3 compiles, about 1.5 minutes)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr',
      CFLAGS: process.env.CFLAGS ?? '-O0',
      CXXFLAGS: process.env.CXXFLAGS ?? '-O0',
    },
  });
  writeFileSync(stampFile, wanted);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
