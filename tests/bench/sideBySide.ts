/**
 * Issue 17 point 6: the portal side by side with a hand-written React page (handwritten/) that
 * renders the same channel from the same stand-in call, in the same run, interleaved (portal,
 * hand-written, portal, …) so both see the same machine. Each figure is reported as median and
 * min–max and as a ratio to the hand-written page:
 *  - painted: navigation start → the first frame holding every section, with the images in the
 *    viewport loaded, at the 13-section
 *    bench channel and the 203-section one, and at 13 sections under 4× CPU throttling (CDP);
 *  - JS (gzip) asked for before the painted frame: what the first view waited for (the target);
 *  - JS (gzip) loaded until the page answers (a server-rendered portal page: hydrated,
 *    `<html data-app="ready">`; the hand-written page: painted), reported beside it: a portal
 *    page with its first view in the HTML paints before its scripts are even asked for
 *    (src/app/boot/deferredEntry.ts), so the two figures differ, and both are shown;
 *  - JS heap used once the page answers (after a garbage collection).
 * The issue's targets fail the bench: painted ≤ 1.1× at both sizes and throttled, JS before the
 * first view is painted ≤ 100 kB.
 */
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';

const HANDWRITTEN_DIR = resolve(import.meta.dirname, 'handwritten');
/** Where the hand-written page is served in the bench's copy of dist/ (never shipped). */
export const HANDWRITTEN_BASE = '/bench-handwritten/';
export const PAINTED_RATIO_TARGET = 1.1;
export const PAINTED_JS_TARGET_BYTES = 100 * 1024;

/** Copies the built portal to `into` and builds the hand-written page beside it. */
export async function prepareSideBySideDist(distDir: string, into: string): Promise<void> {
  cpSync(distDir, into, { recursive: true });
  const outDir = join(into, HANDWRITTEN_BASE);
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: false,
    root: HANDWRITTEN_DIR,
    base: HANDWRITTEN_BASE,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

interface Sample {
  paintedMs: number;
  /** JS asked for before the painted frame. */
  jsBeforePaintBytes: number;
  /** JS loaded until the page answers. */
  jsBytes: number;
  heapBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * A page's JavaScript expression for "every section shows": at least `sections` sections, each
 * with content or its empty text, and every image the visitor can see loaded (or failed, its
 * replacement then on the way). An image element alone is not content: a lazy image waiting for
 * its address is an empty frame. "Can see": inside the viewport and inside every ancestor that
 * clips (a carousel's later slides are laid out beside the first, clipped, and not asked for).
 * The images are only looked at once the sections are there, and only down to the first one
 * below the viewport, so the check costs the measured page little. A string, not a function:
 * tsx would wrap a function with helpers the page lacks.
 */
export const sectionsShownCheck = (sections: number) => `(() => {
  const found = document.querySelectorAll('[data-section-id]');
  if (
    found.length < ${sections} ||
    !Array.from(found).every((section) => section.querySelector('img, a, [data-section-empty]'))
  )
    return false;
  const seen = (image, box) => {
    let left = Math.max(box.left, 0), top = Math.max(box.top, 0);
    let right = Math.min(box.right, innerWidth), bottom = Math.min(box.bottom, innerHeight);
    for (let node = image.parentElement; node && right > left && bottom > top; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left); top = Math.max(top, clip.top);
      right = Math.min(right, clip.right); bottom = Math.min(bottom, clip.bottom);
    }
    return right > left && bottom > top && getComputedStyle(image).visibility !== 'hidden';
  };
  for (const image of document.images) {
    if (image.complete && image.currentSrc !== '') continue;
    const box = image.getBoundingClientRect();
    // Both pages stack their sections: in document order, the images after one below the
    // viewport are below it too. Measuring them would lay out the sections a page leaves
    // unrendered until they come near, and slow the very page being measured.
    if (box.top >= innerHeight) break;
    if (seen(image, box)) return false;
  }
  return true;
})()`;

/**
 * Navigation start → the first frame with every section showing (sectionsShownCheck). Watched
 * from the document's start, frame by frame (an init script), so a page whose HTML already
 * holds the sections counts from the frame that shows them, not from its load event.
 */
const paintedInitScript = (sections: number) => `window.__benchPainted = new Promise((done) => {
  const check = () => {
    const ready = ${sectionsShownCheck(sections)};
    if (ready) done(performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

async function sample(
  browser: Browser,
  url: string,
  sections: number,
  servedDir: string,
  cpuRate: number,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path);
  });
  await page.addInitScript(paintedInitScript(sections));
  await page.goto(url);
  const paintedMs = await page.evaluate<number>('window.__benchPainted');
  // Scripts the browser asked for before that frame (resource timing shares its clock).
  const beforePaint = await page.evaluate<string[], number>(
    (painted) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < painted)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    paintedMs,
  );
  // A server-rendered portal page answers once hydrated; a page without a first view, painted.
  await page.waitForFunction(
    () =>
      document.getElementById('edu-first-view') === null ||
      document.documentElement.dataset.app === 'ready',
  );
  await page.waitForLoadState('networkidle');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const gzipped = (paths: Iterable<string>) =>
    [...new Set(paths)].reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(servedDir, path))).length,
      0,
    );
  await context.close();
  return {
    paintedMs,
    jsBeforePaintBytes: gzipped(beforePaint),
    jsBytes: gzipped(scripts),
    heapBytes: heap.usedSize,
  };
}

const range = (values: number[], digits = 0) =>
  `median ${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

export interface SideBySideResult {
  lines: string[];
  failed: boolean;
}

/**
 * The side-by-side figures against a server whose dist is `servedDir` (prepared by
 * prepareSideBySideDist), `runs` interleaved pairs each.
 */
export async function benchSideBySide(
  browser: Browser,
  serverUrl: string,
  servedDir: string,
  runs: number,
  sectionCounts: { bench: number; 'bench-200': number },
): Promise<SideBySideResult> {
  const lines: string[] = [];
  let failed = false;
  const cases = [
    { channel: 'bench', cpuRate: 1, label: '13 sections' },
    { channel: 'bench-200', cpuRate: 1, label: '203 sections' },
    { channel: 'bench', cpuRate: 4, label: '13 sections, 4× CPU throttling' },
  ] as const;
  for (const { channel, cpuRate, label } of cases) {
    const portal: Sample[] = [];
    const hand: Sample[] = [];
    const sections = sectionCounts[channel];
    for (let run = 0; run < runs; run += 1) {
      portal.push(
        await sample(
          browser,
          `${serverUrl}/channel?channelId=${channel}`,
          sections,
          servedDir,
          cpuRate,
        ),
      );
      hand.push(
        await sample(
          browser,
          `${serverUrl}${HANDWRITTEN_BASE}index.html?channelId=${channel}`,
          sections,
          servedDir,
          cpuRate,
        ),
      );
    }
    const painted = (samples: Sample[]) => samples.map((one) => one.paintedMs);
    const ratio = median(painted(portal)) / median(painted(hand));
    const missed = ratio > PAINTED_RATIO_TARGET;
    if (missed) failed = true;
    lines.push(
      `side by side, ${label}: painted portal ${range(painted(portal))} ms, hand-written ${range(painted(hand))} ms → ${ratio.toFixed(2)}× (target ≤ ${PAINTED_RATIO_TARGET}×${missed ? ', ✖ missed' : ''})`,
    );
    if (cpuRate === 1) {
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      const beforePaint = (samples: Sample[]) =>
        median(samples.map((one) => one.jsBeforePaintBytes));
      const js = (samples: Sample[]) => median(samples.map((one) => one.jsBytes));
      const heap = (samples: Sample[]) => median(samples.map((one) => one.heapBytes));
      const jsMissed = channel === 'bench' && beforePaint(portal) > PAINTED_JS_TARGET_BYTES;
      if (jsMissed) failed = true;
      const target = (missedNow: boolean) =>
        channel === 'bench'
          ? ` (target ≤ ${PAINTED_JS_TARGET_BYTES / 1024} kB${missedNow ? ', ✖ missed' : ''})`
          : '';
      lines.push(
        `side by side, ${label}: JS before the first view painted (gzip) portal ${kB(beforePaint(portal))}, hand-written ${kB(beforePaint(hand))}${target(jsMissed)}`,
      );
      // Not a target of the bench, shown so the reading "all JS of the page ≤ 100 kB" is seen.
      const allAbove = channel === 'bench' && js(portal) > PAINTED_JS_TARGET_BYTES;
      lines.push(
        `side by side, ${label}: JS until the page answers (gzip) portal ${kB(js(portal))}, hand-written ${kB(js(hand))} → ${(js(portal) / js(hand)).toFixed(2)}×${allAbove ? ` (above ${PAINTED_JS_TARGET_BYTES / 1024} kB)` : ''}; JS heap then portal ${(heap(portal) / 1048576).toFixed(1)} MB, hand-written ${(heap(hand) / 1048576).toFixed(1)} MB → ${(heap(portal) / heap(hand)).toFixed(2)}×`,
      );
    }
  }
  return { lines, failed };
}
