/**
 * Issue 17 point 6: Lighthouse 12 mobile (its default: a mid-range phone, simulated slow 4G and
 * 4× CPU) on the pages the issue names, served by the stand-in exactly as `npm start` serves a
 * visitor (compressed, cached, preloaded), median of LIGHTHOUSE_RUNS runs (default 5). The tool
 * is fetched on demand at a pinned version (`npx lighthouse@…`), so neither `npm start` nor
 * `npm test` installs it; it drives Debian's Chromium. Targets (the bench fails when missed):
 * performance score ≥ 95 and CLS ≤ 0.02 on every page, and none of the app's own code in the
 * unused-JavaScript list of `/` (issue 17 point 5: nothing unused by the page in its critical
 * path). The libraries' chunk (React, the router, mobx: scripts/portalChunks.ts) is shown but
 * not counted as the app's code: much of React is code a first view never runs.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../chromium';
import { PORTAL_LIBRARIES_CHUNK } from '../../scripts/portalChunks';

export const LIGHTHOUSE_VERSION = '12.8.2';
export const LIGHTHOUSE_PAGES = [
  '/',
  '/hd/kpzy',
  '/hd/diaa',
  '/syncClassroom',
  '/channel?channelId=bench',
];
export const SCORE_TARGET = 95;
export const CLS_TARGET = 0.02;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The unused-JavaScript audit's scripts of the page's own origin, with the bytes unused. */
  unusedOwn: { path: string; wastedBytes: number }[];
}

/** The page whose unused-JavaScript list must hold no first-party script. */
export const UNUSED_JS_PAGE = '/';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const execFileAsync = promisify(execFile);

/**
 * One Lighthouse run. Asynchronous on purpose: the stand-in answering it runs in this very
 * process, and a synchronous child would stop it from answering.
 */
async function lighthouse(url: string, outDir: string, index: number): Promise<Run | string> {
  const output = join(outDir, `run-${index}.json`);
  try {
    await execFileAsync(
      'npx',
      [
        '--yes',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-path=${CHROMIUM_PATH}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--quiet',
      ],
      { timeout: 180_000, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    );
  } catch (error) {
    return `lighthouse failed: ${String((error as { stderr?: string }).stderr || error).slice(-300)}`;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number | null } };
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: { url?: string; wastedBytes?: number }[] } }
    >;
  };
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const origin = new URL(url).origin;
  const unusedOwn = (report.audits['unused-javascript']?.details?.items ?? [])
    .filter((item) => item.url !== undefined && new URL(item.url).origin === origin)
    .map((item) => ({ path: new URL(item.url!).pathname, wastedBytes: item.wastedBytes ?? 0 }));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    unusedOwn,
  };
}

export async function benchLighthouse(
  serverUrl: string,
  runs: number,
): Promise<{ lines: string[]; failed: boolean }> {
  const lines: string[] = [];
  let failed = false;
  const outDir = mkdtempSync(join(tmpdir(), 'smartedu-lighthouse-'));
  try {
    let index = 0;
    for (const path of LIGHTHOUSE_PAGES) {
      const done: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${serverUrl}${path}`, outDir, (index += 1));
        if (typeof result === 'string') {
          lines.push(`Lighthouse ${path}: ${result}`);
          failed = true;
          break;
        }
        done.push(result);
      }
      if (done.length === 0) continue;
      const score = median(done.map((run) => run.score));
      const cls = median(done.map((run) => run.cls));
      const missed = score < SCORE_TARGET || cls > CLS_TARGET;
      if (missed) failed = true;
      if (path === UNUSED_JS_PAGE) {
        const listed = new Map<string, number>();
        for (const run of done)
          for (const item of run.unusedOwn)
            listed.set(item.path, Math.max(listed.get(item.path) ?? 0, item.wastedBytes));
        const isLibraries = (script: string) =>
          script.startsWith(`/assets/${PORTAL_LIBRARIES_CHUNK}-`);
        const named = (scripts: [string, number][]) =>
          scripts.length === 0
            ? 'none'
            : scripts
                .map(([script, bytes]) => `${script} (${(bytes / 1024).toFixed(1)} kB unused)`)
                .join(', ');
        const own = [...listed].filter(([script]) => !isLibraries(script));
        if (own.length > 0) failed = true;
        lines.push(
          `Lighthouse ${path}: the app's own scripts in the unused-JavaScript list: ${named(own)} (target none${own.length > 0 ? ', ✖ missed' : ''}); the libraries' chunk: ${named([...listed].filter(([script]) => isLibraries(script)))}`,
        );
      }
      lines.push(
        `Lighthouse ${LIGHTHOUSE_VERSION} mobile ${path}: score median ${score} (${done.map((run) => run.score).join(', ')}), FCP ${(median(done.map((run) => run.fcp)) / 1000).toFixed(1)} s, LCP ${(median(done.map((run) => run.lcp)) / 1000).toFixed(1)} s, TBT ${median(done.map((run) => run.tbt)).toFixed(0)} ms, CLS ${cls.toFixed(3)} (targets ≥ ${SCORE_TARGET}, CLS ≤ ${CLS_TARGET}${missed ? ', ✖ missed' : ''})`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return { lines, failed };
}
