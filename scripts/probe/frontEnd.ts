/**
 * The probe visits the built front end: `dist/` is built first when it is missing or older than
 * anything it is built from (the way `npm start` builds before serving).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What `scripts/build.mjs` builds dist/ from. */
const BUILD_SOURCES = [
  'src',
  'blocks',
  'preview',
  'schemas',
  'scripts/manifest',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'generated') continue;
    newest = Math.max(newest, newestChange(join(path, name)));
  }
  return newest;
}

/** Why dist/ needs building, or null when it is up to date. */
export function frontEndStaleReason(repoRoot: string): string | null {
  const built = join(repoRoot, 'dist', 'index.html');
  if (!existsSync(built)) return 'dist/ is missing';
  const builtAt = statSync(built).mtimeMs;
  for (const source of BUILD_SOURCES)
    if (newestChange(join(repoRoot, source)) > builtAt)
      return `${source} changed since the last build`;
  return null;
}

export function ensureFrontEnd(repoRoot: string, log: (line: string) => void): void {
  const reason = frontEndStaleReason(repoRoot);
  if (!reason) return;
  log(`probe: building the front end first (${reason})`);
  execFileSync(process.execPath, [join(repoRoot, 'scripts/build.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
