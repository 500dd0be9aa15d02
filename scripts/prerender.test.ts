/**
 * `npm run prerender` as an operator meets it: with valid manifests it writes a folder a static
 * host serves as it is (the build without its renderer or the preview app, the manifests as
 * files, the app shell, and a snapshot per page that has a first view, marked with when it was
 * made); with a broken manifest it prints the validator's message and writes nothing. The build
 * here is a fixture whose renderer puts the address in the page.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstViewRendererPath } from '../server/http/firstViewRender';
import { SNAPSHOT_META } from '../src/services/http/firstViewAnswers';

const repoRoot = resolve(import.meta.dirname, '..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
let workDir: string;
let dist: string;
let siteConfigs: string;

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN"><head><title>国家中小学智慧教育平台</title>
<script type="module" crossorigin src="/assets/portal-Cj5oSFcK.js"></script></head>
<body>
    <div id="root"></div>
</body></html>
`;

/** Renders every unguarded page but the FAQ: the heading says where it is. */
const RENDERER = `
export async function renderFirstView(request) {
  if (request.url.endsWith('/faq')) return null;
  return { html: '<h1>' + request.url + '</h1>', answers: [] };
}
`;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'prerender-'));
  dist = join(workDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'preview'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'portal-Cj5oSFcK.js'), 'export {};');
  writeFileSync(join(dist, 'preview', 'index.html'), '<!doctype html><title>预览</title>');
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  writeFileSync(firstViewRendererPath(dist), RENDERER);
  siteConfigs = join(workDir, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigs, { recursive: true });
});
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

function prerender(out: string, dir = siteConfigs): { code: number; output: string } {
  try {
    const output = execFileSync(
      tsx,
      ['scripts/prerender.ts', '--dist', dist, '--out', out, '--dir', dir],
      { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' },
    );
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

describe('npm run prerender', () => {
  it('writes the snapshots, the manifests, the app shell and the build, nothing else', () => {
    const out = join(workDir, 'snapshots');
    const { code, output } = prerender(out);
    expect(code, output).toBe(0);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toContain('<div id="root"><h1>/</h1></div>');
    expect(home).toMatch(
      new RegExp(`<meta name="${SNAPSHOT_META}" content="\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(readFileSync(join(out, 'hd/kpzy/index.html'), 'utf8')).toContain('<h1>/hd/kpzy</h1>');
    // A list from the campaign's menu, under its query.
    const listing = JSON.parse(readFileSync(join(out, 'snapshots.json'), 'utf8')) as {
      environment: string;
      pages: { url: string; file: string }[];
      fallback: string;
    };
    expect(listing.environment).toBe('local');
    const kpzyList = listing.pages.find((page) => page.url.startsWith('/hd/kpzy/list?libraryId='));
    expect(kpzyList?.file).toMatch(/^hd\/kpzy\/list\/index\.libraryId%3D.+\.html$/);
    // Declined by the renderer (and guarded pages never asked): the app shell serves them.
    expect(listing.pages.some((page) => page.url === '/hd/kpzy/faq')).toBe(false);
    expect(listing.pages.some((page) => page.url.includes('myWork'))).toBe(false);
    expect(readFileSync(join(out, listing.fallback), 'utf8')).toBe(INDEX_HTML);
    expect(
      JSON.parse(readFileSync(join(out, 'manifests/sites/hd-kpzy.json'), 'utf8')),
    ).toMatchObject({
      manifest: { id: 'hd-kpzy' },
    });
    expect(existsSync(join(out, 'manifests/index.json'))).toBe(true);
    expect(existsSync(join(out, 'manifests/messages/zh-CN.json'))).toBe(true);
    expect(existsSync(join(out, 'assets/portal-Cj5oSFcK.js'))).toBe(true);
    expect(existsSync(join(out, '.ssr'))).toBe(false);
    expect(existsSync(join(out, 'preview'))).toBe(false);
  }, 60_000);

  it('refuses a broken manifest with the validator’s message and writes nothing', () => {
    const broken = join(workDir, 'broken-site-configs');
    cpSync(siteConfigs, broken, { recursive: true });
    const file = join(broken, 'hd/kpzy/site.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"pathPrefix": "/hd/kpzy"', '"pathPrefix": 7'),
    );
    const out = join(workDir, 'never');
    const { code, output } = prerender(out, broken);
    expect(code).toBe(1);
    expect(output).toContain('/match/pathPrefix');
    expect(output).toContain('no snapshot written');
    expect(existsSync(out)).toBe(false);
  }, 60_000);
});
