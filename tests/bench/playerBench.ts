/**
 * Issue 15 performance: from pressing play to the first frame of the local mp4 on a content
 * detail page (`/svc/static/media/lesson.mp4`, served by the stand-in). The page and video.js
 * are loaded first; each run presses the player's big play button and waits for the first
 * decoded frame (`requestVideoFrameCallback`).
 */
import type { Browser } from 'playwright-core';
import { DETAIL_IDS } from '../../server/seed-data/resources';

const DETAIL_PATH = `/content/detail?contentId=${DETAIL_IDS.video}&contentType=assets_video`;

export async function benchPlayToFirstFrame(
  baseUrl: string,
  browser: Browser,
  runs: number,
): Promise<{ line: string; medianMs: number }> {
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${DETAIL_PATH}`);
    const button = page.locator('.vjs-big-play-button').first();
    await button.waitFor();
    // A string, not a function: tsx would wrap a function with helpers the page lacks.
    // The frame watched for is the first one presented after the press (the first frame of a
    // loaded video may already have been shown as its picture).
    await page.evaluate(`(() => {
      const video = document.querySelector('video');
      window.__pressed = 0;
      window.__firstFrame = new Promise((done) => {
        document.querySelector('.vjs-big-play-button').addEventListener('click', () => {
          window.__pressed = performance.now();
          if (video.requestVideoFrameCallback)
            video.requestVideoFrameCallback((now) => done(Math.max(now, performance.now())));
          else video.addEventListener('playing', () => done(performance.now()), { once: true });
        }, { capture: true, once: true });
      });
    })()`);
    await button.click();
    timings.push(
      await page.evaluate<number>('window.__firstFrame.then((t) => t - window.__pressed)'),
    );
    await context.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)];
  return {
    line: `play → first frame of the local mp4 (content detail): median ${medianMs.toFixed(0)} ms (runs: ${timings.map((t) => t.toFixed(0)).join(', ')})`,
    medianMs,
  };
}
