#!/usr/bin/env node
/**
 * `npm run dev`: the stand-in services on 8081 (scenarios on, request log) and Vite's dev server
 * with hot reload on PORT (default 5173), proxying /svc, /sso, /manifests to the stand-in.
 * Manifest problems show in Vite's overlay as soon as a file is saved.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { generate } from './build.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();
generate();

const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'server/main.ts'), '--dev', '--port', '8081'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  ),
  spawn(
    process.execPath,
    [
      join(repoRoot, 'node_modules/vite/bin/vite.js'),
      '--port',
      process.env.PORT ?? '5173',
      '--host',
      '127.0.0.1',
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  ),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
