import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the stand-in's sources; everything else is found relative to it, not to the cwd. */
export const SERVER_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(SERVER_DIR, '..');
/** Seed files copied into the repo so a fresh clone works without /work/shared. */
export const DEFAULT_SEED_DIR = resolve(SERVER_DIR, 'seed-data');
export const DEFAULT_DB_PATH = resolve(REPO_ROOT, 'var/portal.sqlite');
export const DEFAULT_DIST_DIR = resolve(REPO_ROOT, 'dist');

/** Path prefixes that never fall through to the single-page app, even for a GET. */
const API_PREFIXES = ['/svc', '/sso', '/__scenario', '/__preview', '/manifests'];
const API_FILES = ['/web_config.json'];

export function isApiPath(pathname: string): boolean {
  if (API_FILES.includes(pathname)) return true;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
