#!/usr/bin/env node
/**
 * `npm start`: install on first run, build, then serve the portal, the campaign sites, the
 * preview app and the stand-in services on one port (PORT, default 8080) of 127.0.0.1: only this
 * machine can reach it until HOST (or --host) says otherwise; ALLOWED_HOSTS adds host names it
 * answers to (server/README.md "On a network, on purpose"). Arguments go to server/main.ts. The
 * server creates and seeds its SQLite database on first start.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();
const { build } = await import('./build.mjs');
build();

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(repoRoot, 'server/main.ts'), ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '8080' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
