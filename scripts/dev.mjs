#!/usr/bin/env node
/**
 * `npm run dev`: the stand-in services on 127.0.0.1:8081 (scenarios on, request log) and Vite's
 * dev server with hot reload on PORT (default 5173), proxying /svc, /sso, /manifests to the
 * stand-in. Manifest problems show in Vite's overlay as soon as a file is saved.
 * Vite listens where HOST says (default 127.0.0.1, this machine only); the stand-in stays on
 * loopback whatever HOST is, since only Vite's proxy talks to it.
 */
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { generate } from './build.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstall();
generate();

// Vite's proxy passes the browser's Host on, so the stand-in must answer to the names Vite is
// reached by: HOST itself, or for a wildcard every address of this machine.
const viteHost = process.env.HOST || '127.0.0.1';
const viteNames = ['0.0.0.0', '::'].includes(viteHost)
  ? Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry.address)
  : [viteHost];
if (!['127.0.0.1', 'localhost', '::1'].includes(viteHost))
  console.warn(
    `注意：Vite 在 ${viteHost} 上对网络提供服务；经它代理的请求在替身服务看来来自本机，` +
      '场景切换接口 /__scenario 因此也对网络开放。只在可信网络中这样做。',
  );

const children = [
  spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repoRoot, 'server/main.ts'),
      '--dev',
      '--port',
      '8081',
      '--host',
      '127.0.0.1',
      '--allowed-hosts',
      viteNames.join(','),
    ],
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
      viteHost,
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
