#!/usr/bin/env node
/**
 * Browser tests drive Debian's Chromium (a downloaded browser cannot be fetched here) and need
 * CJK fonts for readable screenshots. Installs both through apt-get when missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function hasFonts() {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).includes('Noto');
  } catch {
    return false;
  }
}

export function ensureBrowser() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!hasFonts()) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  console.log(`› Installing ${missing.join(' and ')} with apt-get…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBrowser();
