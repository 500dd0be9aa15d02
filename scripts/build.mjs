#!/usr/bin/env node
/**
 * Build: generate the standalone manifest validators, then the Vite build (which also checks
 * every manifest and fails on any problem).
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

export function generate() {
  execFileSync(bin('tsx'), ['scripts/generate.ts'], { cwd: repoRoot, stdio: 'inherit' });
}

export function build() {
  generate();
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureInstall();
  build();
}
