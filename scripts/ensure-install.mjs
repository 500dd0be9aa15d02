#!/usr/bin/env node
/**
 * First-run install, with nothing but Node: `npm ci` when node_modules is missing or older than
 * the lockfile. Native addons (better-sqlite3) build against the local Node headers, so a fresh
 * machine never tries to download them.
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
  console.log('› Installing dependencies (first run; better-sqlite3 compiles, about 3 minutes)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
  });
  writeFileSync(stampFile, wanted);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
